internal import ListshotCore

/// A title with an icon (SwiftUI `Label`): the icon leading the title; in a list row the icon sits
/// in a fixed-width column tinted with the accent (``ControlMetrics/listIconColumn``).
///
/// ```swift
/// Label("Wi-Fi", systemImage: "wifi")
/// Label { Text("Ada") } icon: { Image("avatar") }
/// Label("Favourites", systemImage: "star").labelStyle(.iconOnly)
/// ```
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    let title: Title
    let icon: Icon

    /// A label of any title and icon views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title(); self.icon = icon()
    }

    public var body: Never { primitiveBody(Self.self) }

    func lower(in context: LoweringContext) -> [ViewNode] {
        let style = context.environment.listshot.labelStyle
        let inList = context.environment.listshot.isInsideList
        let titleNodes = style == .iconOnly ? [] : title.lowered(in: context)
        var iconNodes: [ViewNode] = []
        if style != .titleOnly {
            // A list row tints its labels' icons with the accent (iOS 17 Settings-style rows).
            let iconColor: ColorReference? = inList && context.environment.listshot.foreground == nil ? Controls.tint(context) : nil
            iconNodes = Controls.lower(icon, foreground: iconColor, in: context)
            if inList && !iconNodes.isEmpty {
                // The column grows with Dynamic Type as the symbol does (body's size over its 17 pt at
                // Large), and is never narrower than the icon.
                let scale = IOSTextStyle.body.metrics(at: context.environment.dynamicTypeSize.core).size / 17
                iconNodes = [Controls.single(iconNodes).modifier(.frame(ViewFrame(minWidth: ControlMetrics.listIconColumn * scale)))]
            }
        }
        let spacing: Double? = inList ? ControlMetrics.listIconSpacing : nil
        return [ViewNode.hstack(spacing: spacing, iconNodes + titleNodes).control("label")]
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label of a localized title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        title = Text(titleKey); icon = Image(systemName: name)
    }

    /// A label of a string title and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.title = Text(title); icon = Image(systemName: name)
    }

    /// A label of a localized title and an image of the asset catalog.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        title = Text(titleKey); icon = Image(name)
    }

    /// A label of a string title and an image of the asset catalog.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.title = Text(title); icon = Image(name)
    }
}

/// How labels inside draw (SwiftUI `LabelStyle`); Listshot draws the built-in styles.
public protocol LabelStyle {}
/// The built-in label style's kind, for the environment.
protocol BuiltInLabelStyle: LabelStyle { var kind: LabelStyleKind { get } }

/// The platform's label style (SwiftUI `DefaultLabelStyle`): icon and title.
public struct DefaultLabelStyle: BuiltInLabelStyle { public init() {}; var kind: LabelStyleKind { .automatic } }
/// Only the icon (SwiftUI `IconOnlyLabelStyle`).
public struct IconOnlyLabelStyle: BuiltInLabelStyle { public init() {}; var kind: LabelStyleKind { .iconOnly } }
/// Only the title (SwiftUI `TitleOnlyLabelStyle`).
public struct TitleOnlyLabelStyle: BuiltInLabelStyle { public init() {}; var kind: LabelStyleKind { .titleOnly } }
/// Icon and title (SwiftUI `TitleAndIconLabelStyle`).
public struct TitleAndIconLabelStyle: BuiltInLabelStyle { public init() {}; var kind: LabelStyleKind { .titleAndIcon } }

extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { DefaultLabelStyle() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() } }

extension View {
    /// The style of labels inside: `.labelStyle(.iconOnly)`. A custom style draws as the default.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environmentWriter { values in
            values.listshot.labelStyle = (style as? any BuiltInLabelStyle)?.kind ?? .automatic
        }
    }
}
