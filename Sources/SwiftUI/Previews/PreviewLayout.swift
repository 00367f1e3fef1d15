/// The container a preview is drawn in (SwiftUI `PreviewLayout`), set with `previewLayout(_:)`.
///
/// ```swift
/// LandmarkRow(landmark: .sample).previewLayout(.fixed(width: 300, height: 70))
/// ```
public enum PreviewLayout: Sendable, Hashable {
    /// The device's screen (the default).
    case device
    /// As small as the view fits in, offered the device's size.
    case sizeThatFits
    /// A container of this size, the view centred in it.
    case fixed(width: CGFloat, height: CGFloat)
}

/// The device a preview is drawn on (SwiftUI `PreviewDevice`), by Xcode's name for it.
///
/// ```swift
/// LandmarkList().previewDevice("iPhone 16 Pro")
/// LandmarkList().previewDevice(PreviewDevice(rawValue: "iPad Pro (11-inch)"))
/// ```
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    /// The device's name or model, as Xcode lists it.
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral: String) { self.init(rawValue: stringLiteral) }
}

/// The platform a `PreviewProvider` asks to be previewed on (SwiftUI `PreviewPlatform`).
///
/// ```swift
/// static var platform: PreviewPlatform? { .iOS }
/// ```
public enum PreviewPlatform: Sendable, Hashable {
    case iOS, macOS, tvOS, watchOS
}

/// Which way up the device is (SwiftUI `InterfaceOrientation`), set with `previewInterfaceOrientation(_:)`.
///
/// ```swift
/// LandmarkDetail(landmark: .sample).previewInterfaceOrientation(.landscapeLeft)
/// ```
public struct InterfaceOrientation: CaseIterable, Identifiable, Sendable, Hashable {
    /// The orientation's name: `portrait`, `landscapeLeft`…
    public let id: String

    private init(id: String) { self.id = id }

    /// Upright.
    public static let portrait = InterfaceOrientation(id: "portrait")
    /// Upside down.
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    /// On its side, its top on the left.
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    /// On its side, its top on the right.
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]

    /// Whether the device lies on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
