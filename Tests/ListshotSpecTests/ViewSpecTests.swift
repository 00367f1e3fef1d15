import Foundation
@testable import ListshotCore
@testable import ListshotSpec
import Testing

/// A spec folder on disk with `Components/` files, for the component tests.
final class ComponentFolder {
    let root: URL

    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-views-\(UUID().uuidString)")
        for (name, text) in files { try write(name, text) }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func write(_ name: String, _ text: String) throws {
        let file = root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func writePNG(_ name: String) throws {
        let file = root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(TinyPNG.bytes).write(to: file)
    }

    func path(_ name: String) -> String { root.appendingPathComponent(name).path }

    /// Parses the spec file `name` (written first when `yaml` is given).
    func parse(_ name: String = "spec.yaml", _ yaml: String? = nil) throws -> ScreenSpec {
        if let yaml { try write(name, yaml) }
        return try SpecParser.parse(file: path(name))
    }

    /// The one view of a spec whose content is `- view: VIEW`.
    func view(_ yaml: String) throws -> ViewNode {
        let spec = try parse("spec.yaml", "content:\n  - view: \(yaml)\n")
        guard case .view(let view)? = spec.screen.content.first else { throw SpecError(file: "spec.yaml", message: "no view") }
        return view
    }

    /// The error parsing `yaml` gives (nil when it parses).
    func error(_ yaml: String, file: String = "spec.yaml") -> SpecError? {
        do { _ = try parse(file, yaml); return nil } catch let error as SpecError { return error } catch { return nil }
    }
}

@Suite("Views in specs: kinds, modifier chains, components and their errors")
struct ViewSpecTests {
    static let counter = """
    parameters:
      count: { type: number }
      fill: { type: color, default: brand }
    body:
      text: { param: count }
      padding: { horizontal: 8 }
      background: { shape: capsule, fill: { param: fill } }
    """

    @Test("Modifiers apply in the order written, keys or list; the kind's own keys have no order")
    func modifierOrder() throws {
        let folder = try ComponentFolder([:])
        let padded = ViewNode.text("A").padding(8).background(.token("brandLow"))
        #expect(try folder.view("{ text: A, padding: 8, background: brandLow }") == padded)
        #expect(try folder.view("{ background: brandLow, text: A, padding: 8 }") == ViewNode.text("A").background(.token("brandLow")).padding(8))
        #expect(try folder.view("{ text: A, modifiers: [{ padding: 8 }, { background: brandLow }] }") == padded)
        #expect(try folder.view("{ modifiers: [{ padding: 8 }, { background: brandLow }], text: A }") == padded)
        #expect(try folder.view("{ lineLimit: 1, text: A, font: { preset: 2 } }") == ViewNode.text("A", font: .preset(2, weight: .regular), lineLimit: 1))
    }

