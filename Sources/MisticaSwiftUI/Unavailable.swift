import SwiftUI

// MisticaSwiftUI components Listshot does not draw (docs/mistica.md, "SwiftUI API", "Not available"): declared
// unavailable, so a use fails to compile naming the component and the doc. Each is a view of
// Telefonica/mistica-ios `Sources/MisticaSwiftUI/<path>` (the stored versions listed by `find_files`).
// Mistica's `Stepper` is not declared: it would hide SwiftUI's own `Stepper`, which Listshot draws.

/// Mistica `MisticaButton` (`Components/Button/MisticaButton.swift`): not drawn by Listshot.
///
/// ```swift
/// MisticaButton()   // error: 'MisticaButton' is unavailable: Listshot does not draw MisticaButton yet (docs/mistica.md, "SwiftUI API")
/// ```
@available(*, unavailable, message: "Listshot does not draw MisticaButton yet (docs/mistica.md, \"SwiftUI API\")")
public struct MisticaButton: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

/// Mistica `MisticaButtonStyle` (`Components/Button/MisticaButtonStyle.swift`): not drawn by Listshot.
///
/// ```swift
/// MisticaButtonStyle()   // error: 'MisticaButtonStyle' is unavailable: Listshot does not draw MisticaButtonStyle yet (docs/mistica.md, "SwiftUI API")
/// ```
@available(*, unavailable, message: "Listshot does not draw MisticaButtonStyle yet (docs/mistica.md, \"SwiftUI API\")")
public struct MisticaButtonStyle: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

/// Mistica `Callout` (`Components/Callout/Callout.swift`): not drawn by Listshot.
///
/// ```swift
/// Callout()   // error: 'Callout' is unavailable: Listshot does not draw Callout yet (docs/mistica.md, "SwiftUI API")
/// ```
@available(*, unavailable, message: "Listshot does not draw Callout yet (docs/mistica.md, \"SwiftUI API\")")
public struct Callout: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

/// Mistica `DataCard` (`Components/Cards/DataCard.swift`): not drawn by Listshot.
///
/// ```swift
/// DataCard()   // error: 'DataCard' is unavailable: Listshot does not draw DataCard yet (docs/mistica.md, "SwiftUI API")
/// ```
@available(*, unavailable, message: "Listshot does not draw DataCard yet (docs/mistica.md, \"SwiftUI API\")")
public struct DataCard: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

/// Mistica `PosterCard` (`Components/Cards/PosterCard/PosterCard.swift`): not drawn by Listshot.
///
/// ```swift
/// PosterCard()   // error: 'PosterCard' is unavailable: Listshot does not draw PosterCard yet (docs/mistica.md, "SwiftUI API")
/// ```
@available(*, unavailable, message: "Listshot does not draw PosterCard yet (docs/mistica.md, \"SwiftUI API\")")
public struct PosterCard: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

/// Mistica `SnapCard` (`Components/Cards/SnapCard/SnapCard.swift`): not drawn by Listshot.
///
/// ```swift
/// SnapCard()   // error: 'SnapCard' is unavailable: Listshot does not draw SnapCard yet (docs/mistica.md, "SwiftUI API")
/// ```
@available(*, unavailable, message: "Listshot does not draw SnapCard yet (docs/mistica.md, \"SwiftUI API\")")
public struct SnapCard: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

/// Mistica `Carousel` (`Components/Carousel/Carousel.swift`): not drawn by Listshot.
///
/// ```swift
/// Carousel()   // error: 'Carousel' is unavailable: Listshot does not draw Carousel yet (docs/mistica.md, "SwiftUI API")
/// ```
@available(*, unavailable, message: "Listshot does not draw Carousel yet (docs/mistica.md, \"SwiftUI API\")")
public struct Carousel: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

/// Mistica `PageControl` (`Components/Carousel/PageControl.swift`): not drawn by Listshot.
///
/// ```swift
/// PageControl()   // error: 'PageControl' is unavailable: Listshot does not draw PageControl yet (docs/mistica.md, "SwiftUI API")
/// ```
@available(*, unavailable, message: "Listshot does not draw PageControl yet (docs/mistica.md, \"SwiftUI API\")")
public struct PageControl: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

/// Mistica `Checkbox` (`Components/Checkbox/Checkbox.swift`): not drawn by Listshot.
///
/// ```swift
/// Checkbox()   // error: 'Checkbox' is unavailable: Listshot does not draw Checkbox yet (docs/mistica.md, "SwiftUI API")
/// ```
@available(*, unavailable, message: "Listshot does not draw Checkbox yet (docs/mistica.md, \"SwiftUI API\")")
public struct Checkbox: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

