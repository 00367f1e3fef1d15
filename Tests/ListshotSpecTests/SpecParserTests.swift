import Foundation
import ListshotCore
import ListshotSpec
import Testing

@Suite("Spec parsing")
struct SpecParserTests {
    @Test func fullSpecBuildsTheScreen() throws {
        let spec = try parse("""
        title: Demo
        device: iphone15
        theme: movistar
        appearances: [night]
        contentSize: [l, ax3]
        direction: [ltr, rtl]
        content:
          - spacer: 8
          - list:
              style: boxed
              cells:
                - title: Title
                  subtitle: Sub
                  titleLines: 2
                  headline: { tag: { style: warning, text: Soon } }
                  asset: { largeIcon: star, background: "#FF0000" }
                  control: { navigation: { badge: 12 } }
                - title: Second
                  asset: { smallIcon: heart, color: brand }
                  control: { switch: true }
        """)
        #expect(spec.title == "Demo")
        #expect(spec.screen.frame == .device(.iPhone15, .portrait))
        guard case .cellList(let list) = spec.screen.content[1] else { Issue.record("no list"); return }
        #expect(list.style == .boxed)
        #expect(list.cells[0].titleLines == 2)
        #expect(list.cells[0].headline == .tag(Tag(style: .warning, text: "Soon")))
        #expect(list.cells[0].assetType == .largeIcon(.star, backgroundColor: .literal(RGBA(hex: "#FF0000")!), color: .token("brand")))
        #expect(list.cells[0].control == .navigation(badge: .count(12)))
        #expect(list.cells[1].control == .switch(isOn: true))
        #expect(spec.variants.map(\.fileStem) == ["spec.night", "spec.night.ax3", "spec.night.rtl", "spec.night.ax3.rtl"])
    }

    @Test func defaultsAreFitDayAndNight() throws {
        let spec = try parse("content: [{list: {cells: [{title: Hi}]}}]")
        #expect(spec.screen.frame == .fit(width: 393, scale: 2))
        #expect(spec.variants.map(\.fileStem) == ["spec.day", "spec.night"])
        #expect(spec.screen.theme == "movistar")
    }

