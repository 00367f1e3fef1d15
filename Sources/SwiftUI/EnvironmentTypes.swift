package import ListshotCore

/// Light or dark appearance (SwiftUI `ColorScheme`).
///
/// ```swift
/// @Environment(\.colorScheme) var colorScheme   // .light by day, .dark at night
/// ```
public enum ColorScheme: Sendable, Hashable, CaseIterable {
    case light, dark

    package var appearance: Appearance { self == .dark ? .night : .day }
    package init(_ appearance: Appearance) { self = appearance == .night ? .dark : .light }
}

/// Standard or increased contrast (SwiftUI `ColorSchemeContrast`).
public enum ColorSchemeContrast: Sendable, Hashable, CaseIterable { case standard, increased }

/// The reading direction (SwiftUI `LayoutDirection`).
///
/// ```swift
/// @Environment(\.layoutDirection) var direction
/// ```
public enum LayoutDirection: Sendable, Hashable, CaseIterable {
    case leftToRight, rightToLeft

    package var core: ListshotCore.LayoutDirection { self == .rightToLeft ? .rightToLeft : .leftToRight }
    package init(_ direction: ListshotCore.LayoutDirection) { self = direction == .rightToLeft ? .rightToLeft : .leftToRight }
}

/// A Dynamic Type size (SwiftUI `DynamicTypeSize`), `xSmall` … `accessibility5`.
///
/// ```swift
/// Text("Big").dynamicTypeSize(.accessibility3)
/// ```
public enum DynamicTypeSize: Sendable, Hashable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    package var core: ListshotCore.ContentSizeCategory {
        let all = ListshotCore.ContentSizeCategory.allCases
        let index = DynamicTypeSize.allCases.firstIndex(of: self) ?? 3
        return index < all.count ? all[index] : .large
    }

    package init(_ category: ListshotCore.ContentSizeCategory) {
        let index = ListshotCore.ContentSizeCategory.allCases.firstIndex(of: category) ?? 3
        self = index < DynamicTypeSize.allCases.count ? DynamicTypeSize.allCases[index] : .large
    }
}

/// The deprecated name of Dynamic Type sizes (SwiftUI `ContentSizeCategory`).
public enum ContentSizeCategory: Sendable, Hashable, CaseIterable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    public init(_ size: DynamicTypeSize) {
        let index = DynamicTypeSize.allCases.firstIndex(of: size) ?? 3
        self = ContentSizeCategory.allCases[min(index, ContentSizeCategory.allCases.count - 1)]
    }

    var dynamicTypeSize: DynamicTypeSize {
        let index = ContentSizeCategory.allCases.firstIndex(of: self) ?? 3
        return DynamicTypeSize.allCases[min(index, DynamicTypeSize.allCases.count - 1)]
    }
}

/// Compact or regular width and height (SwiftUI `UserInterfaceSizeClass`).
public enum UserInterfaceSizeClass: Sendable, Hashable, CaseIterable { case compact, regular }

/// The size of controls (SwiftUI `ControlSize`).
public enum ControlSize: Sendable, Hashable, CaseIterable { case mini, small, regular, large, extraLarge }

/// Bold text setting (SwiftUI `LegibilityWeight`).
public enum LegibilityWeight: Sendable, Hashable { case regular, bold }

/// Whether a list is being edited (SwiftUI `EditMode`); always `inactive` in a snapshot.
public enum EditMode: Sendable, Hashable {
    case inactive, transient, active
    public var isEditing: Bool { self != .inactive }
}

/// Whether the scene is in front (SwiftUI `ScenePhase`); `active` in a snapshot.
public enum ScenePhase: Sendable, Hashable { case background, inactive, active }

/// Why content is shown as placeholders (SwiftUI `RedactionReasons`).
public struct RedactionReasons: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1)
    public static let privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
}

/// Dismisses the current presentation (SwiftUI `DismissAction`); does nothing in a snapshot.
///
/// ```swift
/// @Environment(\.dismiss) private var dismiss
/// Button("Done") { dismiss() }
/// ```
public struct DismissAction: Sendable {
    public init() {}
    public func callAsFunction() {}
}

/// Opens a URL (SwiftUI `OpenURLAction`); does nothing in a snapshot.
public struct OpenURLAction: Sendable {
    public init() {}
    public func callAsFunction(_ url: URL) {}
}
