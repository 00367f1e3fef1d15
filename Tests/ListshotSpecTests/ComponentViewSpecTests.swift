import ListshotCore
import ListshotSpec
import Testing

/// Specs write design-system components where a view stands, and the environment keys on any view
/// (docs/views.md, "Components as views" and "The environment").
@Suite("Views in specs: components as views and the environment")
struct ComponentViewSpecTests {
    static func view(_ yaml: String) throws -> ViewNode {
        let spec = try parse("content: [{view: \(yaml)}]\n")
        guard case .view(let view)? = spec.screen.content.first else { throw SpecTestFailure.notAView }
        return view
    }

    enum SpecTestFailure: Error { case notAView }

    @Test func aComponentInAStackIsAComponentNodeWithItsModifiers() throws {
        let view = try Self.view("{vstack: [{text: A}, {list: {cells: [{title: T}]}, padding: 8, theme: movistar}]}")
        guard case .vstack(let children, _, _) = view.kind else { Issue.record("\(view.kind)"); return }
        #expect(children.count == 2)
        #expect(children[1] == ViewNode(.component(.cellList(CellList(cells: [Cell(title: "T")]))),
                                        modifiers: [.padding(EdgeInsets(all: 8)), .environment(.theme("movistar"))]))
    }

    struct Key: Sendable, CustomTestStringConvertible {
        let yaml: String
        let modifier: ViewModifier
        var testDescription: String { yaml }
    }

    @Test(arguments: [
        Key(yaml: "font: {preset: 1}", modifier: .environment(.font(.preset(1, weight: .regular)))),
        Key(yaml: "color: brand", modifier: .environment(.foregroundColor(.token("brand")))),
        Key(yaml: "lineLimit: 2", modifier: .environment(.lineLimit(2))),
        Key(yaml: "multilineTextAlignment: center", modifier: .environment(.multilineTextAlignment(.center))),
        Key(yaml: "theme: backpack", modifier: .environment(.theme("backpack"))),
        Key(yaml: "colorScheme: night", modifier: .environment(.colorScheme(.night))),
        Key(yaml: "dynamicTypeSize: ax3", modifier: .environment(.dynamicTypeSize(.accessibilityExtraLarge))),
    ])
    func environmentKeysOnAStack(key: Key) throws {
        let view = try Self.view("{vstack: [{text: A}], \(key.yaml)}")
        #expect(view.modifiers == [key.modifier])
    }

    @Test func onATextTheKeysAreItsOwn() throws {
        let view = try Self.view("{text: A, font: {preset: 1}, color: brand}")
        #expect(view.modifiers.isEmpty)
        #expect(view.kind == .text(ViewText("A", font: .preset(1, weight: .regular), color: .token("brand"))))
    }

    @Test func aTextWithoutStylesInheritsThem() throws {
        #expect(try Self.view("{text: A}").kind == .text(ViewText("A")))
    }

    @Test func aViewIsOneKindEvenWithAComponent() {
        expectSpecError("content: [{view: {list: {cells: [{title: T}]}, text: A}}]\n", line: 1, column: 25, fragment: "a view is one kind")
    }

    @Test func aStrayKeyBesideAComponentSaysWhereItsKeysGo() {
        expectSpecError("content: [{view: {list: {cells: [{title: T}]}, cells: []}}]\n", line: 1, column: 55,
                        fragment: "A component's own keys go inside it")
    }

    @Test func aComponentsOwnErrorsAreLocatedInsideTheView() {
        expectSpecError("content: [{view: {vstack: [{list: {cells: [{titel: T}]}}]}}]\n", line: 1, column: 45, fragment: "titel")
    }

    @Test func aSpacerInAViewIsSwiftUIsSpacerNotTheScreensGap() throws {
        let view = try Self.view("{vstack: [{spacer: {}}]}")
        #expect(view.kind == .vstack(children: [ViewNode(.spacer(minLength: nil))], alignment: .center, spacing: nil))
    }

    @Test func aBadThemeNameIsLocated() {
        expectSpecError("content: [{view: {vstack: [{text: A}], theme: \"../x\"}}]\n", line: 1, column: 47, fragment: "is not a theme name")
    }
}
