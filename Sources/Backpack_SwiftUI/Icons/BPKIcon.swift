package import ListshotCore
import SwiftUI

/// A Backpack icon (`Backpack-SwiftUI/Icons/Classes/BPKIcon.swift`): the names Listshot draws (docs/backpack.md, "SwiftUI API").
///
/// ```swift
/// BPKIconView(.star, size: .small)
/// ```
public struct BPKIcon: Sendable, Hashable {
    /// Backpack's icon name (`add-circle`).
    public let name: String
    let core: ListshotCore.Icon
    init(_ core: ListshotCore.Icon) { self.core = core; self.name = core.rawValue }

    /// `BPKIcon.Size`: small 16 pt, large 24 pt (`BPKIconView.swift`).
    public enum Size: Sendable, Hashable {
        case large, small
        /// The side in points.
        var points: Double { self == .large ? 24 : 16 }
    }

    public static let addCircle = BPKIcon(.addCircle)
    public static let arrowRight = BPKIcon(.arrowRight)
    public static let chevronRight = BPKIcon(.chevronRight)
    public static let chevronLeft = BPKIcon(.chevronLeft)
    public static let chevronUp = BPKIcon(.chevronUp)
    public static let chevronDown = BPKIcon(.chevronDown)
    public static let tick = BPKIcon(.check)
    public static let close = BPKIcon(.close)
    public static let informationCircle = BPKIcon(.info)
    public static let heart = BPKIcon(.heart)
    public static let star = BPKIcon(.star)
    public static let search = BPKIcon(.search)
    public static let account = BPKIcon(.user)
    public static let alarmBell = BPKIcon(.bell)
    public static let wifi = BPKIcon(.wifi)
    public static let call = BPKIcon(.phone)
    public static let home = BPKIcon(.home)
    public static let settings = BPKIcon(.settings)
    public static let card = BPKIcon(.card)
    public static let ellipsis = BPKIcon(.more)
    public static let plus = BPKIcon(.plus)
    public static let share = BPKIcon(.share)
}

/// Backpack's icon view (`Backpack-SwiftUI/Icons/Classes/BPKIconView.swift`): the icon at 16 or 24 pt in the foreground colour.
///
/// ```swift
/// BPKIconView(.star).foregroundColor(.coreAccentColor)
/// ```
public struct BPKIconView: View, DesignSystemPrimitiveView {
    let icon: BPKIcon
    let size: BPKIcon.Size

    /// The icon at `size` (default small, 16 pt).
    ///
    /// ```swift
    /// BPKIconView(.heart, size: .large)
    /// ```
    public init(_ icon: BPKIcon, size: BPKIcon.Size = .small) { self.icon = icon; self.size = size }
    /// The icon of a binding (the value now; a still image does not change it).
    public init(_ icon: Binding<BPKIcon>, size: BPKIcon.Size = .small) { self.init(icon.wrappedValue, size: size) }
    /// The icon at the size of a binding.
    public init(_ icon: BPKIcon, size: Binding<BPKIcon.Size>) { self.init(icon, size: size.wrappedValue) }
    /// Both from bindings.
    public init(_ icon: Binding<BPKIcon>, size: Binding<BPKIcon.Size>) { self.init(icon.wrappedValue, size: size.wrappedValue) }

    public var body: Never { primitiveBody(Self.self) }

    package func lower(in context: LoweringContext) -> [ViewNode] {
        context.requestTheme("backpack")
        // The colour is the environment's foreground (`renderingMode(.template)`), textPrimary where none is set.
        return [ViewNode(.icon(icon.core, size: size.points, color: nil))]
    }
}
