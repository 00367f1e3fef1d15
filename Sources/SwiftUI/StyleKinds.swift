// The styles of lists and controls, as the environment carries them to the views inside.

/// A list style SwiftUI names (`.insetGrouped`…); `automatic` is iOS's default, inset grouped.
package enum ListStyleKind: Sendable, Hashable { case automatic, plain, insetGrouped, grouped, inset, sidebar }

/// A button style SwiftUI names; `automatic` is borderless.
package enum ButtonStyleKind: Sendable, Hashable { case automatic, plain, borderless, bordered, borderedProminent }

/// A toggle style SwiftUI names; `automatic` is the switch.
package enum ToggleStyleKind: Sendable, Hashable { case automatic, `switch`, button, checkbox }

/// A picker style SwiftUI names; `automatic` is the menu row in a list.
package enum PickerStyleKind: Sendable, Hashable { case automatic, menu, inline, segmented, wheel, navigationLink, palette }

/// A label style SwiftUI names; `automatic` shows the icon and the title.
package enum LabelStyleKind: Sendable, Hashable { case automatic, iconOnly, titleOnly, titleAndIcon }
