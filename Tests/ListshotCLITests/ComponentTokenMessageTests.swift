import Foundation
import Testing

/// docs/views.md, "Components": a colour token the theme lacks is reported where it is written,
/// with line and column, in the component file that names it, with the spec line that used the
/// component; `render` and `verify` say the same, exit 2 and write nothing.
@Suite("Missing colour tokens, where they are written")
struct ComponentTokenMessageTests {
    static let pendingTag = """
        parameters:
          label: text
        body:
          hstack:
            - { text: { param: label }, color: neutralLow }
          padding: 4

        """

    static let badge = """
        parameters:
          label: text
        body:
          component: PendingTag
          label: { param: label }

        """

    static func spec(_ views: String) -> String {
        "theme: backpack\nappearances: [day]\ncontent:\n  - view:\n      vstack:\n\(views)"
    }

    @Test(arguments: [
        // In a component's body: the component file's position, the component, the spec's use.
        ("        - text: Hello\n        - component: PendingTag\n          label: Pending\n",
         "error: Components/PendingTag.yaml:5:40: the theme 'backpack' has no colour token 'neutralLow' (in component 'PendingTag', used at s.yaml:7:22; drawn as view[0].vstack[1].hstack[0].text). Use a token the theme defines (`listshot themes show backpack` lists them) or a literal #RRGGBB colour."),
        // Through a second component: the innermost file, the outermost use in the spec.
        ("        - component: Badge\n          label: Pending\n",
         "error: Components/PendingTag.yaml:5:40: the theme 'backpack' has no colour token 'neutralLow' (in component 'PendingTag', used at s.yaml:6:22;"),
        // In the spec's own view: the spec's line and column, then the other places.
        ("        - { text: Hello, color: neutralLow }\n        - component: PendingTag\n          label: Pending\n",
         "error: s.yaml:6:33: view[0].vstack[0].text: the theme 'backpack' has no colour token 'neutralLow'. Use a token the theme defines (`listshot themes show backpack` lists them) or a literal #RRGGBB colour. It is also named at Components/PendingTag.yaml:5:40."),
    ])
    func renderNamesTheFileWhereTheTokenIsWritten(views: String, message: String) throws {
        let scratch = try Scratch()
        _ = try scratch.write("Components/PendingTag.yaml", Self.pendingTag)
        _ = try scratch.write("Components/Badge.yaml", Self.badge)
        _ = try scratch.write("s.yaml", Self.spec(views))
        let result = try CLI.run(["render", "s.yaml", "--out", "out"], in: scratch.url)
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
        #expect(scratch.files(in: "out").filter { !$0.hasPrefix(".") }.isEmpty)
    }

    /// `verify` reports the same place on the spec's ERROR line and exits 2.
    @Test func verifySaysTheSame() throws {
        let scratch = try Scratch()
        _ = try scratch.write("cat/Components/PendingTag.yaml", Self.pendingTag)
        _ = try scratch.write("cat/s.yaml", Self.spec("        - component: PendingTag\n          label: Pending\n"))
        let result = try CLI.run(["verify", "cat", "--report", "report"], in: scratch.url)
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect((result.stdout + result.stderr).contains("Components/PendingTag.yaml:5:40: the theme 'backpack' has no colour token 'neutralLow' (in component 'PendingTag', used at "), "\(result.stdout)\(result.stderr)")
    }

    /// A theme that has the token draws the same spec: the sites change no render.
    @Test func aThemeWithTheTokenRenders() throws {
        let scratch = try Scratch()
        _ = try scratch.write("Components/PendingTag.yaml", Self.pendingTag.replacingOccurrences(of: "neutralLow", with: "textPrimary"))
        _ = try scratch.write("s.yaml", Self.spec("        - component: PendingTag\n          label: Pending\n"))
        let result = try CLI.run(["render", "s.yaml", "--out", "out"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
    }
}
