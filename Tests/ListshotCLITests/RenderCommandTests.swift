import Foundation
import Testing

@Suite("listshot render, end to end")
struct RenderCommandTests {
    static let goodSpec = """
    theme: movistar
    content:
      - list:
          style: boxed
          cells:
            - title: Hello
              subtitle: World
              asset: { image: photo.png }
              control: { navigation: { badge: 3 } }
    """

    func scratchWithPhoto() throws -> Scratch {
        let scratch = try Scratch()
        let photo = try Data(contentsOf: packageRoot.appendingPathComponent("Snapshots/assets/avatar-1.png"))
        try scratch.write("photo.png", bytes: Array(photo))
        return scratch
    }

    @Test func rendersDayAndNightPNGs() throws {
        let scratch = try scratchWithPhoto()
        let spec = try scratch.write("hello.yaml", Self.goodSpec)
        let result = try CLI.run(["render", spec, "--out", scratch.url.appendingPathComponent("out").path])
        #expect(result.status == 0, "\(result.stderr)")
        // Off a terminal, standard error holds the summary alone: no warning, no error.
        #expect(result.stderr == "Rendered 1 spec: 2 PNG files in \(scratch.url.appendingPathComponent("out").path).\n", "\(result.stderr)")
        #expect(scratch.files(in: "out") == ["hello.day.png", "hello.night.png"])
        let png = try Data(contentsOf: scratch.url.appendingPathComponent("out/hello.day.png"))
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    @Test(arguments: [("svg", "<?xml"), ("pdf", "%PDF-"), ("json", "{")])
    func otherFormats(format: String, prefix: String) throws {
        let scratch = try scratchWithPhoto()
        let spec = try scratch.write("hello.yaml", Self.goodSpec)
        let result = try CLI.run(["render", spec, "--format", format, "--appearance", "night", "--out", scratch.url.appendingPathComponent("out").path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(scratch.files(in: "out") == ["hello.night.\(format)"])
        let text = try String(contentsOf: scratch.url.appendingPathComponent("out/hello.night.\(format)"), encoding: .isoLatin1)
        #expect(text.hasPrefix(prefix))
    }

    @Test func jsonDumpIsTheDisplayList() throws {
        let scratch = try scratchWithPhoto()
        let spec = try scratch.write("hello.yaml", Self.goodSpec)
        _ = try CLI.run(["render", spec, "--format", "json", "--appearance", "day", "--out", scratch.url.appendingPathComponent("out").path])
        let data = try Data(contentsOf: scratch.url.appendingPathComponent("out/hello.day.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["formatVersion"] as? Int == 2)
        let ids = (json["items"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(ids.contains("list[0].cell[0].title"))
        #expect(ids.contains("list[0].cell[0].control.badge"))
    }

    @Test func scaleOptionChangesPixelSize() throws {
        let scratch = try scratchWithPhoto()
        let spec = try scratch.write("hello.yaml", Self.goodSpec)
        let result = try CLI.run(["render", spec, "--scale", "1", "--appearance", "day", "--out", scratch.url.appendingPathComponent("out").path])
        #expect(result.status == 0)
        let png = try Data(contentsOf: scratch.url.appendingPathComponent("out/hello.day.png"))
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 393)
    }

    /// Bad input: exit 2, one paragraph on stderr naming the problem, nothing written.
    @Test(arguments: [
        ("malformed", "content:\n  - list: {cells: [{title: Hi}\n", "malformed YAML"),
        ("unknown-key", "content:\n  - list:\n      cells:\n        - titel: Hi\n", "Did you mean 'title'?"),
        ("wrong-type", "content:\n  - list:\n      cells:\n        - title: Hi\n          titleLines: [1]\n", "expected a whole number"),
        ("missing-image", "content: [{list: {cells: [{title: Hi, asset: {image: nowhere.png}}]}}]\n", "does not exist"),
        ("corrupt-png", "content: [{list: {cells: [{title: Hi, asset: {image: corrupt.png}}]}}]\n", "the image 'corrupt.png' is not a usable PNG. The PNG is truncated"),
        ("unknown-theme", "theme: movistr\ncontent: [{list: {cells: [{title: Hi}]}}]\n", "Did you mean 'movistar'?"),
        ("huge-canvas", "frame: {width: 100000, scale: 2}\ncontent: [{list: {cells: [{title: Hi}]}}]\n", "limit is 16384 px"),
        ("empty-title", "content: [{list: {cells: [{title: \"\"}]}}]\n", "the title is empty"),
        ("long-title", "content: [{list: {cells: [{title: \"\(String(repeating: "long ", count: 2_500))\"}]}}]\n", "the limit is 10000"),
        ("negative-badge", "content: [{list: {cells: [{title: Hi, control: {navigation: {badge: -1}}}]}}]\n", "negative"),
        ("unknown-style", "content:\n  - list:\n      style: boxedInverted\n      cells: [{title: Hi}]\n", ":3:14: content[0].list.style: 'boxedInverted' is not one of fullwidth, boxed, boxedInverse. Did you mean 'boxedInverse'?"),
        ("unknown-brand", "theme: movistar-neu\ncontent: [{list: {cells: [{title: Hi}]}}]\n", "Did you mean 'movistar-new'?"),
        ("unknown-tag-style", "content: [{list: {cells: [{title: Hi, headline: {tag: {style: promp, text: P}}}]}}]\n", "'promp' is not one of promo, active, inactive, success, warning, error. Did you mean 'promo'?"),
        ("unknown-control", "content: [{list: {cells: [{title: Hi, control: {frobnicate: true}}]}}]\n", "control.frobnicate: unknown key. Known keys: navigation, switch, checkbox"),
        ("swiftui-boxed-inverse", "content:\n  - list:\n      flavour: swiftui\n      style: boxedInverse\n      cells: [{title: Hi}]\n", ":4:14: content[0].list.style: the swiftui flavour has no boxedInverse style"),
        ("unknown-flavour", "content: [{list: {flavour: swift, cells: [{title: Hi}]}}]\n", "'swift' is not one of uikit, swiftui. Did you mean 'swiftui'?"),
        ("empty-tag-sheet", "content: [{tags: {items: []}}]\n", "content[0].tags.items: is empty"),
        ("unknown-control-name", "content: [{list: {cells: [{title: Hi, control: swich}]}}]\n", "'swich' is not a control. Did you mean 'switch'?"),
        ("not-an-image", "content: [{list: {cells: [{title: Hi, asset: {image: notes.png}}]}}]\n", "is not a PNG image"),
        ("custom-image-half", "content: [{list: {cells: [{title: Hi, asset: {image: corrupt.png, width: 40}}]}}]\n", "needs both width and height"),
        ("material-in-mistica", "theme: movistar\ncontent: [{materialList: {cells: [{title: Hi}]}}]\n", "need a Material theme, but 'movistar' is a Mistica theme"),
        ("mistica-in-material", "theme: material\ncontent: [{list: {cells: [{title: Hi}]}}]\n", "need a Mistica theme"),
        ("ripple-outside", "theme: material\ncontent: [{materialList: {cells: [{title: Hi, ripple: {x: 900, y: 4}}]}}]\n", "outside the 393×56 cell"),
        ("grid-zero-per-row", "content:\n  - listKit:\n      sections:\n        - sizeRule: {grid: {itemsPerRow: 0}}\n          items: [{label: Hi}]\n", ":4:42: content[0].listKit.sections[0].sizeRule.grid.itemsPerRow: 0 items per row is out of range"),
        ("grid-zero-aspect", "content: [{listKit: {sections: [{sizeRule: {grid: {itemsPerRow: 2, aspectRatio: 0}}, items: [{label: Hi}]}]}}]\n", "sizeRule.grid.aspectRatio: an aspect ratio of 0 is out of range (0.01…100)"),
        ("negative-card-width", "theme: backpack\ncontent: [{cardList: {title: T, layout: rail, cardWidth: -10, cards: [{content: [{title: A}]}]}}]\n", "content[0].cardList.cardWidth: a card width of -10 pt is out of range"),
        ("negative-shown-count", "theme: backpack\ncontent: [{cardList: {title: T, initiallyShownCardsCount: -1, cards: [{content: [{title: A}]}]}}]\n", "initiallyShownCardsCount: -1 is negative"),
        ("card-without-content", "theme: backpack\ncontent: [{cardList: {title: T, cards: [{elevation: focus}]}}]\n", "content[0].cardList.cards[0]: the card has no content"),
        ("card-empty-content", "theme: backpack\ncontent: [{cardList: {title: T, cards: [{content: []}]}}]\n", "the card has no content"),
        ("unknown-icon", "theme: backpack\ncontent: [{cardList: {title: T, accessory: {sectionHeaderButton: {icon: hart, accessibilityLabel: Like}}, cards: []}}]\n", "'hart' is not an icon. Did you mean 'heart'?"),
        ("unknown-card-key", "theme: backpack\ncontent: [{cardList: {title: T, cards: [{elevaton: focus, content: [{title: A}]}]}}]\n", "cards[0].elevaton: unknown key. Did you mean 'elevation'?"),
        ("backpack-in-mistica", "theme: movistar\ncontent: [{cardList: {title: T, cards: [{content: [{title: A}]}]}}]\n", "need a Backpack theme, but 'movistar' is a Mistica theme"),
    ])
    func badInputExits2AndWritesNothing(name: String, yaml: String, fragment: String) throws {
        let scratch = try Scratch()
        try scratch.write("corrupt.png", bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDRbroken".utf8))
        try scratch.write("notes.png", bytes: Array("just some text, not an image".utf8))
        let spec = try scratch.write("\(name).yaml", yaml)
        let result = try CLI.run(["render", spec, "--out", scratch.url.appendingPathComponent("out").path])
        #expect(result.status == 2, "\(name): \(result.stderr)")
        #expect(result.stderr.contains(fragment), "\(name): \(result.stderr)")
        #expect(result.stderr.hasPrefix("error: "), "\(name)")
        #expect(result.stderr.split(separator: "\n").count == 1, "one paragraph: \(result.stderr)")
        #expect(!result.stderr.contains("Fatal error"))
        #expect(scratch.files(in: "out").isEmpty, "\(name) wrote \(scratch.files(in: "out"))")
    }

    @Test func tenMegabytesOfTextIsRefused() throws {
        let scratch = try Scratch()
        let spec = try scratch.write("big.yaml", "content: [{list: {cells: [{title: \"" + String(repeating: "x", count: 10 * 1_048_576) + "\"}]}}]\n")
        let result = try CLI.run(["render", spec, "--out", scratch.url.appendingPathComponent("out").path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("limited to 1048576 bytes"))
        #expect(scratch.files(in: "out").isEmpty)
    }

    @Test(arguments: [
        (["render", "--format", "gif", "x.yaml"], "The value 'gif' is invalid for '--format <format>'. Please provide one of 'png', 'svg', 'pdf' or 'json'"),
        (["render", "--appearance", "dusk", "x.yaml"], "Please provide one of 'day', 'night' or 'all'"),
        (["render", "--compression", "tiny", "x.yaml"], "Please provide one of 'fast' and 'smallest'"),
        (["record", ".", "--mode", "al"], "Please provide one of 'missing', 'all' or 'failed'"),
        (["render", "--scale", "9", "x.yaml"], "--scale 9.0 is out of range"),
        (["verify", ".", "--threshold", "3"], "--threshold 3.0 is outside 0…1"),
        (["render", "nowhere.yaml"], "no such file or folder"),
        (["render"], "Missing expected argument"),
        (["rendr", "x.yaml"], "unknown command 'rendr'. Did you mean 'render'?"),
        (["paint"], "unknown command 'paint'. The commands are: render, record, verify,"),
    ])
    func usageErrorsExit2(arguments: [String], fragment: String) throws {
        let scratch = try Scratch()
        try scratch.write("x.yaml", "content: [{list: {cells: [{title: Hi}]}}]\n")
        let result = try CLI.run(arguments, in: scratch.url)
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        #expect(result.stderr.hasPrefix("error: "), "every error starts with error: \(result.stderr)")
        #expect(result.stderr.contains(fragment), "\(arguments): \(result.stderr)")
    }

    @Test func appearanceOverridesTheSpec() throws {
        let scratch = try Scratch()
        let spec = try scratch.write("day.yaml", "appearances: [day]\ncontent: [{list: {cells: [{title: Hi}]}}]\n")
        let result = try CLI.run(["render", spec, "--appearance", "night", "--out", scratch.url.appendingPathComponent("out").path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(scratch.files(in: "out") == ["day.night.png"])
        let all = try CLI.run(["render", spec, "--appearance", "all", "--out", scratch.url.appendingPathComponent("all").path])
        #expect(all.status == 0)
        #expect(scratch.files(in: "all") == ["day.day.png", "day.night.png"])
    }

    @Test func helpListsEveryChoice() throws {
        let help = try CLI.run(["render", "--help"])
        #expect(help.stdout.contains("day|night|all") || help.stdout.contains("values: day, night, all"), "\(help.stdout)")
        #expect(help.stdout.contains("fast|smallest") || help.stdout.contains("values: fast, smallest"), "\(help.stdout)")
    }

    @Test func helpExits0() throws {
        let result = try CLI.run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("render"))
    }

    @Test func missingGlyphIsAWarningNotAnError() throws {
        let scratch = try Scratch()
        let spec = try scratch.write("tofu.yaml", "content: [{list: {cells: [{title: \"Tibetan ཀཁག\"}]}}]\n")
        let result = try CLI.run(["render", spec, "--appearance", "day", "--out", scratch.url.appendingPathComponent("out").path])
        #expect(result.status == 0)
        #expect(result.stderr.contains("warning:"))
        #expect(result.stderr.contains("Tibetan ཀཁག"))
        // Once per element, however often layout measures it, naming each code point and a remedy.
        #expect(result.stderr.components(separatedBy: "warning:").count == 2, "\(result.stderr)")
        #expect(result.stderr.contains("U+0F40, U+0F41, U+0F42"), "\(result.stderr)")
        #expect(result.stderr.contains("docs/fonts.md"))
        #expect(!result.stderr.contains("fonts-noto-core"), "must not suggest a package that is installed already")
        #expect(scratch.files(in: "out") == ["tofu.day.png"])
    }

    @Test func rightToLeftTextWithoutGlyphsIsAWarningNamingIt() throws {
        let scratch = try Scratch()
        let spec = try scratch.write("rtl.yaml", "direction: rtl\ncontent: [{list: {cells: [{title: \"ܫܠܡܐ Syriac\", control: {switch: true}}]}}]\n")
        let result = try CLI.run(["render", spec, "--appearance", "day", "--out", scratch.url.appendingPathComponent("out").path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("warning: "))
        #expect(result.stderr.contains("ܫܠܡܐ Syriac"))
        #expect(scratch.files(in: "out") == ["rtl.day.rtl.png"])
    }

    @Test func everyThemeChecks() throws {
        let result = try CLI.run(["themes", "check"])
        #expect(result.status == 0, "\(result.stderr)")
        for name in ["movistar", "movistar-new", "vivo-new", "o2-new", "telefonica", "blau", "material"] {
            #expect(result.stdout.contains("ok \(name):"), "\(name)")
        }
    }

    @Test func themesCheckPasses() throws {
        let result = try CLI.run(["themes", "check"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("ok movistar"))
    }
}
