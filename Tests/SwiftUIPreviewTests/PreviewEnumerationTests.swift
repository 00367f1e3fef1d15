import Testing
@testable import SwiftUI

// Small views whose body says which environment it was drawn in, so a test can see that an instance's
// view still carries its root modifiers.
struct SchemeProbe: View {
    var tag: String
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dynamicTypeSize) private var size
    var body: some View { Text("\(tag) \(colorScheme) \(size)") }
}

struct A: View { var body: some View { SchemeProbe(tag: "A") } }
struct B: View { var body: some View { SchemeProbe(tag: "B") } }

struct DarkAndLarge: PreviewProvider {
    static var previews: some View {
        Group {
            A().preferredColorScheme(.dark).previewDisplayName("Dark")
            B().environment(\.dynamicTypeSize, .accessibility3)
        }
    }
}

struct EachSize: PreviewProvider {
    static let sizes: [DynamicTypeSize] = [.xSmall, .large, .accessibility5]
    static var previews: some View {
        ForEach(sizes, id: \.self) { size in
            A().dynamicTypeSize(size).previewDisplayName("\(size)")
        }
    }
}

struct Nested: PreviewProvider {
    static var previews: some View {
        Group {
            Group {
                A()
                B().previewLayout(.sizeThatFits)
            }
            .previewDevice("iPhone SE (3rd generation)")
            A()
        }
    }
}

struct ModifiedGroup: PreviewProvider {
    static var previews: some View {
        Group {
            A().previewDisplayName("Own name")
            B().preferredColorScheme(.light)
        }
        .preferredColorScheme(.dark)
        .previewLayout(.fixed(width: 320, height: 100))
        .previewDisplayName("Group name")
        .previewInterfaceOrientation(.landscapeRight)
    }
}

struct BlockAndBranches: PreviewProvider {
    static let showB = true
    static var previews: some View {
        A().environment(\.sizeCategory, .accessibilityExtraLarge)
        if showB { B().environment(\.layoutDirection, .rightToLeft) } else { A() }
        A().dynamicTypeSize(...DynamicTypeSize.large)
        EmptyView()
    }
}

struct OneView: PreviewProvider {
    static var previews: some View { A() }
    static var platform: PreviewPlatform? { .iOS }
}

/// The previews the canvas would show: a row per preview, what the enumeration must say about it.
struct Expected: Sendable {
    var name: String? = nil
    var layout: PreviewLayout = .device
    var device: PreviewDevice? = nil
    var orientation: InterfaceOrientation? = nil
    var colorScheme: ColorScheme? = nil
    var dynamicTypeSize: DynamicTypeSize? = nil
    var layoutDirection: SwiftUI.LayoutDirection? = nil
    /// The text its view draws (tag, colour scheme, Dynamic Type size) when lowered in the default environment
    /// (checked only for views that draw one text).
    var drawn: String = ""
}

@MainActor
struct PreviewEnumerationTests {
    static let providers: [(String, any PreviewProvider.Type, [Expected])] = [
        ("Group of dark and large", DarkAndLarge.self, [
            Expected(name: "Dark", colorScheme: .dark, drawn: "A dark large"),
            Expected(dynamicTypeSize: .accessibility3, drawn: "B light accessibility3"),
        ]),
        ("ForEach over sizes", EachSize.self, [
            Expected(name: "xSmall", dynamicTypeSize: .xSmall, drawn: "A light xSmall"),
            Expected(name: "large", dynamicTypeSize: .large, drawn: "A light large"),
            Expected(name: "accessibility5", dynamicTypeSize: .accessibility5, drawn: "A light accessibility5"),
        ]),
        ("nested Group", Nested.self, [
            Expected(device: "iPhone SE (3rd generation)", drawn: "A light large"),
            Expected(layout: .sizeThatFits, device: "iPhone SE (3rd generation)", drawn: "B light large"),
            Expected(drawn: "A light large"),
        ]),
        ("modifiers on the Group", ModifiedGroup.self, [
            Expected(name: "Own name", layout: .fixed(width: 320, height: 100), orientation: .landscapeRight, colorScheme: .dark, drawn: "A dark large"),
            Expected(name: "Group name", layout: .fixed(width: 320, height: 100), orientation: .landscapeRight, colorScheme: .light, drawn: "B light large"),
        ]),
        ("block, if and a range", BlockAndBranches.self, [
            Expected(dynamicTypeSize: .accessibility3, drawn: "A light accessibility3"),
            Expected(layoutDirection: .rightToLeft, drawn: "B light large"),
            Expected(drawn: "A light large"),
        ]),
        ("one view", OneView.self, [Expected(drawn: "A light large")]),
    ]

    @Test func providerPreviews() {
        for (title, provider, expected) in Self.providers {
            let previews = PreviewInstance.all(in: provider)
            #expect(previews.count == expected.count, "\(title)")
            for (index, (preview, want)) in zip(previews, expected).enumerated() {
                Self.check(preview, against: want, index: index, title: title)
            }
        }
    }

