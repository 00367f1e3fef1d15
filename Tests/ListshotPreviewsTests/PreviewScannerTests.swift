import ListshotPreviewNaming
@testable import ListshotPreviews
import Testing

@Suite struct PreviewScannerTests {
    static let source = """
    import SwiftUI

    struct Row: View {
        let landmark: Landmark
        var body: some View { Text(landmark.name) }
    }

    #Preview("Dark", traits: .sizeThatFitsLayout) {
        Row(landmark: .sample)
    }

      #Preview { Row(landmark: .sample) }

    #if DEBUG
    struct Row_Previews: PreviewProvider {
        static var previews: some View {
            Group { Row(landmark: .sample) }
        }
    }
    #endif

    #if os(iOS)
    #Preview("iOS only") { Row(landmark: .sample) }
    #endif

    #Preview("Interpolated \\(1)") { Row(landmark: .sample) }
    """

    @Test func findsPreviewsInBothFormsWithTheCompilersLocations() {
        let file = PreviewScanner.scan(source: Self.source, path: "/x/Row.swift", relativePath: "Views/Row.swift")
        #expect(file.previews.map(\.id) == ["Row.swift:L8C1", "Row.swift:L12C3", "Row.swift:Row_Previews", "Row.swift:L26C1"])
        #expect(file.previews[0].form == .macro(name: "Dark"))
        #expect(file.previews[1].form == .macro(name: nil))
        #expect(file.previews[2].form == .provider(typeName: "Row_Previews"))
        // An interpolated name is known only when it runs.
        #expect(file.previews[3].form == .macro(name: nil))
        #expect(file.imports == ["SwiftUI"])
    }

    @Test func declaredAndReferencedNames() {
        let file = PreviewScanner.scan(source: Self.source, path: "/x/Row.swift", relativePath: "Row.swift")
        #expect(file.declared.isSuperset(of: ["Row", "Row_Previews", "landmark"]))
        #expect(file.referenced.isSuperset(of: ["Landmark", "Text", "sample"]))
        #expect(!file.referenced.contains("Row"))
        #expect(!file.declared.contains("body"))
    }

    @Test(arguments: [
        ("#if DEBUG\n#Preview { Text(\"a\") }\n#endif", 1),
        ("#if !DEBUG\n#Preview { Text(\"a\") }\n#endif", 0),
        ("#if os(Linux)\n#Preview { Text(\"a\") }\n#else\n#Preview { Text(\"b\") }\n#endif", 1),
        ("#if canImport(UIKit)\n#Preview { Text(\"a\") }\n#endif", 1),
        ("#if canImport(AppKit)\n#Preview { Text(\"a\") }\n#endif", 0),
        ("#if targetEnvironment(simulator)\n#Preview { Text(\"a\") }\n#endif", 0),
    ])
    func conditionsAsTheBuildCompilesThem(source: String, count: Int) {
        #expect(PreviewScanner.scan(source: source, path: "a.swift", relativePath: "a.swift").previews.count == count)
    }

    @Test func providerConformanceSpellings() {
        let source = "struct A: PreviewProvider { static var previews: some View { EmptyView() } }\nenum B: SwiftUI.PreviewProvider {}\nstruct C: View {}\n"
        let file = PreviewScanner.scan(source: source, path: "a.swift", relativePath: "a.swift")
        #expect(file.previews.map(\.id) == ["a.swift:A", "a.swift:B"])
    }
}

@Suite struct PreviewDiagnosticTests {
    @Test(arguments: [
        ("/b/Sources/M/Share.swift:12:9: error: cannot find 'ShareLink' in scope", "ShareLink"),
        ("/b/Sources/M/Share.swift:3:5: error: cannot find type 'PhotosPicker' in scope", "PhotosPicker"),
        ("/b/Sources/M/A.swift:8:14: error: value of type 'some View' has no member 'scrollTargetBehavior'", ".scrollTargetBehavior"),
        ("/b/Sources/M/A.swift:8:14: error: type 'Font' has no member 'extraLargeTitle2'", "Font.extraLargeTitle2"),
        ("/b/Sources/M/A.swift:1:8: error: no such module 'MapKit'", "MapKit"),
    ])
    func namesTheMissingAPI(line: String, api: String) {
        let parsed = PreviewDiagnostic.parse("Compiling…\n\(line)\n\(line)\n")
        #expect(parsed.count == 1)
        #expect(parsed.first?.missingAPI == api)
        #expect(parsed.first?.line ?? 0 > 0)
    }

    @Test func otherMessagesNameNoAPI() {
        let parsed = PreviewDiagnostic.parse("/b/x.swift:1:2: error: missing return in closure expected to return 'Int'\n/b/x.swift:1:2: warning: unused")
        #expect(parsed.count == 1)
        #expect(parsed[0].missingAPI == nil)
    }
}

@Suite struct PreviewNameTests {
    @Test func safeAndUnique() {
        #expect(PreviewName.safe("Dark mode / AX") == "Dark-mode-AX")
        #expect(PreviewName.safe("../../etc") == "etc")
        #expect(PreviewName.safe("\u{1b}[31m") == "31m")
        #expect(PreviewName.safe("") == "Preview")
        var taken = Set<String>()
        #expect(["Preview", "Preview", "preview", "Dark"].map { PreviewName.unique($0, taken: &taken) } == ["Preview", "Preview-2", "preview-3", "Dark"])
    }

    @Test func literalsCannotEscapeGeneratedSource() {
        #expect(SwiftLiteral.quoted("a\"b\\c\n") == "\"a\\u{22}b\\u{5c}c\\u{a}\"")
    }
}
