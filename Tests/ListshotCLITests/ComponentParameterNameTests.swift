import Foundation
import Testing

/// docs/views.md, "Components": a parameter named like a view kind is refused in the component's
/// file, at the name, with what to do; the use never gets the misleading "a view is one kind".
@Suite("Component parameters named like view kinds, end to end")
struct ComponentParameterNameTests {
    @Test(arguments: [
        ("image", "parameters:\n  image: image\nbody: { image: { param: image } }\n", "{ component: Photo, image: a.png }", "Components/Photo.yaml:2:3"),
        ("text", "parameters: { text: { type: text, default: Hi } }\nbody: { text: { param: text } }\n", "{ component: Photo }", "Components/Photo.yaml:1:15"),
        ("badge", "parameters:\n  title: text\n  badge: text\nbody: { text: { param: title } }\n", "{ component: Photo, title: A, badge: New }", "Components/Photo.yaml:3:3"),
    ])
    func theDefinitionIsRefusedAtTheName(name: String, component: String, use: String, location: String) throws {
        let scratch = try Scratch()
        _ = try scratch.write("cat/Components/Photo.yaml", component)
        _ = try scratch.write("cat/s.yaml", "theme: backpack\nappearances: [day]\ncontent:\n  - view: \(use)\n")
        let result = try CLI.run(["render", "cat/s.yaml", "--out", "out"], in: scratch.url)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("error: cat/\(location): parameters.\(name): '\(name)' cannot name a parameter: it is a view kind"), "\(result.stderr)")
        #expect(result.stderr.contains("Rename it, e.g. `\(name)Value`"), "\(result.stderr)")
        #expect(!result.stderr.contains("a view is one kind"), "\(result.stderr)")
        #expect(scratch.files(in: "out").filter { !$0.hasPrefix(".") }.isEmpty)
    }
}