    static func check(_ preview: PreviewInstance, against want: Expected, index: Int, title: String, drawn: Bool = true,
                      sourceLocation: SourceLocation = #_sourceLocation) {
        let label = "\(title) #\(index)"
        #expect(preview.index == index, "\(label)", sourceLocation: sourceLocation)
        #expect(preview.name == want.name, "\(label)", sourceLocation: sourceLocation)
        #expect(preview.layout == want.layout, "\(label)", sourceLocation: sourceLocation)
        #expect(preview.device == want.device, "\(label)", sourceLocation: sourceLocation)
        #expect(preview.orientation == want.orientation, "\(label)", sourceLocation: sourceLocation)
        #expect(preview.colorScheme == want.colorScheme, "\(label)", sourceLocation: sourceLocation)
        #expect(preview.dynamicTypeSize == want.dynamicTypeSize, "\(label)", sourceLocation: sourceLocation)
        #expect(preview.layoutDirection == want.layoutDirection, "\(label)", sourceLocation: sourceLocation)
        if drawn { #expect(drawnText(preview.view) == [want.drawn], "\(label)", sourceLocation: sourceLocation) }
    }

    /// The strings of the text nodes a view lowers to at its top level.
    static func drawnText(_ view: AnyView) -> [String] {
        view.lowerForSnapshot(SnapshotEnvironment()).content.compactMap { node in
            if case .text(let text) = node.kind { return text.string } else { return nil }
        }
    }

    static let registrations: [(String, PreviewRegistration, Expected)] = [
        ("#Preview(\"Dark\", traits: .sizeThatFitsLayout)",
         PreviewRegistration(name: "Dark", traits: [.sizeThatFitsLayout], fileID: "App/A.swift", line: 3, column: 1) { A().preferredColorScheme(.dark) },
         Expected(name: "Dark", layout: .sizeThatFits, colorScheme: .dark, drawn: "A dark large")),
        ("fixedLayout",
         PreviewRegistration(name: nil, traits: [.fixedLayout(width: 300, height: 200)], fileID: "App/A.swift", line: 9, column: 1) { B() },
         Expected(layout: .fixed(width: 300, height: 200), drawn: "B light large")),
        ("landscapeLeft",
         PreviewRegistration(name: "Wide", traits: [.landscapeLeft], fileID: "App/A.swift", line: 12, column: 1) { A() },
         Expected(name: "Wide", orientation: .landscapeLeft, drawn: "A light large")),
        ("the last trait of a kind wins over the body's modifiers",
         PreviewRegistration(name: "Traits", traits: [.sizeThatFitsLayout, .portrait, .defaultLayout, .portraitUpsideDown], fileID: "App/A.swift", line: 1, column: 1) {
             A().previewLayout(.fixed(width: 10, height: 10)).previewInterfaceOrientation(.landscapeLeft).previewDisplayName("Modifier")
         },
         Expected(name: "Traits", orientation: .portraitUpsideDown, drawn: "A light large")),
        ("an unnamed #Preview takes the display name",
         PreviewRegistration(name: nil, traits: [], fileID: "App/A.swift", line: 1, column: 1) {
             B().previewDisplayName("Modifier").previewLayout(.sizeThatFits).environment(\.colorScheme, .dark)
         },
         Expected(name: "Modifier", layout: .sizeThatFits, colorScheme: .dark, drawn: "B dark large")),
    ]

    @Test func macroPreviews() {
        for (title, registration, expected) in Self.registrations {
            let previews = PreviewInstance.all(in: registration)
            #expect(previews.count == 1, "\(title)")
            if let preview = previews.first { Self.check(preview, against: expected, index: 0, title: title) }
        }
    }

    /// A `#Preview` body of several views is one preview, drawn as written; it pins what all its views agree on.
    @Test func macroBodyOfSeveralViews() throws {
        let registration = PreviewRegistration(name: nil, traits: [], fileID: "App/A.swift", line: 1, column: 1) {
            A().preferredColorScheme(.dark).dynamicTypeSize(.xSmall)
            B().preferredColorScheme(.dark)
        }
        let preview = try #require(PreviewInstance.all(in: registration).first)
        #expect(preview.colorScheme == .dark)
        #expect(preview.dynamicTypeSize == nil)
        #expect(Self.drawnText(preview.view) == ["A dark xSmall", "B dark large"])
    }

    @Test func platformDefaultsToNil() {
        #expect(DarkAndLarge.platform == nil)
        #expect(OneView.platform == .iOS)
    }

    /// The preview modifiers draw nothing and note nothing.
    @Test func previewModifiersAreSilent() {
        let plain = A().lowerForSnapshot(SnapshotEnvironment())
        let modified = A().previewDisplayName("Name").previewLayout(.sizeThatFits).previewDevice("iPhone 16")
            .previewInterfaceOrientation(.landscapeLeft).lowerForSnapshot(SnapshotEnvironment())
        #expect(modified == plain)
    }

    @Test func previewValueTypes() {
        let device: PreviewDevice = "iPad Pro (11-inch)"
        #expect(device == PreviewDevice(rawValue: "iPad Pro (11-inch)"))
        #expect(InterfaceOrientation.allCases.map(\.id) == ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"])
        #expect(InterfaceOrientation.allCases.filter(\.isLandscape) == [.landscapeLeft, .landscapeRight])
    }
}