    @Test func jsonSpecsParseToo() throws {
        let spec = try parse(#"{"theme": "movistar", "content": [{"list": {"style": "fullwidth", "cells": [{"title": "Hi"}]}}]}"#)
        #expect(spec.screen.content.count == 1)
    }

    /// (yaml, line, column, fragment)
    @Test(arguments: [
        ("content:\n  - list: {cells: [{title: Hi}\n", 3, 1, "malformed YAML"),
        ("content:\n  - list:\n      cells:\n        - title: Hi\n          subtitel: x\n", 5, 11, "cells[0].subtitel: unknown key. Did you mean 'subtitle'?"),
        ("content:\n  - list:\n      cells:\n        - title: Hi\n          titleLines: many\n", 5, 23, "expected a whole number, found 'many'"),
        ("content:\n  - list:\n      style: boxd\n      cells: [{title: Hi}]\n", 3, 14, "Did you mean 'boxed'?"),
        ("content:\n  - list:\n      cells:\n        - title: \"\"\n", 4, 18, "the title is empty"),
        ("frame: {width: 100000, scale: 2}\ncontent: [{list: {cells: [{title: Hi}]}}]\n", 1, 16, "limit is 16384 px"),
        ("content:\n  - list:\n      cells:\n        - title: Hi\n          control: { navigation: { badge: -1 } }\n", 5, 43, "badge of -1 is negative"),
        ("content:\n  - list:\n      cells:\n        - title: Hi\n          asset: { image: missing.png }\n", 5, 27, "does not exist"),
        ("content:\n  - list:\n      cells:\n        - title: Hi\n          asset: { smallIcon: hart }\n", 5, 31, "Did you mean 'heart'?"),
        ("device: iphone17\ncontent: [{list: {cells: [{title: Hi}]}}]\n", 1, 9, "Presets: iphone-se, iphone15, iphone15-pro-max, iphone16, iphone16-plus, iphone16-pro, iphone16-pro-max, ipad, ipad-pro-13."),
        ("theme: movistar\n", 1, 1, "missing key 'content'"),
        ("content: [{list: {cells: []}}]\n", 1, 26, "is empty"),
        ("appearances: [dusk]\ncontent: [{list: {cells: [{title: Hi}]}}]\n", 1, 15, "'dusk' is not one of day, night"),
        ("content:\n  - list:\n      flavor: swiftui\n      cells: [{title: Hi}]\n", 3, 7, "Did you mean 'flavour'?"),
        ("content:\n  - list:\n      flavour: swiftiu\n      cells: [{title: Hi}]\n", 3, 16, "'swiftiu' is not one of uikit, swiftui. Did you mean 'swiftui'?"),
        ("content:\n  - list:\n      flavour: swiftui\n      style: boxedInverse\n      cells: [{title: Hi}]\n", 4, 14, "the swiftui flavour has no boxedInverse style"),
        ("content:\n  - list:\n      flavour: swiftui\n      cells:\n        - { title: Hi, style: boxedInverse }\n", 5, 31, "the swiftui flavour has no boxedInverse style"),
        ("content:\n  - list:\n      cells:\n        - control: navigation\n", 4, 11, "no title, subtitle, description or headline"),
        ("content:\n  - list:\n      cells:\n        - { title: Hi, height: 0 }\n", 4, 32, "fixed cell height of 0 pt is out of range"),
        ("content:\n  - list:\n      cells:\n        - { title: Hi, seperatorHidden: true }\n", 4, 24, "Did you mean 'separatorHidden'?"),
        ("content:\n  - list:\n      cells:\n        - { title: Hi, control: { custom: { width: 40 } } }\n", 4, 43, "missing key 'height'"),
        ("content:\n  - list:\n      cells:\n        - { title: Hi, control: { navigation: { chevronHidden: true } } }\n", 4, 47, "draws nothing"),
        ("content:\n  - list:\n      cells:\n        - { title: Hi, control: { badge: -3 } }\n", 4, 42, "badge of -3 is negative"),
        ("content:\n  - list:\n      cells:\n        - { title: Hi, headline: { tag: { text: A }, text: B } }\n", 4, 34, "give exactly one"),
        ("content:\n  - tags: { items: [] }\n", 2, 20, "is empty"),
        ("content:\n  - badges: { items: [dot, lots] }\n", 2, 28, "expected a badge count or `dot`"),
        ("content:\n  - tags: { itmes: [] }\n", 2, 13, "Did you mean 'items'?"),
    ] as [(String, Int, Int, String)])
    func errorsPointAtTheProblem(yaml: String, line: Int, column: Int, fragment: String) {
        if let error = expectSpecError(yaml, line: line, column: column, fragment: fragment) {
            #expect(error.description.hasPrefix("spec.yaml:\(line):\(column): "), "\(error)")
        }
    }

    @Test func notAPNGIsRefusedAtTheSpec() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-spec-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("GIF89a not a png".utf8).write(to: directory.appendingPathComponent("photo.png"))
        #expect {
            _ = try parse("content: [{list: {cells: [{title: Hi, asset: {image: photo.png}}]}}]", directory: directory.path)
        } throws: { error in
            String(describing: error).contains("is not a PNG image")
        }
    }

    @Test func oversizedFilesAreRefusedBeforeParsing() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-big-\(UUID().uuidString).yaml")
        defer { try? FileManager.default.removeItem(at: url) }
        let text = "content: [{list: {cells: [{title: \"" + String(repeating: "x", count: 10 * 1_048_576) + "\"}]}}]"
        try Data(text.utf8).write(to: url)
        #expect {
            _ = try SpecParser.parse(file: url.path)
        } throws: { error in
            String(describing: error).contains("specs are limited to 1048576 bytes")
        }
    }
}

/// The Cell API keys of the real components.
@Suite("Mistica spec keys")
struct MisticaSpecKeyTests {
    @Test func newKeysBuildTheModel() throws {
        let spec = try parse("""
            content:
              - list:
                  title: Section
                  flavour: swiftui
                  showsLastSeparator: true
                  cells:
                    - { headline: News, subtitle: No title, separatorHidden: true, height: 96 }
                    - { title: B, control: { navigation: { badge: 2, chevronHidden: true } } }
                    - { title: C, control: { custom: { width: 40, height: 20, color: "#FF0000" } } }
                    - { title: D, control: { badge: dot } }
              - tags: { title: Tags, onBrand: true, items: [{ style: error, text: E, icon: close }] }
              - badges: { items: [dot, 3] }
            """)
        guard case .cellList(let list) = spec.screen.content[0] else { Issue.record("no list"); return }
        #expect(list.flavour == .swiftui && list.title == "Section" && list.showsLastSeparator)
        #expect(list.cells[0].title == nil && list.cells[0].headline == .text("News"))
        #expect(list.cells[0].isSeparatorHidden == true && list.cells[0].height == 96)
        #expect(list.cells[1].control == .badge(.count(2)))
        #expect(list.cells[2].control == .custom(width: 40, height: 20, color: .literal(RGBA(red: 255, green: 0, blue: 0))))
        #expect(list.cells[3].control == .badge(.dot))
        #expect(spec.screen.content[1] == .tagSheet(TagSheet(title: "Tags", tags: [Tag(style: .error, text: "E", icon: .close)], isOnBrand: true)))
        #expect(spec.screen.content[2] == .badgeSheet(BadgeSheet(badges: [.dot, .count(3)])))
    }

    @Test func flavourDefaultsToUIKit() throws {
        let spec = try parse("content: [{list: {cells: [{title: Hi}]}}]\n")
        guard case .cellList(let list) = spec.screen.content[0] else { Issue.record("no list"); return }
        #expect(list.flavour == .uikit && !list.showsLastSeparator && list.cells[0].titleLines == nil)
    }
}
