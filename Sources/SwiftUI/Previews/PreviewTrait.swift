/// The namespace of `#Preview`'s traits (DeveloperToolsSupport `Preview`).
public struct Preview {
    /// The traits a preview of a view can have (`Preview.ViewTraits`).
    public enum ViewTraits {}
}

/// A customization of a `#Preview` (DeveloperToolsSupport `PreviewTrait`): its layout or orientation.
///
/// ```swift
/// #Preview(traits: .fixedLayout(width: 300, height: 200), .landscapeLeft) { Badge() }
/// ```
public struct PreviewTrait<T>: Sendable {
    let value: PreviewTraitValue

    init(_ value: PreviewTraitValue) { self.value = value }
}

/// What a ``PreviewTrait`` sets.
enum PreviewTraitValue: Sendable, Hashable {
    case layout(PreviewLayout)
    case orientation(InterfaceOrientation)
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The device's screen (the default): the same as ``PreviewLayout/device``.
    public static var defaultLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait(.layout(.device)) }

    /// As small as the view fits in, offered the device's size: the same as ``PreviewLayout/sizeThatFits``.
    public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait(.layout(.sizeThatFits)) }

    /// A container of this size, the view centred in it: the same as ``PreviewLayout/fixed(width:height:)``.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(.layout(.fixed(width: width, height: height)))
    }

    /// The device upright.
    public static var portrait: PreviewTrait<Preview.ViewTraits> { PreviewTrait(.orientation(.portrait)) }
    /// The device on its side, its top on the left.
    public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> { PreviewTrait(.orientation(.landscapeLeft)) }
    /// The device on its side, its top on the right.
    public static var landscapeRight: PreviewTrait<Preview.ViewTraits> { PreviewTrait(.orientation(.landscapeRight)) }
    /// The device upside down.
    public static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> { PreviewTrait(.orientation(.portraitUpsideDown)) }
}
