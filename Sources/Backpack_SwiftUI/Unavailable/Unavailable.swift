/// Backpack_SwiftUI API that Listshot does not draw yet (docs/backpack.md, "SwiftUI API", "Not available"): each use
/// fails to compile with its name and the page, rather than "cannot find in scope".
///
/// ```swift
/// BPKChip("Filter")   // error: 'BPKChip' is unavailable: Listshot does not draw BPKChip yet (docs/backpack.md)
/// ```

@available(*, unavailable, message: "Listshot does not draw BPKCarousel yet (docs/backpack.md)")
public struct BPKCarousel {}

@available(*, unavailable, message: "Listshot does not draw BPKChip yet (docs/backpack.md)")
public struct BPKChip {}

@available(*, unavailable, message: "Listshot does not draw BPKTextField yet (docs/backpack.md)")
public struct BPKTextField {}

@available(*, unavailable, message: "Listshot does not draw BPKTextArea yet (docs/backpack.md)")
public struct BPKTextArea {}

@available(*, unavailable, message: "Listshot does not draw BPKRating yet (docs/backpack.md)")
public struct BPKRating {}

@available(*, unavailable, message: "Listshot does not draw BPKStarRating yet (docs/backpack.md)")
public struct BPKStarRating {}

@available(*, unavailable, message: "Listshot does not draw BPKSwitch yet (docs/backpack.md)")
public struct BPKSwitch {}

@available(*, unavailable, message: "Listshot does not draw BPKMap yet (docs/backpack.md)")
public struct BPKMap {}

@available(*, unavailable, message: "Listshot does not draw BPKSpinner yet (docs/backpack.md)")
public struct BPKSpinner {}

@available(*, unavailable, message: "Listshot does not draw BPKSkeleton yet (docs/backpack.md)")
public struct BPKSkeleton {}

@available(*, unavailable, message: "Listshot does not draw BPKSlider yet (docs/backpack.md)")
public struct BPKSlider {}

@available(*, unavailable, message: "Listshot does not draw BPKBottomSheet yet (docs/backpack.md)")
public struct BPKBottomSheet {}

@available(*, unavailable, message: "Listshot does not draw BPKNudger yet (docs/backpack.md)")
public struct BPKNudger {}

@available(*, unavailable, message: "Listshot does not draw BPKCheckbox yet (docs/backpack.md)")
public struct BPKCheckbox {}

@available(*, unavailable, message: "Listshot does not draw BPKRadioButton yet (docs/backpack.md)")
public struct BPKRadioButton {}

@available(*, unavailable, message: "Listshot does not draw BPKPanel yet (docs/backpack.md)")
public struct BPKPanel {}

@available(*, unavailable, message: "Listshot does not draw BPKPrice yet (docs/backpack.md)")
public struct BPKPrice {}

@available(*, unavailable, message: "Listshot does not draw BPKInfoBanner yet (docs/backpack.md)")
public struct BPKInfoBanner {}

@available(*, unavailable, message: "Listshot does not draw BPKCalendar yet (docs/backpack.md)")
public struct BPKCalendar {}

@available(*, unavailable, message: "Listshot does not draw BPKSelect yet (docs/backpack.md)")
public struct BPKSelect {}

@available(*, unavailable, message: "Listshot does not draw BPKFloatingActionButton yet (docs/backpack.md)")
public struct BPKFloatingActionButton {}

@available(*, unavailable, message: "Listshot does not draw BPKProgressBar yet (docs/backpack.md)")
public struct BPKProgressBar {}

@available(*, unavailable, message: "Listshot does not draw BPKHorizontalNavigation yet (docs/backpack.md)")
public struct BPKHorizontalNavigation {}

@available(*, unavailable, message: "Listshot does not draw BPKAppSearchModal yet (docs/backpack.md)")
public struct BPKAppSearchModal {}

@available(*, unavailable, message: "Listshot does not draw BPKSearchInputSummary yet (docs/backpack.md)")
public struct BPKSearchInputSummary {}

@available(*, unavailable, message: "Listshot does not draw BPKSegmentedControl yet (docs/backpack.md)")
public struct BPKSegmentedControl {}

@available(*, unavailable, message: "Listshot does not draw BPKPageIndicator yet (docs/backpack.md)")
public struct BPKPageIndicator {}

@available(*, unavailable, message: "Listshot does not draw BPKFlare yet (docs/backpack.md)")
public struct BPKFlare {}

@available(*, unavailable, message: "Listshot does not draw BPKOverlay yet (docs/backpack.md)")
public struct BPKOverlay {}

@available(*, unavailable, message: "Listshot does not draw BPKDialog yet (docs/backpack.md)")
public struct BPKDialog {}

@available(*, unavailable, message: "Listshot does not draw BPKLink yet (docs/backpack.md)")
public struct BPKLink {}

@available(*, unavailable, message: "Listshot does not draw BPKNavigationView yet (docs/backpack.md)")
public struct BPKNavigationView {}

@available(*, unavailable, message: "Listshot does not draw BPKDividedCard yet (docs/backpack.md)")
public struct BPKDividedCard {}

@available(*, unavailable, message: "Listshot does not draw BPKCardWrapper yet (docs/backpack.md)")
public struct BPKCardWrapper {}

@available(*, unavailable, message: "Listshot does not draw BPKCloseButton yet (docs/backpack.md)")
public struct BPKCloseButton {}

@available(*, unavailable, message: "Listshot does not draw BPKAttributedText yet (docs/backpack.md)")
public struct BPKAttributedText {}

@available(*, unavailable, message: "Listshot does not draw BPKGraphicPromo yet (docs/backpack.md)")
public struct BPKGraphicPromo {}

@available(*, unavailable, message: "Listshot does not draw BPKBarChart yet (docs/backpack.md)")
public struct BPKBarChart {}

@available(*, unavailable, message: "Listshot does not draw BPKSnackbar yet (docs/backpack.md)")
public struct BPKSnackbar {}

@available(*, unavailable, message: "Listshot does not draw BPKToast yet (docs/backpack.md)")
public struct BPKToast {}
