import Testing
import ListshotPreviewMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport

/// What `#Preview` expands to, and what it refuses (Sources/ListshotPreviewMacros).
struct PreviewMacroExpansionTests {
    static let macros: [String: MacroSpec] = ["Preview": MacroSpec(type: PreviewMacro.self)]

    static func expect(_ source: String, expands expected: String, diagnostics: [DiagnosticSpec] = [],
                       fileName: String = "LandmarkRow.swift", sourceLocation: SourceLocation = #_sourceLocation) {
        assertMacroExpansion(source, expandedSource: expected, diagnostics: diagnostics, macroSpecs: macros,
                             testModuleName: "Landmarks", testFileName: fileName) { failure in
            Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
        }
    }

    @Test func namedWithTraits() {
        Self.expect("""
            #Preview("Dark", traits: .sizeThatFitsLayout) {
                LandmarkRow(landmark: .sample)
            }
            """, expands: """
            @MainActor public func __listshotPreview(_LandmarkRow_x2E_swift_L1_C1: Void) -> SwiftUI.PreviewRegistration {
                SwiftUI.PreviewRegistration(name: "Dark", traits: [.sizeThatFitsLayout], fileID: "Landmarks/LandmarkRow.swift", line: 1, column: 1) {
                    LandmarkRow(landmark: .sample)
                }
            }
            """)
    }

    @Test func unnamedWithoutTraitsAfterOtherCode() {
        Self.expect("""
            struct Row {}

              #Preview { Row() }
            """, expands: """
            struct Row {}

              @MainActor public func __listshotPreview(_Row_x2E_swift_L3_C3: Void) -> SwiftUI.PreviewRegistration {
                  SwiftUI.PreviewRegistration(name: nil, traits: [], fileID: "Landmarks/Row.swift", line: 3, column: 3) {
                      Row()
                  }
              }
            """, fileName: "Row.swift")
    }

    @Test func severalTraitsANameExpressionAndALabelledBody() {
        Self.expect("""
            #Preview(title, traits: .fixedLayout(width: 300, height: 200), .landscapeLeft, body: makeRow)
            """, expands: """
            @MainActor public func __listshotPreview(_My__Row_x2E_swift_L1_C1: Void) -> SwiftUI.PreviewRegistration {
                SwiftUI.PreviewRegistration(name: title, traits: [.fixedLayout(width: 300, height: 200), .landscapeLeft], fileID: "Landmarks/My_Row.swift", line: 1, column: 1, body: makeRow)
            }
            """, fileName: "My_Row.swift")
    }

    @Test func aBodyIsRequired() {
        Self.expect("""
            #Preview("Empty")
            """, expands: """
            #Preview("Empty")
            """, diagnostics: [
                DiagnosticSpec(message: "#Preview needs a body that returns the view to preview: #Preview(\"Name\") { MyView() }", line: 1, column: 2),
            ])
    }

    @Test func onlyAtFileScope() {
        Self.expect("""
            struct Row {
                #Preview { Row() }
            }
            """, expands: """
            struct Row {
                #Preview { Row() }
            }
            """, diagnostics: [
                DiagnosticSpec(message: "#Preview must be at the top level of a file, outside any type or function, as in Xcode", line: 2, column: 5),
            ])
    }

    /// Each source with the column of the argument it refuses.
    @Test(arguments: [
        ("#Preview(traits: .portrait, name: \"A\") { Row() }", 29),
        ("#Preview(\"A\", \"B\") { Row() }", 15),
        ("#Preview(body: { Row() }) { Row() }", 27),
        ("#Preview { Row() } other: { Row() }", 20),
    ])
    func unexpectedArguments(_ source: String, column: Int) {
        let message = "#Preview takes an optional name, then traits: and more traits, then a body: #Preview(\"Name\", traits: .sizeThatFitsLayout) { MyView() }"
        Self.expect(source, expands: source, diagnostics: [DiagnosticSpec(message: message, line: 1, column: column)])
    }
}