/// Mistica `Chip` (`Components/Chip/Chip.swift`): not drawn by Listshot.
///
/// ```swift
/// Chip()   // error: 'Chip' is unavailable: Listshot does not draw Chip yet (docs/mistica.md, "SwiftUI API")
/// ```
@available(*, unavailable, message: "Listshot does not draw Chip yet (docs/mistica.md, \"SwiftUI API\")")
public struct Chip: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

/// Mistica `EmptyState` (`Components/EmptyState/EmptyState.swift`): not drawn by Listshot.
///
/// ```swift
/// EmptyState()   // error: 'EmptyState' is unavailable: Listshot does not draw EmptyState yet (docs/mistica.md, "SwiftUI API")
/// ```
@available(*, unavailable, message: "Listshot does not draw EmptyState yet (docs/mistica.md, \"SwiftUI API\")")
public struct EmptyState: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

/// Mistica `Feedback` (`Components/Feedback/Feedback.swift`): not drawn by Listshot.
///
/// ```swift
/// Feedback()   // error: 'Feedback' is unavailable: Listshot does not draw Feedback yet (docs/mistica.md, "SwiftUI API")
/// ```
@available(*, unavailable, message: "Listshot does not draw Feedback yet (docs/mistica.md, \"SwiftUI API\")")
public struct Feedback: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

/// Mistica `FormView` (`Components/Form/FormView.swift`): not drawn by Listshot.
///
/// ```swift
/// FormView()   // error: 'FormView' is unavailable: Listshot does not draw FormView yet (docs/mistica.md, "SwiftUI API")
/// ```
@available(*, unavailable, message: "Listshot does not draw FormView yet (docs/mistica.md, \"SwiftUI API\")")
public struct FormView: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

/// Mistica `Header` (`Components/Header/Header.swift`): not drawn by Listshot.
///
/// ```swift
/// Header()   // error: 'Header' is unavailable: Listshot does not draw Header yet (docs/mistica.md, "SwiftUI API")
/// ```
@available(*, unavailable, message: "Listshot does not draw Header yet (docs/mistica.md, \"SwiftUI API\")")
public struct Header: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

/// Mistica `InputField` (`Components/Inputfield/InputField.swift`): not drawn by Listshot.
///
/// ```swift
/// InputField()   // error: 'InputField' is unavailable: Listshot does not draw InputField yet (docs/mistica.md, "SwiftUI API")
/// ```
@available(*, unavailable, message: "Listshot does not draw InputField yet (docs/mistica.md, \"SwiftUI API\")")
public struct InputField: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

/// Mistica `RadioButton` (`Components/RadioButton/RadioButton.swift`): not drawn by Listshot.
///
/// ```swift
/// RadioButton()   // error: 'RadioButton' is unavailable: Listshot does not draw RadioButton yet (docs/mistica.md, "SwiftUI API")
/// ```
@available(*, unavailable, message: "Listshot does not draw RadioButton yet (docs/mistica.md, \"SwiftUI API\")")
public struct RadioButton: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

/// Mistica `Skeleton` (`Components/Skeletons/Skeleton.swift`): not drawn by Listshot.
///
/// ```swift
/// Skeleton()   // error: 'Skeleton' is unavailable: Listshot does not draw Skeleton yet (docs/mistica.md, "SwiftUI API")
/// ```
@available(*, unavailable, message: "Listshot does not draw Skeleton yet (docs/mistica.md, \"SwiftUI API\")")
public struct Skeleton: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

/// Mistica `Snackbar` (`Components/Snackbar/Snackbar.swift`): not drawn by Listshot.
///
/// ```swift
/// Snackbar()   // error: 'Snackbar' is unavailable: Listshot does not draw Snackbar yet (docs/mistica.md, "SwiftUI API")
/// ```
@available(*, unavailable, message: "Listshot does not draw Snackbar yet (docs/mistica.md, \"SwiftUI API\")")
public struct Snackbar: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

/// Mistica `Tabs` (`Components/Tabs/Tabs.swift`): not drawn by Listshot.
///
/// ```swift
/// Tabs()   // error: 'Tabs' is unavailable: Listshot does not draw Tabs yet (docs/mistica.md, "SwiftUI API")
/// ```
@available(*, unavailable, message: "Listshot does not draw Tabs yet (docs/mistica.md, \"SwiftUI API\")")
public struct Tabs: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}

/// Mistica `LoadErrorView` (`Components/ViewStates/LoadErrorView.swift`): not drawn by Listshot.
///
/// ```swift
/// LoadErrorView()   // error: 'LoadErrorView' is unavailable: Listshot does not draw LoadErrorView yet (docs/mistica.md, "SwiftUI API")
/// ```
@available(*, unavailable, message: "Listshot does not draw LoadErrorView yet (docs/mistica.md, \"SwiftUI API\")")
public struct LoadErrorView: View {
    /// Never callable: the type is unavailable.
    public init(_ arguments: Any...) {}
    public var body: Never { primitiveBody(Self.self) }
}
