import ListshotCore
import Testing

/// One expectation of a flavour against its iOS source.
struct FlavourCase: Sendable, CustomTestStringConvertible {
    enum Check: Sendable {
        /// The colour of an element (rect fill, text colour, icon paint) is `token`, at `opacity`.
        case color(String, opacity: Double = 1)
        /// The element's corner radius.
        case radius(Double)
        /// The element's 1 pt stroke is `token`, or there is none.
        case stroke(String?)
        /// The element's frame y / height.
        case y(Double)
        case height(Double)
        /// The text element's line-height rule.
        case rule(LineHeightRule)
        /// The text element's line limit (0 = unlimited).
        case maxLines(Int)
        /// The element is absent.
        case absent
    }

    var flavour: CellFlavour
    var style: CellStyle
    var cells: [Cell]
    /// The element id below `list[0].`, e.g. `cell[0].subtitle`.
    var element: String
    var check: Check
    /// The iOS source file that gives the value.
    var source: String

    var testDescription: String { "\(flavour) \(style) \(element) \(check) — \(source)" }
}

private let uikitToolkit = "mistica-ios Sources/Mistica/Components/Lists/CellStyle+Toolkit.swift"
private let uikitCenter = "mistica-ios Sources/Mistica/Components/Lists/Internals/CellCenterSectionView.swift"
private let uikitCell = "mistica-ios Sources/Mistica/Components/Lists/ListTableViewCell.swift"
private let uikitLeft = "mistica-ios Sources/Mistica/Components/Lists/Internals/CellLeftSectionView.swift"
private let uikitNavigation = "mistica-ios Sources/Mistica/Components/Lists/ControlPresets/NavigationPresetView.swift"
private let swiftUICell = "mistica-ios Sources/MisticaSwiftUI/Components/List/Cell.swift"

private let full = [Cell(title: "T", subtitle: "S", description: "D")]
private let onlyTitle = [Cell(title: "T")]
private let pressed = [Cell(title: "T", state: .pressed)]
private let withAsset = [Cell(title: "T", subtitle: "S", assetType: .smallIcon(.heart))]
private let navigation = [Cell(title: "T", control: .navigation())]
private let two = [Cell(title: "A"), Cell(title: "B")]
/// Two lines of the fake measurer's 45 characters at 16 pt in 361 pt.
private let twoLineTitle = [Cell(title: String(repeating: "Wrapping ", count: 6) + "tit", subtitle: "S")]


