internal import ListshotCore

/// How lines of text align (SwiftUI `TextAlignment`).
public enum TextAlignment: Sendable, Hashable, CaseIterable { case leading, center, trailing }

/// Where views line up across a vertical stack (SwiftUI `HorizontalAlignment`).
///
/// ```swift
/// VStack(alignment: .leading) { Text("Title"); Text("Subtitle") }
/// ```
public struct HorizontalAlignment: Sendable, Hashable {
    let core: ListshotCore.HorizontalAlignment
    public static let leading = HorizontalAlignment(core: .leading)
    public static let center = HorizontalAlignment(core: .center)
    public static let trailing = HorizontalAlignment(core: .trailing)
    public static let listRowSeparatorLeading = HorizontalAlignment(core: .leading)
    public static let listRowSeparatorTrailing = HorizontalAlignment(core: .trailing)
}

/// Where views line up across a horizontal stack (SwiftUI `VerticalAlignment`).
///
/// ```swift
/// HStack(alignment: .firstTextBaseline) { Text("£240").font(.title); Text("per night") }
/// ```
public struct VerticalAlignment: Sendable, Hashable {
    let core: ListshotCore.VerticalAlignment
    public static let top = VerticalAlignment(core: .top)
    public static let center = VerticalAlignment(core: .center)
    public static let bottom = VerticalAlignment(core: .bottom)
    public static let firstTextBaseline = VerticalAlignment(core: .firstTextBaseline)
    public static let lastTextBaseline = VerticalAlignment(core: .lastTextBaseline)
}

/// Where a view sits in a frame or a `ZStack` (SwiftUI `Alignment`).
///
/// ```swift
/// ZStack(alignment: .topTrailing) { avatar; badge }
/// ```
public struct Alignment: Sendable, Hashable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) { self.horizontal = horizontal; self.vertical = vertical }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)

    var core: ListshotCore.Alignment { ListshotCore.Alignment(horizontal: horizontal.core, vertical: vertical.core) }
}

/// An edge of a rectangle (SwiftUI `Edge`), and sets of them for `padding(_:_:)`.
public enum Edge: Int8, Sendable, Hashable, CaseIterable {
    case top, leading, bottom, trailing

    /// Several edges (SwiftUI `Edge.Set`).
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { self.rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// Insets on each edge (SwiftUI `EdgeInsets`); leading and trailing follow the layout direction.
///
/// ```swift
/// .listRowInsets(EdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20))
/// ```
public struct EdgeInsets: Sendable, Hashable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    var core: ListshotCore.EdgeInsets {
        ListshotCore.EdgeInsets(top: Double(top), leading: Double(leading), bottom: Double(bottom), trailing: Double(trailing))
    }
}

/// A horizontal or vertical axis (SwiftUI `Axis`).
public enum Axis: Int8, Sendable, Hashable, CaseIterable {
    case horizontal, vertical

    /// Both or either axis (SwiftUI `Axis.Set`).
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// A point in a unit square (SwiftUI `UnitPoint`), for gradients and anchors.
public struct UnitPoint: Sendable, Hashable {
    public var x: CGFloat, y: CGFloat
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public init() { self.init(x: 0, y: 0) }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// An angle (SwiftUI `Angle`).
public struct Angle: Sendable, Hashable, Comparable {
    public var radians: Double
    public var degrees: Double { get { radians * 180 / .pi } set { radians = newValue * .pi / 180 } }
    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    public static func radians(_ value: Double) -> Angle { Angle(radians: value) }
    public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }
    public static let zero = Angle()
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

/// Fit or fill (SwiftUI `ContentMode`).
public enum ContentMode: Sendable, Hashable, CaseIterable {
    case fit, fill
    var core: ListshotCore.ContentMode { self == .fit ? .aspectFit : .aspectFill }
}

/// An animation (SwiftUI `Animation`); a still image does not animate.
public struct Animation: Sendable, Hashable {
    public static let `default` = Animation()
    public static let linear = Animation()
    public static let easeIn = Animation()
    public static let easeOut = Animation()
    public static let easeInOut = Animation()
    public static let spring = Animation()
    public static let bouncy = Animation()
    public static let smooth = Animation()
    public static let snappy = Animation()
    public static func linear(duration: Double) -> Animation { Animation() }
    public static func easeIn(duration: Double) -> Animation { Animation() }
    public static func easeOut(duration: Double) -> Animation { Animation() }
    public static func easeInOut(duration: Double) -> Animation { Animation() }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation { Animation() }
    public static func spring(duration: Double, bounce: Double = 0) -> Animation { Animation() }
    public func delay(_ delay: Double) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` without animation in a snapshot (SwiftUI `withAnimation`).
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { try body() }