    @Test(arguments: [
        // (view, expected)
        ("{ vstack: [{ text: A }, { text: B }], alignment: leading, spacing: 2 }", ViewNode.vstack(alignment: .leading, spacing: 2, [ViewNode.text("A"), ViewNode.text("B")])),
        ("{ hstack: [{ spacer: {} }, { divider: {} }] }", ViewNode.hstack([ViewNode.spacer(), ViewNode.divider])),
        ("{ hstack: [{ text: A }], alignment: firstTextBaseline }", ViewNode.hstack(alignment: .firstTextBaseline, [ViewNode.text("A")])),
        ("{ hstack: [{ text: A }], alignment: lastTextBaseline }", ViewNode.hstack(alignment: .lastTextBaseline, [ViewNode.text("A")])),
        ("{ zstack: [{ shape: circle }], alignment: bottomTrailing }", ViewNode.zstack(alignment: .bottomTrailing, [ViewNode.shape(.circle)])),
        ("{ text: Hi, font: { size: 20, weight: bold }, color: \"#FF0000\", multilineTextAlignment: center }",
         ViewNode.text("Hi", font: .system(size: 20, weight: .bold), color: .literal(RGBA(red: 255, green: 0, blue: 0)), multilineTextAlignment: .center)),
        ("{ icon: bell, size: 16, color: brand }", ViewNode.icon(.bell, size: 16, color: .token("brand"))),
        ("{ shape: roundedRectangle, cornerRadius: 8, stroke: brand }", ViewNode.shape(.roundedRectangle(cornerRadius: 8), fill: nil, stroke: ViewStroke(color: .token("brand"), width: 1))),
        ("{ spacer: { minLength: 4 } }", ViewNode.spacer(minLength: 4)),
        ("{ text: A, frame: { maxWidth: infinity, alignment: leading } }", ViewNode.text("A").frame(maxWidth: .infinity, alignment: .leading)),
        ("{ text: A, padding: { horizontal: 8, top: 2 } }", ViewNode.text("A").padding(EdgeInsets(top: 2, leading: 8, bottom: 0, trailing: 8))),
        ("{ text: A, padding: true }", ViewNode.text("A").padding()),
        ("{ text: A, clip: { roundedRectangle: 4 }, cornerRadius: 2, opacity: 0.5 }", ViewNode.text("A").clip(.roundedRectangle(cornerRadius: 4)).cornerRadius(2).opacity(0.5)),
        ("{ text: A, overlay: { view: { shape: circle }, alignment: topTrailing } }", ViewNode.text("A").overlay(ViewNode.shape(.circle), alignment: .topTrailing)),
        ("{ text: A, fixedSize: { vertical: true }, offset: { x: 2 }, layoutPriority: 1, id: price }",
         ViewNode.text("A").fixedSize(horizontal: false, vertical: true).offset(x: 2).layoutPriority(1).id("price")),
        ("{ button: { text: Follow } }", ViewNode(.button(label: ViewNode.text("Follow")))),
        ("{ shape: rectangle, frame: { idealWidth: 120, idealHeight: 40 } }", ViewNode.shape(.rectangle).frame(idealWidth: 120, idealHeight: 40)),
        ("{ text: A, alignmentGuide: { alignment: leading, offset: -20 } }", ViewNode.text("A").alignmentGuide(.leading, .offset(-20))),
        ("{ text: A, alignmentGuide: { alignment: verticalCenter, fraction: 0.25 } }", ViewNode.text("A").alignmentGuide(VerticalAlignment.center, .fraction(0.25))),
        ("{ text: A, lineLimit: 1, truncationMode: middle }", ViewNode.text("A", lineLimit: 1, truncationMode: .middle)),
        ("{ text: A, background: { view: { shape: circle }, alignment: leading } }", ViewNode.text("A").modifier(.background(.view(ViewNode.shape(.circle), alignment: .leading)))),
        ("{ shape: rectangle, aspectRatio: { ratio: 1.5, contentMode: fill }, scaledToFit: true }",
         ViewNode.shape(.rectangle).aspectRatio(1.5, contentMode: .fill).scaledToFit()),
        ("{ shape: rectangle, aspectRatio: fit, scaledToFill: true }", ViewNode.shape(.rectangle).aspectRatio(contentMode: .fit).scaledToFill()),
        ("{ viewThatFits: [{ text: Long }, { text: L }], axes: horizontal }", ViewNode.viewThatFits(in: .horizontal, [ViewNode.text("Long"), ViewNode.text("L")])),
        ("{ geometryReader: [{ shape: capsule, relativeFrame: { width: 0.5, alignment: leading } }] }",
         ViewNode.geometryReader([ViewNode.shape(.capsule).relativeFrame(width: 0.5, alignment: .leading)])),
        ("{ text: A, alignmentGuide: { alignment: firstTextBaseline, offset: 12 } }", ViewNode.text("A").alignmentGuide(VerticalAlignment.firstTextBaseline, .offset(12))),
    ] as [(String, ViewNode)])
    func kindsAndModifiersRead(yaml: String, expected: ViewNode) throws {
        #expect(try ComponentFolder([:]).view(yaml) == expected)
    }

    @Test("A component's parameters are read as their types; defaults fill the rest; modifiers of the use wrap the body")
    func typedSubstitution() throws {
        let folder = try ComponentFolder(["Components/Counter.yaml": Self.counter])
        let view = try folder.view("{ component: Counter, count: 3, padding: 4 }")
        #expect(view == ViewNode.text("3").padding(EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8))
            .background(ViewNode.shape(.capsule, fill: .token("brand"))).padding(4))
        let brandLow = try folder.view("{ component: Counter, count: 2.5, fill: brandLow }")
        #expect(brandLow.modifiers.last == .background(.view(ViewNode.shape(.capsule, fill: .token("brandLow")))))
        #expect(brandLow.kind == .text(ViewText("2.5")))
    }