/// Each colour and position of both flavours against the iOS source value (fake measurer: title
/// line box 24, subtitle and description 20; the 16 pt inner padding of both sources).
@Suite("Mistica flavours against their iOS sources")
struct CellFlavourTests {
    static let cases: [FlavourCase] = [
        // Backgrounds.
        .init(flavour: .uikit, style: .fullwidth, cells: full, element: "cell[0]", check: .color("background"), source: uikitToolkit),
        .init(flavour: .uikit, style: .boxed, cells: full, element: "cell[0]", check: .color("backgroundContainer"), source: uikitToolkit),
        .init(flavour: .uikit, style: .boxedInverse, cells: full, element: "cell[0]", check: .color("backgroundContainerBrand"), source: uikitToolkit),
        .init(flavour: .swiftui, style: .fullwidth, cells: full, element: "cell[0]", check: .color("backgroundContainer"), source: swiftUICell),
        .init(flavour: .swiftui, style: .boxed, cells: full, element: "cell[0]", check: .color("backgroundContainer"), source: swiftUICell),
        // Corners and border.
        .init(flavour: .uikit, style: .fullwidth, cells: full, element: "cell[0]", check: .radius(0), source: uikitToolkit),
        .init(flavour: .uikit, style: .boxed, cells: full, element: "cell[0]", check: .radius(8), source: uikitToolkit),
        .init(flavour: .uikit, style: .boxedInverse, cells: full, element: "cell[0]", check: .radius(8), source: uikitToolkit),
        .init(flavour: .uikit, style: .boxed, cells: full, element: "cell[0]", check: .stroke("border"), source: uikitToolkit),
        .init(flavour: .uikit, style: .boxedInverse, cells: full, element: "cell[0]", check: .stroke(nil), source: uikitToolkit),
        .init(flavour: .uikit, style: .fullwidth, cells: full, element: "cell[0]", check: .stroke(nil), source: uikitToolkit),
        .init(flavour: .swiftui, style: .boxed, cells: full, element: "cell[0]", check: .radius(4), source: swiftUICell),
        .init(flavour: .swiftui, style: .boxed, cells: full, element: "cell[0]", check: .stroke("border"), source: swiftUICell),
        .init(flavour: .swiftui, style: .fullwidth, cells: full, element: "cell[0]", check: .radius(0), source: swiftUICell),
        // Text colours.
        .init(flavour: .uikit, style: .fullwidth, cells: full, element: "cell[0].title", check: .color("textPrimary"), source: uikitToolkit),
        .init(flavour: .uikit, style: .fullwidth, cells: full, element: "cell[0].subtitle", check: .color("textPrimary"), source: uikitToolkit),
        .init(flavour: .uikit, style: .fullwidth, cells: full, element: "cell[0].description", check: .color("textSecondary"), source: uikitToolkit),
        .init(flavour: .uikit, style: .boxed, cells: full, element: "cell[0].subtitle", check: .color("textPrimary"), source: uikitToolkit),
        .init(flavour: .uikit, style: .boxedInverse, cells: full, element: "cell[0].title", check: .color("textPrimaryInverse"), source: uikitToolkit),
        .init(flavour: .uikit, style: .boxedInverse, cells: full, element: "cell[0].subtitle", check: .color("textPrimaryInverse"), source: uikitToolkit),
        .init(flavour: .uikit, style: .boxedInverse, cells: full, element: "cell[0].description", check: .color("textSecondaryInverse"), source: uikitToolkit),
        .init(flavour: .swiftui, style: .fullwidth, cells: full, element: "cell[0].title", check: .color("textPrimary"), source: swiftUICell),
        .init(flavour: .swiftui, style: .fullwidth, cells: full, element: "cell[0].subtitle", check: .color("textSecondary"), source: swiftUICell),
        .init(flavour: .swiftui, style: .boxed, cells: full, element: "cell[0].description", check: .color("textSecondary"), source: swiftUICell),
        // Gaps: UIKit title→subtitle 2, subtitle→description 4; SwiftUI 8 throughout. UIKit text is
        // centred in its label's minimum height (fake natural lines as tall as the font size).
        .init(flavour: .uikit, style: .fullwidth, cells: full, element: "cell[0].title", check: .y(16 + (24 - 16) / 2), source: uikitToolkit),
        .init(flavour: .uikit, style: .fullwidth, cells: full, element: "cell[0].subtitle", check: .y(16 + 24 + 2 + (20 - 14) / 2), source: uikitCenter),
        .init(flavour: .uikit, style: .fullwidth, cells: full, element: "cell[0].description", check: .y(16 + 24 + 2 + 20 + 4 + (20 - 14) / 2), source: uikitCenter),
        .init(flavour: .swiftui, style: .fullwidth, cells: full, element: "cell[0].subtitle", check: .y(16 + 24 + 8), source: swiftUICell),
        .init(flavour: .swiftui, style: .fullwidth, cells: full, element: "cell[0].description", check: .y(16 + 24 + 8 + 20 + 8), source: swiftUICell),
        .init(flavour: .uikit, style: .boxed, cells: full, element: "cell[0].title", check: .y(8 + 16 + (24 - 16) / 2), source: uikitToolkit),
        .init(flavour: .swiftui, style: .boxed, cells: full, element: "cell[0].title", check: .y(8 + 16), source: swiftUICell),
        // Minimum heights (the box; boxed margins 8 + 8 are outside it).
        .init(flavour: .uikit, style: .fullwidth, cells: onlyTitle, element: "cell[0]", check: .height(72), source: uikitToolkit),
        .init(flavour: .uikit, style: .boxed, cells: onlyTitle, element: "cell[0]", check: .height(92 - 16), source: uikitCell),
        .init(flavour: .uikit, style: .boxedInverse, cells: onlyTitle, element: "cell[0]", check: .height(92 - 16), source: uikitCell),
        .init(flavour: .swiftui, style: .fullwidth, cells: onlyTitle, element: "cell[0]", check: .height(72), source: swiftUICell),
        .init(flavour: .swiftui, style: .boxed, cells: onlyTitle, element: "cell[0]", check: .height(72), source: swiftUICell),
        // Line heights: UIKit labels set only a font and a minimum height (IntrinsictHeightLabel),
        // so lines are the font's own (fake: 1 × size); SwiftUI keeps the preset's line height.
        .init(flavour: .uikit, style: .fullwidth, cells: full, element: "cell[0].title", check: .rule(.natural), source: uikitCenter),
        .init(flavour: .uikit, style: .fullwidth, cells: full, element: "cell[0].description", check: .rule(.natural), source: uikitCenter),
        .init(flavour: .swiftui, style: .fullwidth, cells: full, element: "cell[0].title", check: .rule(.exact), source: swiftUICell),
        .init(flavour: .uikit, style: .fullwidth, cells: twoLineTitle, element: "cell[0].title", check: .height(2 * 16), source: uikitCenter),
        .init(flavour: .uikit, style: .fullwidth, cells: twoLineTitle, element: "cell[0].subtitle", check: .y(16 + 2 * 16 + 2 + (20 - 14) / 2), source: uikitCenter),
        .init(flavour: .uikit, style: .fullwidth, cells: twoLineTitle, element: "cell[0]", check: .height(16 + 32 + 2 + 20 + 16), source: uikitCenter),
        .init(flavour: .swiftui, style: .fullwidth, cells: twoLineTitle, element: "cell[0].title", check: .height(2 * 24), source: swiftUICell),
        .init(flavour: .swiftui, style: .fullwidth, cells: twoLineTitle, element: "cell[0].subtitle", check: .y(16 + 2 * 24 + 8), source: swiftUICell),
        // Line limits.
        .init(flavour: .uikit, style: .fullwidth, cells: full, element: "cell[0].title", check: .maxLines(0), source: uikitCenter),
        .init(flavour: .uikit, style: .fullwidth, cells: full, element: "cell[0].description", check: .maxLines(0), source: uikitCenter),
        .init(flavour: .swiftui, style: .fullwidth, cells: full, element: "cell[0].title", check: .maxLines(2), source: swiftUICell),
        .init(flavour: .swiftui, style: .fullwidth, cells: full, element: "cell[0].subtitle", check: .maxLines(2), source: swiftUICell),
        .init(flavour: .swiftui, style: .fullwidth, cells: full, element: "cell[0].description", check: .maxLines(2), source: swiftUICell),
        // Asset: UIKit 4 below the text top; SwiftUI aligned with it.
        .init(flavour: .uikit, style: .fullwidth, cells: withAsset, element: "cell[0].asset", check: .y(16 + 4), source: uikitLeft),
        .init(flavour: .swiftui, style: .fullwidth, cells: withAsset, element: "cell[0].asset", check: .y(16), source: swiftUICell),
        // Pressed / highlighted.
        .init(flavour: .uikit, style: .fullwidth, cells: pressed, element: "cell[0]", check: .color("backgroundAlternative"), source: uikitCell),
        .init(flavour: .uikit, style: .boxed, cells: pressed, element: "cell[0]", check: .color("backgroundAlternative"), source: uikitCell),
        .init(flavour: .uikit, style: .boxedInverse, cells: pressed, element: "cell[0]", check: .color("backgroundContainerBrand"), source: uikitCell),
        // ListTableViewCell.swift @ e6e9239b1dfaa0eb00c3ea88fb25c5b42cf8ffa7: boxedInverse highlights `contentView`, the row around the card.
        .init(flavour: .uikit, style: .boxedInverse, cells: pressed, element: "cell[0].pressed", check: .color("backgroundAlternative"), source: uikitCell),
        .init(flavour: .swiftui, style: .fullwidth, cells: pressed, element: "cell[0]", check: .color("neutralLow", opacity: 0.8), source: swiftUICell),
        .init(flavour: .swiftui, style: .boxed, cells: pressed, element: "cell[0]", check: .color("neutralLow", opacity: 0.8), source: swiftUICell),
        // Chevron.
        .init(flavour: .uikit, style: .fullwidth, cells: navigation, element: "cell[0].control.chevron", check: .color("textSecondary"), source: uikitNavigation),
        .init(flavour: .uikit, style: .boxedInverse, cells: navigation, element: "cell[0].control.chevron", check: .color("inverse"), source: uikitToolkit),
        // Dividers: UIKit none under the last row; SwiftUI one under every fullwidth cell, inset 16.
        .init(flavour: .uikit, style: .fullwidth, cells: two, element: "cell[0].divider", check: .color("divider"), source: uikitCell),
        .init(flavour: .uikit, style: .fullwidth, cells: two, element: "cell[1].divider", check: .absent, source: uikitCell),
        .init(flavour: .swiftui, style: .fullwidth, cells: two, element: "cell[1].divider", check: .color("divider"), source: swiftUICell),
        .init(flavour: .uikit, style: .boxed, cells: two, element: "cell[0].divider", check: .absent, source: uikitToolkit),
    ]

