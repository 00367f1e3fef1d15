/// The lengths, fonts and colours an iOS list is drawn with, one table per style and generation
/// (docs/lists.md has every figure with its source).
///
/// Apple publishes few of them: the styles' shapes (`UITableView.Style`, `ListStyle`), that rows
/// have a default minimum height (`EnvironmentValues.defaultMinListRowHeight`, no value given),
/// the 44 pt touch target, and the root view's 16 / 20 pt system layout margins. The rest are
/// measurements: the of iOS 26 on a 390 pt iPhone, and public ones of iOS 17/18; a figure
/// Listshot derived from others says so beside it.
///
/// ```swift
/// let metrics = ListMetrics.metrics(style: .insetGrouped, generation: .classic)
/// metrics.rowMinHeight                     // 44
/// metrics.sectionInset(screenWidth: 390)   // 20
/// ```
public struct ListMetrics: Sendable, Hashable {
    /// The distance from the list's edges to a section's rows on screens narrower than ``wideFromWidth``.
    public var sectionInsetNarrow: Double
    /// The same on screens at least ``wideFromWidth`` wide.
    public var sectionInsetWide: Double
    /// The narrowest list width that takes ``sectionInsetWide`` and ``rowInsetWide``.
    public var wideFromWidth: Double
    /// The radius of a section's (continuous) corners; 0 for full-width sections.
    public var cornerRadius: Double
    /// The least height of a row (SwiftUI `defaultMinListRowHeight`).
    public var rowMinHeight: Double
    /// Above and below a row's content (SwiftUI `listRowInsets` top and bottom).
    public var rowVerticalInset: Double
    /// Leading and trailing of a row's content inside its section, below ``wideFromWidth``.
    public var rowInsetNarrow: Double
    /// The same from ``wideFromWidth``.
    public var rowInsetWide: Double
    public var header: ListTextMetrics
    public var footer: ListTextMetrics
    /// From the list's top to its first section's top (its header, else its rows).
    public var firstSectionTop: Double
    /// From one section's bottom (its footer, else its rows) to the next one's top (its header, else its rows).
    public var sectionSpacing: Double
    /// Below the last section.
    public var bottomPadding: Double
    /// The list's background, a system colour name.
    public var listBackground: String
    /// A row's background, a system colour name.
    public var rowBackground: String
    /// A header drawn as a bar across the list (the plain style's sticky headers): its colour and least height.
    public var headerBar: String?
    public var headerBarMinHeight: Double
    /// The side of a `NavigationLink` row's chevron, and the space before it.
    public var disclosureSize: Double
    public var disclosureSpacing: Double

    /// The section inset for a list `screenWidth` wide.
    public func sectionInset(screenWidth: Double) -> Double {
        screenWidth >= wideFromWidth ? sectionInsetWide : sectionInsetNarrow
    }

    /// The row content's leading and trailing inset for a list `screenWidth` wide.
    public func rowInset(screenWidth: Double) -> Double {
        screenWidth >= wideFromWidth ? rowInsetWide : rowInsetNarrow
    }

    /// The default `listRowInsets` of a list `screenWidth` wide.
    public func rowInsets(screenWidth: Double) -> EdgeInsets {
        let side = rowInset(screenWidth: screenWidth)
        return EdgeInsets(top: rowVerticalInset, leading: side, bottom: rowVerticalInset, trailing: side)
    }
}

/// How a list draws its section headers or footers: font, colour, case and padding.
///
/// ```swift
/// ListMetrics.metrics(style: .insetGrouped, generation: .classic).header.uppercase   // true
/// ```
public struct ListTextMetrics: Sendable, Hashable {
    /// The font size; the font is the iOS text style the comment beside each table names.
    public var fontSize: Double
    public var weight: FontWeight
    /// A system colour name.
    public var color: String
    /// Drawn uppercase (through the environment's ``ViewTextCase``).
    public var uppercase: Bool
    /// Above and below the text.
    public var topPadding: Double
    public var bottomPadding: Double

    /// The font the list hands the header or footer through the environment.
    /// It is the iOS text style of that size at the Large size (13 footnote, 15 subheadline, 17 body
    /// or headline), so headers and footers follow Dynamic Type as iOS's do (docs/ios-values.md).
    /// The height of one line of it at the Large size: the text style's leading (18, 20, 22 pt for
    /// 13, 15, 17 pt text, docs/ios-values.md), else the font size.
    public var lineHeight: Double {
        if case .textStyle(let style, _) = font { return style.metrics(at: .large).leading }
        return fontSize
    }

    var font: ViewFont {
        switch fontSize {
        case 13: return .textStyle(.footnote, weight: weight)
        case 15: return .textStyle(.subheadline, weight: weight)
        case 17: return .textStyle(.body, weight: weight)
        default: return .system(size: fontSize, weight: weight)
        }
    }
}