    @Test("An image's size is its PNG header's pixels over the @2x/@3x of its name; contentMode implies resizable (docs/views.md \"Images\")")
    func imageSizes() throws {
        let folder = try ComponentFolder([:])
        try folder.writePNG("a@2x.png")
        let path = URL(fileURLWithPath: folder.path("a@2x.png")).standardized.path
        let one = Size(width: 0.5, height: 0.5)
        #expect(try folder.view("{ image: a@2x.png }") == ViewNode.image(path, size: one))
        #expect(try folder.view("{ image: a@2x.png, resizable: true }") == ViewNode.image(path, size: one, resizable: true))
        #expect(try folder.view("{ image: a@2x.png, contentMode: fill }") == ViewNode.image(path, size: one, resizable: true, contentMode: .aspectFill))
        #expect(try folder.view("{ image: a@2x.png, contentMode: fit, resizable: false }") == ViewNode.image(path, size: one, contentMode: .aspectFit))
    }

    @Test("Every parameter type substitutes where its kind of value goes")
    func everyType() throws {
        let folder = try ComponentFolder([
            "Components/All.yaml": """
            parameters: { t: text, n: number, c: color, i: image, b: bool, v: view }
            body:
              hstack: [{ text: { param: t }, color: { param: c } }, { image: { param: i } }, { param: v }]
              spacing: { param: n }
              fixedSize: { param: b }
            """,
        ])
        try folder.writePNG("photo.png")
        let view = try folder.view("{ component: All, t: Hi, n: 4, c: brand, i: photo.png, b: true, v: { divider: {} } }")
        let image = URL(fileURLWithPath: folder.path("photo.png")).standardized.path
        // writePNG's file is 1×1 px: the image parameter's size is read from its header.
        #expect(view == ViewNode.hstack(spacing: 4, [ViewNode.text("Hi", color: .token("brand")), ViewNode.image(image, size: Size(width: 1, height: 1)),
                                                    ViewNode.divider]).fixedSize())
    }

    @Test("forEach draws one view per item in stacks, ListKit items and Backpack cards")
    func forEachEverywhere() throws {
        let folder = try ComponentFolder(["Components/Counter.yaml": Self.counter])
        let stack = try folder.view("{ vstack: [{ text: Top }, { forEach: { component: Counter, items: [{ count: 1 }, { count: 2 }] } }] }")
        guard case .vstack(let children, _, _) = stack.kind else { Issue.record("not a stack"); return }
        #expect(children.count == 3)
        let listKit = try folder.parse("l.yaml", "content:\n  - listKit: { sections: [{ items: [{ label: A }, { forEach: { component: Counter, items: [{ count: 1 }, { count: 2 }, { count: 3 }] } }] }] }\n")
        guard case .listKit(let list)? = listKit.screen.content.first else { Issue.record("not a ListKit list"); return }
        #expect(list.sections[0].items.count == 4)
        let cards = try folder.parse("c.yaml", "theme: backpack\ncontent:\n  - cardList: { title: T, cards: [{ forEach: { component: Counter, items: [{ count: 1 }, { count: 2 }] }, elevation: focus }] }\n")
        guard case .cardList(let cardList)? = cards.screen.content.first else { Issue.record("not a card list"); return }
        #expect(cardList.elements.count == 2)
        guard case .card(let card) = cardList.elements[1] else { Issue.record("not a card"); return }
        #expect(card.elevation == .focus)
        #expect(card.content.count == 1)
    }

    @Test("A ListKit header or footer can be a view, and then only a view and a height")
    func supplementaryViews() throws {
        let folder = try ComponentFolder([:])
        let spec = try folder.parse("s.yaml", "content:\n  - listKit: { sections: [{ header: { view: { text: Top }, height: 32 }, items: [{ label: A }] }] }\n")
        guard case .listKit(let list)? = spec.screen.content.first else { Issue.record("not a ListKit list"); return }
        #expect(list.sections[0].header == .view(ViewNode.text("Top"), height: 32))
        let error = try #require(folder.error("content:\n  - listKit: { sections: [{ header: { view: { text: Top }, title: T }, items: [{ label: A }] }] }\n"))
        #expect(error.description.contains("a view header takes only `view` and `height`"), "\(error)")
    }

    @Test("The nearest Components folder wins; the files used are the spec's inputs, in order of first use")
    func searchAndInputs() throws {
        let folder = try ComponentFolder([
            "Components/Badge.yaml": "body: { text: outer }",
            "Components/Unused.yaml": "body: { text: unused }",
            "app/Components/Badge.yaml": "body: { text: inner }",
            "app/Components/Row.yaml": "body: { hstack: [{ component: Badge }] }",
        ])
        let spec = try folder.parse("app/spec.yaml", "content:\n  - view: { vstack: [{ component: Row }, { component: Badge }] }\n")
        guard case .view(let view)? = spec.screen.content.first else { Issue.record("not a view"); return }
        #expect(view == ViewNode.vstack([ViewNode.hstack([ViewNode.text("inner")]), ViewNode.text("inner")]))
        #expect(spec.inputFiles.map { ($0 as NSString).lastPathComponent } == ["Row.yaml", "Badge.yaml"])
        #expect(spec.inputFiles.allSatisfy { $0.contains("/app/Components/") })
        let bounded = try SpecParser.parse(file: folder.path("app/spec.yaml"), searchBoundary: folder.path("app"))
        #expect(bounded.inputFiles.count == 2)
        let outside = ComponentLibrary.folders(specPath: folder.path("app/spec.yaml"), boundary: folder.path("app"))
        #expect(outside.count == 1, "the walk stops at the boundary: \(outside)")
    }

    static let errorCases: [(summary: String, files: [String: String], spec: String, fragments: [String])] = [
        ("a misspelt truncation mode names the choices", [:], "content:\n  - view: { text: A, truncationMode: midle }\n",
         [":2:", "midle"]),
        ("a misspelt kind suggests viewThatFits", [:], "content:\n  - view: { viewThatFit: [{ text: A }] }\n",
         [":2:", "Did you mean 'viewThatFits'?"]),
        ("an aspect ratio without a content mode says how to write it", [:], "content:\n  - view: { shape: circle, aspectRatio: { ratio: 2 } }\n",
         [":2:", "needs a `contentMode`"]),
        ("an empty viewThatFits", [:], "content:\n  - view: { viewThatFits: [] }\n", [":2:", "has none"]),
        ("a relative frame out of range", [:], "content:\n  - view: { geometryReader: [{ shape: circle, relativeFrame: { width: -1 } }] }\n",
         [":2:", "out of range"]),
        ("a component that uses itself", ["Components/A.yaml": "body: { vstack: [{ component: A }] }"],
         "content:\n  - view: { component: A }\n", ["Components/A.yaml:1:", "'A' form a cycle: A → A"]),
        ("a cycle through three components names all three", [
            "Components/A.yaml": "body: { vstack: [{ component: B }] }",
            "Components/B.yaml": "body: { vstack: [{ component: C }] }",
            "Components/C.yaml": "body: { vstack: [{ component: A }] }",
         ], "content:\n  - view: { component: A }\n", ["Components/C.yaml:1:", "'A', 'B', 'C' form a cycle: A → B → C → A"]),
        ("an unknown component suggests the nearest", ["Components/Counter.yaml": counter],
         "content:\n  - view: { component: Countr, count: 1 }\n", ["spec.yaml:2:24", "unknown component 'Countr'. Did you mean 'Counter'?"]),
        ("a missing parameter", ["Components/Counter.yaml": counter],
         "content:\n  - view: { component: Counter }\n", ["spec.yaml:2:24", "needs the parameter 'count' (a number)"]),
        ("a mistyped parameter", ["Components/Counter.yaml": counter],
         "content:\n  - view: { component: Counter, count: many }\n", ["spec.yaml:2:40", "'count' of component 'Counter' is a number"]),
        ("an unknown parameter suggests the nearest", ["Components/Counter.yaml": counter],
         "content:\n  - view: { component: Counter, cont: 1 }\n", ["has no parameter 'cont'. Did you mean 'count'?"]),
        ("an unknown view kind suggests the nearest", [:],
         "content:\n  - view: { vstack: [{ txt: Hi }] }\n", ["spec.yaml:2:24", "unknown view kind 'txt'. Did you mean 'text'?"]),
        ("a key that is neither the kind's nor a modifier", [:],
         "content:\n  - view: { text: Hi, paddng: 4 }\n", ["unknown key beside `text`. Did you mean 'padding'?"]),
        ("two kinds in one view", [:], "content:\n  - view: { text: Hi, image: a.png }\n", ["a view is one kind"]),
        ("param outside a component", [:], "content:\n  - view: { text: { param: title } }\n", ["not inside a component's body"]),
        ("a parameter used where another type goes", ["Components/T.yaml": "parameters: { c: color }\nbody: { text: A, padding: { param: c } }"],
         "content:\n  - view: { component: T, c: brand }\n", ["Components/T.yaml:2:", "the parameter 'c' is a colour", "needs a number"]),
        ("modifiers as keys and as a list", [:], "content:\n  - view: { text: A, padding: 4, modifiers: [{ opacity: 1 }] }\n", ["either as keys or in the `modifiers:` list"]),
        ("a parameter named like a modifier", ["Components/P.yaml": "parameters: { padding: number }\nbody: { text: A }"],
         "content:\n  - view: { component: P }\n", ["Components/P.yaml:1:15", "'padding' cannot name a parameter"]),
        ("a parameter named like a view kind", ["Components/P.yaml": "parameters: { image: image }\nbody: { image: { param: image } }"],
         "content:\n  - view: { component: P, image: a.png }\n", ["Components/P.yaml:1:15", "'image' cannot name a parameter: it is a view kind", "Rename it, e.g. `imageValue`"]),
        ("a parameter named like a text, even unused", ["Components/P.yaml": "parameters: { text: { type: text, default: Hi } }\nbody: { text: A }"],
         "content:\n  - view: { component: P }\n", ["Components/P.yaml:1:15", "'text' cannot name a parameter: it is a view kind"]),
        ("a parameter named like a Backpack badge", ["Components/P.yaml": "parameters:\n  badge: text\nbody: { text: A }"],
         "content:\n  - view: { component: P }\n", ["Components/P.yaml:2:3", "'badge' cannot name a parameter: it is a view kind"]),
        ("a parameter named like a design-system list", ["Components/P.yaml": "parameters: { list: text }\nbody: { text: A }"],
         "content:\n  - view: { component: P }\n", ["'list' cannot name a parameter: it is a view kind"]),
        ("a parameter named component", ["Components/P.yaml": "parameters: { component: text }\nbody: { text: A }"],
         "content:\n  - view: { component: P }\n", ["'component' cannot name a parameter: it is a view kind"]),
        ("an image out of the catalog in a component", ["Components/I.yaml": "body: { image: ../../outside.png }"],
         "content:\n  - view: { component: I }\n", ["Components/I.yaml:1:16", "lies outside the catalog"]),
        ("an absolute image path in a component", ["Components/I.yaml": "body: { image: /etc/passwd.png }"],
         "content:\n  - view: { component: I }\n", ["is an absolute path"]),
        ("10⁶ views through repetition", [
            "Components/Leaf.yaml": "body: { hstack: [" + Array(repeating: "{ text: x }", count: 100).joined(separator: ", ") + "] }",
            "Components/Mid.yaml": "body: { vstack: [" + Array(repeating: "{ component: Leaf }", count: 100).joined(separator: ", ") + "] }",
         ], "content:\n  - view: { vstack: [" + Array(repeating: "{ component: Mid }", count: 100).joined(separator: ", ") + "] }\n",
         ["more than 20000 views"]),
        ("an ideal width below the minimum, at the ideal", [:],
         "content:\n  - view: { shape: rectangle, frame: { minWidth: 50, idealWidth: 20 } }\n",
         ["spec.yaml:2:", "idealWidth 20 is below minWidth 50"]),
        ("an ideal height above the maximum", [:],
         "content:\n  - view: { shape: rectangle, frame: { idealHeight: 90, maxHeight: 40 } }\n",
         ["idealHeight 90 is above maxHeight 40"]),
        ("a misspelt ideal width suggests the key", [:],
         "content:\n  - view: { shape: rectangle, frame: { idealWdth: 20 } }\n",
         ["idealWdth", "idealWidth"]),
        ("an alignment guide with both forms", [:],
         "content:\n  - view: { text: A, alignmentGuide: { alignment: top, offset: 2, fraction: 0.5 } }\n",
         ["spec.yaml:2:", "an `offset:` or a `fraction:`, not both"]),
        ("an alignment guide with a misspelt alignment suggests the name", [:],
         "content:\n  - view: { text: A, alignmentGuide: { alignment: leadng, offset: 2 } }\n",
         ["leadng", "leading"]),
        ("a misspelt baseline alignment of an hstack suggests the name", [:],
         "content:\n  - view: { hstack: [{ text: A }], alignment: firstTextBaselin }\n",
         ["spec.yaml:2:", "firstTextBaselin", "firstTextBaseline"]),
        ("a misspelt alignmentGuide key suggests the modifier", [:],
         "content:\n  - view: { text: A, alignmentGuid: { alignment: top, offset: 2 } }\n",
         ["Did you mean 'alignmentGuide'?"]),
        ("components nested past the depth limit", (0..<30).reduce(into: [String: String]()) { files, n in
            files["Components/C\(n).yaml"] = n == 29 ? "body: { text: end }" : "body: { vstack: [{ component: C\(n + 1) }] }"
         }, "content:\n  - view: { component: C0 }\n", ["components are nested more than 24 deep"]),
    ]

    @Test(arguments: errorCases.indices)
    func errorsNameTheProblemAndWhere(index: Int) throws {
        let test = Self.errorCases[index]
        let folder = try ComponentFolder(test.files)
        let error = try #require(folder.error(test.spec), "\(test.summary): parsed")
        for fragment in test.fragments {
            #expect(error.description.contains(fragment), "\(test.summary): \(error)")
        }
    }

    @Test("A symbolic link in Components pointing out of the catalog is refused")
    func symlinkOut() throws {
        let outside = try ComponentFolder([:])
        try outside.writePNG("secret.png")
        let folder = try ComponentFolder(["Components/I.yaml": "body: { image: link.png }"])
        try FileManager.default.createSymbolicLink(atPath: folder.path("Components/link.png"), withDestinationPath: outside.path("secret.png"))
        let error = try #require(folder.error("content:\n  - view: { component: I }\n"))
        #expect(error.description.contains("lies outside the catalog"), "\(error)")
    }

    @Test("A text parameter used many times counts each time against the text budget")
    func textBudget() throws {
        let big = String(repeating: "x", count: 300_000)
        let folder = try ComponentFolder(["Components/T.yaml": "parameters: { t: text }\nbody: { vstack: [{ text: { param: t } }, { text: { param: t } }, { text: { param: t } }, { text: { param: t } }] }"])
        let error = try #require(folder.error("content:\n  - view: { component: T, t: \(big) }\n"))
        #expect(error.description.contains("bytes of text"), "\(error.message)")
    }
}