    @Test(arguments: cases)
    func matchesItsSource(_ entry: FlavourCase) throws {
        let theme = TestTheme.make()
        let screen = Screen(frame: .fit(width: 393, scale: 3),
                            content: [.cellList(CellList(style: entry.style, flavour: entry.flavour, cells: entry.cells))])
        let list = try ScreenLayout.layout(screen, theme: theme, measurer: FixedAdvanceTextMeasurer()).displayList
        let id = "list[0].\(entry.element)"
        if case .absent = entry.check { #expect(list.item(id) == nil, "\(entry.source)"); return }
        let item = try #require(list.item(id), "no \(id)")
        switch entry.check {
        case .color(let token, let opacity):
            let expected = try #require(theme.colors[token]?.primaryColor).withOpacity(opacity)
            #expect(Self.color(of: item.primitive) == expected, "\(entry.source)")
        case .radius(let radius):
            guard case .rect(let rect) = item.primitive else { Issue.record("\(id) is not a rect"); return }
            #expect(rect.cornerRadius == radius, "\(entry.source)")
        case .stroke(let token):
            guard case .rect(let rect) = item.primitive else { Issue.record("\(id) is not a rect"); return }
            #expect(rect.stroke?.color == token.flatMap { theme.colors[$0]?.primaryColor }, "\(entry.source)")
            if token != nil { #expect(rect.stroke?.width == 1) }
        case .y(let y):
            #expect(abs((list.frame(id)?.y ?? .nan) - y) < 1e-9, "\(entry.source)")
        case .height(let height):
            #expect(abs((list.frame(id)?.height ?? .nan) - height) < 1e-9, "\(entry.source)")
        case .rule(let rule):
            guard case .text(let text) = item.primitive else { Issue.record("\(id) is not text"); return }
            #expect(text.request.style.rule == rule, "\(entry.source)")
        case .maxLines(let lines):
            guard case .text(let text) = item.primitive else { Issue.record("\(id) is not text"); return }
            #expect(text.request.maxLines == lines, "\(entry.source)")
        case .absent:
            break
        }
    }

    static func color(of primitive: Primitive) -> RGBA? {
        switch primitive {
        case .rect(let rect): return rect.fill?.primaryColor
        case .text(let text): return text.color
        case .path(let path):
            switch path.paint {
            case .fill(let color), .stroke(let color, _): return color
            case .erase: return nil
            }
        default: return nil
        }
    }

    @Test func swiftUIHasNoBoxedInverse() {
        let screen = Screen(frame: .fit(width: 393, scale: 3),
                            content: [.cellList(CellList(style: .boxedInverse, flavour: .swiftui, cells: onlyTitle))])
        #expect(throws: LayoutError.self) {
            _ = try ScreenLayout.layout(screen, theme: TestTheme.make(), measurer: FixedAdvanceTextMeasurer())
        }
    }

    /// A natural text's height ceils to the pixel grid, as `UILabel`'s intrinsic size does: three
    /// 14 pt lines at 1.25 are 52.5 pt, 157.5 px at @3x, so the label is 158 px.
    @Test func naturalLabelHeightsCeilToThePixelGrid() throws {
        let subtitle = String(repeating: "abcdefghij ", count: 11) + "abcdefghij"  // three lines of four words
        let screen = Screen(frame: .fit(width: 393, scale: 3),
                            content: [.cellList(CellList(cells: [Cell(title: "T", subtitle: subtitle)]))])
        let list = try ScreenLayout.layout(screen, theme: TestTheme.make(),
                                           measurer: FixedAdvanceTextMeasurer(naturalLineHeight: 1.25)).displayList
        #expect(list.frame("list[0].cell[0].subtitle")?.height == 52.5)
        let height = try #require(list.frame("list[0].cell[0]")?.height)
        #expect(abs(height - (16 + 24 + 2 + 158.0 / 3 + 16)) < 1e-9, "\(uikitCenter)")
    }

    @Test func explicitLineLimitsOverrideTheFlavour() throws {
        let screen = Screen(frame: .fit(width: 393, scale: 3),
                            content: [.cellList(CellList(flavour: .swiftui, cells: [Cell(title: "T", titleLines: 0)]))])
        let list = try ScreenLayout.layout(screen, theme: TestTheme.make(), measurer: FixedAdvanceTextMeasurer()).displayList
        guard case .text(let title)? = list.item("list[0].cell[0].title")?.primitive else { Issue.record("no title"); return }
        #expect(title.request.maxLines == 0)
    }
}
