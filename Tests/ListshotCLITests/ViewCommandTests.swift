import Foundation
import Testing

/// The view language through the real binary: the must-show row's geometry, one component in two
/// design systems' slots, and the located errors (exit 2, nothing written).
@Suite("listshot render with views and components")
struct ViewCommandTests {
    static let row = """
    appearances: day
    content:
      - view:
          hstack:
            - { image: photo.png, contentMode: fill, frame: { width: 40, height: 40 }, clip: circle }
            - vstack: [{ text: Ana García }, { text: Product designer }]
              alignment: leading
              spacing: 2
            - spacer: {}
            - text: "9:41"
          spacing: 16
          padding: 16
    """

    static let counter = """
    parameters:
      count: { type: number }
    body:
      text: { param: count }
      padding: { horizontal: 8, vertical: 2 }
      background: { shape: capsule, fill: brand }
      id: counter
    """

    func scratch(_ files: [String: String]) throws -> Scratch {
        let scratch = try Scratch()
        for (name, text) in files { try scratch.write(name, text) }
        let photo = try Data(contentsOf: packageRoot.appendingPathComponent("Snapshots/assets/avatar-1.png"))
        try scratch.write("photo.png", bytes: Array(photo))
        return scratch
    }

    /// Renders `spec` as a display-list dump and returns each item's id and frame.
    func frames(_ scratch: Scratch, _ spec: String) throws -> [String: [String: Double]] {
        let result = try CLI.run(["render", spec, "--format", "json", "--out", "out"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        let stem = (spec as NSString).deletingPathExtension
        let data = try Data(contentsOf: scratch.url.appendingPathComponent("out/\(stem).day.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let items = try #require(json["items"] as? [[String: Any]])
        var frames: [String: [String: Double]] = [:]
        for item in items {
            guard let id = item["id"] as? String else { continue }
            if let frame = item["frame"] as? [String: Double], frames[id] == nil { frames[id] = frame }
            for value in item.values {
                if let primitive = value as? [String: Any], let frame = primitive["frame"] as? [String: Double], frames[id] == nil {
                    frames[id] = frame
                }
            }
        }
        return frames
    }

    @Test("The avatar row: image at x 16, text column at 72, trailing text 16 from the edge, second line 2 below")
    func avatarRowGeometry() throws {
        let scratch = try scratch(["row.yaml": Self.row])
        let frames = try frames(scratch, "row.yaml")
        let image = try #require(frames["view[0].hstack[0].image"])
        let first = try #require(frames["view[0].hstack[1].vstack[0].text"])
        let second = try #require(frames["view[0].hstack[1].vstack[1].text"])
        let trailing = try #require(frames["view[0].hstack[3].text"])
        #expect(image["x"] == 16 && image["width"] == 40 && image["height"] == 40)
        #expect(first["x"] == 72 && second["x"] == 72)
        #expect((trailing["x"] ?? 0) + (trailing["width"] ?? 0) == 393 - 16)
        #expect(second["y"] == (first["y"] ?? 0) + (first["height"] ?? 0) + 2)
    }

    @Test("Components/Counter.yaml draws in a Mistica cell's control and in a ListKit item")
    func counterInTwoSlots() throws {
        let spec = """
        appearances: day
        content:
          - list: { cells: [{ title: Inbox, control: { view: { component: Counter, count: 12 } } }] }
          - listKit: { sections: [{ sizeRule: { absolute: { height: 44 } }, items: [{ view: { component: Counter, count: 3 } }] }] }
        """
        let scratch = try scratch(["counter.yaml": spec, "Components/Counter.yaml": Self.counter])
        let frames = try frames(scratch, "counter.yaml")
        let cell = try #require(frames["list[0].cell[0].control.counter"])
        let item = try #require(frames["listKit[1].section[0].item[0].counter"])
        #expect(frames["list[0].cell[0].control.counter.background.capsule"] != nil)
        #expect(frames["listKit[1].section[0].item[0].counter.background.capsule"] != nil)
        #expect((cell["x"] ?? 0) + (cell["width"] ?? 0) <= 393 - 16, "the control slot keeps the cell's padding: \(cell)")
        #expect(item["height"] == cell["height"], "one text line in both: \(item) \(cell)")
    }

    @Test(arguments: [
        ("a cycle", ["Components/A.yaml": "body: { vstack: [{ component: B }] }", "Components/B.yaml": "body: { hstack: [{ component: A }] }"],
         "content:\n  - view: { component: A }\n", ["Components/B.yaml:1:", "'A', 'B' form a cycle: A → B → A"]),
        ("an unknown kind", [:], "content:\n  - view: { vstack: [{ txt: Hi }] }\n", ["spec.yaml:2:24", "unknown view kind 'txt'. Did you mean 'text'?"]),
        ("a missing parameter", ["Components/Counter.yaml": counter], "content:\n  - view: { component: Counter }\n",
         ["spec.yaml:2:24", "component 'Counter' needs the parameter 'count'"]),
    ] as [(String, [String: String], String, [String])])
    func errorsExit2WithNamesAndLocation(summary: String, files: [String: String], spec: String, fragments: [String]) throws {
        var all = files
        all["spec.yaml"] = spec
        let scratch = try scratch(all)
        let result = try CLI.run(["render", "spec.yaml", "--out", "out"], in: scratch.url)
        #expect(result.status == 2, "\(summary): \(result.stderr)")
        #expect(result.stderr.hasPrefix("error: "), "\(summary): \(result.stderr)")
        for fragment in fragments { #expect(result.stderr.contains(fragment), "\(summary): \(result.stderr)") }
        #expect(scratch.files(in: "out").isEmpty, "\(summary): nothing is written")
    }

    @Test("Saving a component changes what its users render, and only them")
    func componentEditReachesItsUsers() throws {
        let scratch = try scratch([
            "Components/Counter.yaml": Self.counter,
            "uses.yaml": "appearances: day\ncontent:\n  - view: { component: Counter, count: 1 }\n",
            "plain.yaml": "appearances: day\ncontent:\n  - view: { text: plain }\n",
        ])
        let before = try CLI.run(["render", "uses.yaml", "plain.yaml", "--format", "json", "--out", "a"], in: scratch.url)
        #expect(before.status == 0, "\(before.stderr)")
        try scratch.write("Components/Counter.yaml", Self.counter.replacingOccurrences(of: "fill: brand", with: "fill: brandLow"))
        let after = try CLI.run(["render", "uses.yaml", "plain.yaml", "--format", "json", "--out", "b"], in: scratch.url)
        #expect(after.status == 0, "\(after.stderr)")
        func bytes(_ path: String) throws -> Data { try Data(contentsOf: scratch.url.appendingPathComponent(path)) }
        #expect(try bytes("a/uses.day.json") != bytes("b/uses.day.json"))
        #expect(try bytes("a/plain.day.json") == bytes("b/plain.day.json"))
    }
}
