import Foundation
@testable import ListshotCore
import Testing

/// The symbol table (Scripts/symbols-table.txt, generated into SystemSymbol+Table.swift) and the
/// glyph data generated from Lucide (docs/symbols.md).
@Suite("System symbol table")
struct SystemSymbolTableTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Names that list screens in SwiftUI apps use (settings rows, tab bars, toolbars): each must draw.
    static let listScreenNames = [
        "person", "person.fill", "person.crop.circle", "person.crop.circle.fill", "person.circle", "person.2.fill",
        "gear", "gearshape", "gearshape.fill", "bell", "bell.fill", "bell.badge", "star", "star.fill", "heart", "heart.fill",
        "chevron.right", "chevron.left", "chevron.up", "chevron.down", "chevron.forward", "chevron.backward",
        "wifi", "antenna.radiowaves.left.and.right", "envelope", "envelope.fill", "phone", "phone.fill", "message", "message.fill",
        "lock", "lock.fill", "key", "trash", "trash.fill", "plus", "plus.circle.fill", "minus", "xmark", "xmark.circle.fill",
        "checkmark", "checkmark.circle.fill", "magnifyingglass", "house", "house.fill", "globe", "moon", "moon.fill", "sun.max",
        "airplane", "battery.100", "calendar", "clock", "camera", "camera.fill", "photo", "doc", "doc.text", "folder", "folder.fill",
        "paperplane", "paperplane.fill", "square.and.arrow.up", "info", "info.circle", "info.circle.fill", "exclamationmark.triangle",
        "exclamationmark.triangle.fill", "questionmark", "questionmark.circle", "creditcard", "cart", "cart.fill", "bag", "map",
        "location", "location.fill", "mappin", "mappin.circle.fill", "bookmark", "bookmark.fill", "tag", "flag", "flag.fill", "link",
        "cloud", "music.note", "play", "play.fill", "play.circle.fill", "pause", "pause.fill", "mic", "mic.fill", "speaker.wave.2",
        "bolt", "bolt.fill", "hand.raised", "hand.raised.fill", "eye", "eye.slash", "ellipsis", "ellipsis.circle",
        "line.3.horizontal", "slider.horizontal.3", "square.and.pencil", "arrow.right", "arrow.clockwise", "list.bullet",
    ]

    @Test func atLeast250BaseNames() {
        #expect(SystemSymbol.entries.count >= 250)
    }

    @Test(arguments: listScreenNames)
    func listScreenNameResolves(_ name: String) throws {
        let symbol = try #require(SystemSymbol.named(name), "\(name) does not resolve")
        #expect(symbol.name == name)
    }

    @Test func everyNameResolvesToItsOwnNameAndAGlyph() {
        for name in SystemSymbol.allNames {
            guard let symbol = SystemSymbol.named(name) else { Issue.record("\(name) is listed but does not resolve"); continue }
            #expect(symbol.name == name)
            #expect(!symbol.glyph.parts.isEmpty, "\(name) has an empty glyph")
            #expect(!symbol.drawing.layers.isEmpty, "\(name) draws nothing")
        }
    }

    /// Each variant of each base is either in the table or refused (nil) by name, and
    /// `symbolVariant` falls back to one the base has.
    @Test func everyVariantExistsOrIsRefused() {
        for entry in SystemSymbol.entries {
            for variant in SymbolVariants.all {
                let name = entry.baseName + variant.suffix
                if entry.has(variant) {
                    #expect(SystemSymbol.named(name)?.variant == variant, "\(name)")
                } else if SystemSymbol.entry(name) == nil {
                    #expect(SystemSymbol.named(name) == nil, "\(name) should be refused")
                }
                if entry.hasBase, let chosen = SystemSymbol.named(entry.baseName, variant: variant) {
                    #expect(entry.has(chosen.variant), "\(entry.baseName) with \(variant) chose \(chosen.variant), which it lacks")
                } else if entry.hasBase {
                    Issue.record("\(entry.baseName) with \(variant) did not resolve")
                }
            }
        }
    }

    @Test func symbolVariantJoinsTheNamesOwn() {
        #expect(SystemSymbol.named("person.circle", variant: .fill)?.name == "person.circle.fill")
        #expect(SystemSymbol.named("star", variant: .circle.fill)?.name == "star.circle.fill")
        #expect(SystemSymbol.named("chevron.right", variant: .fill)?.name == "chevron.right")
        #expect(SystemSymbol.named("checkmark", variant: .circle.fill)?.name == "checkmark.circle.fill")
        #expect(SystemSymbol.named("not.a.symbol", variant: .fill) == nil)
        #expect(SystemSymbol.named("person.crop") == nil, "person.crop alone is not a symbol")
        #expect(SystemSymbol.named("person.crop.circle")?.entry.baseName == "person.crop")
    }

    /// No two base names draw the same glyph unless the table says so (`alias=`), and an alias
    /// names a base that draws the same glyph.
    @Test func noSilentlySharedGlyphs() {
        var owner: [String: String] = [:]
        for entry in SystemSymbol.entries where entry.aliasOf == nil {
            if let other = owner[entry.glyphKey] { Issue.record("\(entry.baseName) and \(other) share \(entry.glyphKey) without alias=") }
            owner[entry.glyphKey] = entry.baseName
        }
        for entry in SystemSymbol.entries {
            guard let alias = entry.aliasOf else { continue }
            #expect(SystemSymbol.entry(alias)?.glyphKey == entry.glyphKey, "\(entry.baseName) is an alias of \(alias) but draws another glyph")
        }
    }

    @Test func directionalNamesAreThoseThatPoint() {
        let directional = Set(SystemSymbol.entries.filter(\.isDirectional).map(\.baseName))
        for name in ["chevron.right", "chevron.left", "chevron.forward", "arrow.right", "arrow.backward", "arrow.uturn.backward"] {
            #expect(directional.contains(name), "\(name)")
        }
        for name in ["chevron.up", "chevron.down", "arrow.up", "star", "person", "magnifyingglass"] {
            #expect(!directional.contains(name), "\(name)")
        }
    }

    /// The generated table is the committed text table, row for row (so neither drifts).
    @Test func generatedTableMatchesTheTextTable() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("Scripts/symbols-table.txt"), encoding: .utf8)
        let rows = text.split(separator: "\n").compactMap { line -> String? in
            let body = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            let fields = body.split(whereSeparator: { $0 == " " || $0 == "\t" })
            return fields.isEmpty ? nil : fields.joined(separator: " ")
        }
        #expect(rows == SystemSymbol.tableRows)
    }

    /// docs/symbols.md lists every name the table resolves, and no other.
    @Test func docsListEveryName() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/symbols.md"), encoding: .utf8)
        guard let start = text.range(of: "<!-- names -->"), let end = text.range(of: "<!-- /names -->") else {
            Issue.record("docs/symbols.md has no <!-- names --> section"); return
        }
        // Every `code` span in the section is a name; glyph names stand outside code spans.
        let section = String(text[start.upperBound..<end.lowerBound])
        let listed = section.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        #expect(Set(listed).count == listed.count, "a name is listed twice")
        #expect(listed.sorted() == SystemSymbol.allNames)
    }

    @Test func erasePaintRoundTrips() throws {
        for paint in [PathPaint.erase(width: nil), .erase(width: 2)] {
            let data = try JSONEncoder().encode(paint)
            #expect(try JSONDecoder().decode(PathPaint.self, from: data) == paint)
        }
        #expect(String(decoding: try JSONEncoder().encode(PathPaint.erase(width: nil)), as: UTF8.self) == #"{"type":"erase"}"#)
    }
}
