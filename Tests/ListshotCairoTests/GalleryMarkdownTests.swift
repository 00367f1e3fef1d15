import Foundation
import Listshot
import ListshotText
import Testing

/// Text from specs stays text in the generated gallery Markdown.
@Suite("Gallery Markdown escaping")
struct GalleryMarkdownTests {
    @Test(arguments: [
        ("Hi\n# heading", "Hi \\# heading"),
        ("<img src=x onerror=alert(1)>", "&lt;img src=x onerror=alert(1)&gt;"),
        ("a | b", "a \\| b"),
        ("*bold* _it_ [link](x)", "\\*bold\\* \\_it\\_ \\[link\\](x)"),
        ("plain-text 1.0", "plain-text 1.0"),
        ("@acme/team at www.x.com", "@\u{200B}acme/team at www.\u{200B}x.\u{200B}com"),
        ("https://a.example//b", "https:\u{200B}/\u{200B}/a.\u{200B}example/\u{200B}/b"),
    ])
    func inlineTextIsEscaped(text: String, expected: String) {
        #expect(MarkdownText.inline(text) == expected)
    }

    @Test func aHostileTitleMakesOneHeadingLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-md-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("a b (1)"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a b (1)/s.yaml")
        try Data("title: \"Mine\\n# Pwned <script>x</script> | col\"\nappearances: [day]\ncontent: [{list: {cells: [{title: A}]}}]\n".utf8).write(to: file)
        let renderer = Renderer()
        let spec = try renderer.spec(at: file.path)
        let markdown = Gallery.markdown(title: "Gallery", entries: spec.variants.map { (spec, $0) }, catalog: folder.path)
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.filter { $0.hasPrefix("#") }.count == 2, "\(markdown)")
        #expect(lines.contains("## Mine \\# Pwned &lt;script&gt;x&lt;/script&gt; \\| col"), "\(markdown)")
        #expect(!markdown.contains("<script>"))
        #expect(markdown.contains("](a%20b%20%281%29/s.day.png)"), "\(markdown)")
    }
}
