import SwiftUI

/// Backpack_SwiftUI API that Listshot does not draw yet (docs/backpack.md, "SwiftUI API", "Not available"): each use
/// fails to compile with its name and the page, rather than "cannot find in scope".
///
/// ```swift
/// BPKChip("Filter")   // error: 'BPKChip' is unavailable: Listshot does not draw BPKChip yet (docs/backpack.md)
/// ```

@available(*, unavailable, message: "Listshot does not draw BPKCarousel yet (docs/backpack.md)")
public struct BPKCarousel: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable, message: "Listshot does not draw BPKChip yet (docs/backpack.md)")
public struct BPKChip: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable, message: "Listshot does not draw BPKTextField yet (docs/backpack.md)")
public struct BPKTextField: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable, message: "Listshot does not draw BPKTextArea yet (docs/backpack.md)")
public struct BPKTextArea: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable, message: "Listshot does not draw BPKRating yet (docs/backpack.md)")
public struct BPKRating: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable, message: "Listshot does not draw BPKStarRating yet (docs/backpack.md)")
public struct BPKStarRating: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable, message: "Listshot does not draw BPKSwitch yet (docs/backpack.md)")
public struct BPKSwitch: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable, message: "Listshot does not draw BPKMap yet (docs/backpack.md)")
public struct BPKMap: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable, message: "Listshot does not draw BPKSpinner yet (docs/backpack.md)")
public struct BPKSpinner: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable, message: "Listshot does not draw BPKSkeleton yet (docs/backpack.md)")
public struct BPKSkeleton: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable, message: "Listshot does not draw BPKSlider yet (docs/backpack.md)")
public struct BPKSlider: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable, message: "Listshot does not draw BPKBottomSheet yet (docs/backpack.md)")
public struct BPKBottomSheet: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable, message: "Listshot does not draw BPKNudger yet (docs/backpack.md)")
public struct BPKNudger: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable, message: "Listshot does not draw BPKCheckbox yet (docs/backpack.md)")
public struct BPKCheckbox: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable, message: "Listshot does not draw BPKRadioButton yet (docs/backpack.md)")
public struct BPKRadioButton: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable, message: "Listshot does not draw BPKPanel yet (docs/backpack.md)")
public struct BPKPanel: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable, message: "Listshot does not draw BPKPrice yet (docs/backpack.md)")
public struct BPKPrice: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable, message: "Listshot does not draw BPKInfoBanner yet (docs/backpack.md)")
public struct BPKInfoBanner: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable, message: "Listshot does not draw BPKCalendar yet (docs/backpack.md)")
public struct BPKCalendar: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable, message: "Listshot does not draw BPKSelect yet (docs/backpack.md)")
public struct BPKSelect: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable, message: "Listshot does not draw BPKFloatingActionButton yet (docs/backpack.md)")
public struct BPKFloatingActionButton: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable, message: "Listshot does not draw BPKProgressBar yet (docs/backpack.md)")
public struct BPKProgressBar: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable, message: "Listshot does not draw BPKHorizontalNavigation yet (docs/backpack.md)")
public struct BPKHorizontalNavigation: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable, message: "Listshot does not draw BPKAppSearchModal yet (docs/backpack.md)")
public struct BPKAppSearchModal: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable, message: "Listshot does not draw BPKSearchInputSummary yet (docs/backpack.md)")
public struct BPKSearchInputSummary: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable, message: "Listshot does not draw BPKSegmentedControl yet (docs/backpack.md)")
public struct BPKSegmentedControl: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable, message: "Listshot does not draw BPKPageIndicator yet (docs/backpack.md)")
public struct BPKPageIndicator: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable, message: "Listshot does not draw BPKFlare yet (docs/backpack.md)")
public struct BPKFlare: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable, message: "Listshot does not draw BPKOverlay yet (docs/backpack.md)")
public struct BPKOverlay: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable, message: "Listshot does not draw BPKDialog yet (docs/backpack.md)")
public struct BPKDialog: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable, message: "Listshot does not draw BPKLink yet (docs/backpack.md)")
public struct BPKLink: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable, message: "Listshot does not draw BPKDividedCard yet (docs/backpack.md)")
public struct BPKDividedCard: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable, message: "Listshot does not draw BPKCardWrapper yet (docs/backpack.md)")
public struct BPKCardWrapper: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable, message: "Listshot does not draw BPKCloseButton yet (docs/backpack.md)")
public struct BPKCloseButton: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable, message: "Listshot does not draw BPKAttributedText yet (docs/backpack.md)")
public struct BPKAttributedText: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable, message: "Listshot does not draw BPKGraphicPromo yet (docs/backpack.md)")
public struct BPKGraphicPromo: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable, message: "Listshot does not draw BPKBarChart yet (docs/backpack.md)")
public struct BPKBarChart: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable, message: "Listshot does not draw BPKSnackbar yet (docs/backpack.md)")
public struct BPKSnackbar: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable, message: "Listshot does not draw BPKToast yet (docs/backpack.md)")
public struct BPKToast: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}