/// Specs name iOS system colours as `{system: NAME}` and iOS text styles as `{style: NAME}`
/// (docs/views.md; docs/ios-values.md).
@Suite("Spec views: system colours and text styles")
struct SystemValueSpecTests {
    @Test(arguments: [
        ("{ text: A, color: { system: secondaryLabel } }", ViewNode.text("A", color: .system("secondaryLabel"))),
        ("{ shape: rectangle, fill: { system: systemGroupedBackground } }", ViewNode.shape(.rectangle, fill: .system("systemGroupedBackground"))),
        ("{ text: A, font: { style: headline } }", ViewNode.text("A", font: .textStyle(.headline, weight: nil))),
        ("{ text: A, font: { style: title, weight: bold } }", ViewNode.text("A", font: .textStyle(.title1, weight: .bold))),
        ("{ text: A, background: { system: systemGroupedBackground } }", ViewNode.text("A").modifier(.background(.color(.system("systemGroupedBackground"))))),
        ("{ text: A, border: { system: separator } }", ViewNode.text("A").modifier(.border(.system("separator"), width: 1))),
        ("{ shape: circle, stroke: { color: { system: opaqueSeparator }, width: 2 } }",
         ViewNode.shape(.circle, stroke: ViewStroke(color: .system("opaqueSeparator"), width: 2))),
    ] as [(String, ViewNode)])
    func reads(yaml: String, expected: ViewNode) throws {
        #expect(try ComponentFolder([:]).view(yaml) == expected)
    }

    @Test(arguments: [
        ("{ text: A, color: { sytem: label } }", "sytem"),
        ("{ text: A, color: { system: \"label!\" } }", "is not a system colour name"),
        ("{ text: A, font: { style: headlin } }", "Did you mean 'headline'?"),
        ("{ text: A, font: { style: body, preset: 3 } }", "give one of `style`"),
    ])
    func refuses(yaml: String, fragment: String) throws {
        let folder = try ComponentFolder([:])
        let error = try #require(folder.error("content:\n  - view: \(yaml)\n"))
        #expect(error.description.contains(fragment), "\(error.description)")
    }
}
