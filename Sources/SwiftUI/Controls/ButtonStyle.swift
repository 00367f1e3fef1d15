internal import ListshotCore

/// What a button style draws from (SwiftUI `ButtonStyleConfiguration`): the label, the role, and
/// `isPressed` (never, in a snapshot).
public struct ButtonStyleConfiguration {
    /// The button's label as a view.
    public struct Label: View, PrimitiveView {
        let nodes: [ViewNode]
        public var body: Never { primitiveBody(Self.self) }
        func lower(in context: LoweringContext) -> [ViewNode] { nodes }
    }
    public let label: Label
    public let role: ButtonRole?
    public let isPressed = false
}

/// A style that draws a button from its configuration (SwiftUI `ButtonStyle`).
///
/// ```swift
/// struct Pill: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.padding().background(.tint, in: Capsule())
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A style that defines a button's whole interaction (SwiftUI `PrimitiveButtonStyle`); Listshot draws the built-in ones.
public protocol PrimitiveButtonStyle {}

/// A built-in button style's kind, for the environment.
protocol BuiltInButtonStyle: PrimitiveButtonStyle { var kind: ButtonStyleKind { get } }

/// The platform's style (SwiftUI `DefaultButtonStyle`): borderless on iOS, the label in the tint.
public struct DefaultButtonStyle: BuiltInButtonStyle { public init() {}; var kind: ButtonStyleKind { .automatic } }
/// The label as it is (SwiftUI `PlainButtonStyle`).
public struct PlainButtonStyle: BuiltInButtonStyle { public init() {}; var kind: ButtonStyleKind { .plain } }
/// No border, the label in the tint (SwiftUI `BorderlessButtonStyle`).
public struct BorderlessButtonStyle: BuiltInButtonStyle { public init() {}; var kind: ButtonStyleKind { .borderless } }
/// A tinted rounded rectangle behind the label (SwiftUI `BorderedButtonStyle`).
public struct BorderedButtonStyle: BuiltInButtonStyle { public init() {}; var kind: ButtonStyleKind { .bordered } }
/// The tint filling a rounded rectangle, the label white (SwiftUI `BorderedProminentButtonStyle`).
public struct BorderedProminentButtonStyle: BuiltInButtonStyle { public init() {}; var kind: ButtonStyleKind { .borderedProminent } }

extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { DefaultButtonStyle() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { PlainButtonStyle() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { BorderedButtonStyle() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// A custom ``ButtonStyle`` in effect, type-erased.
struct AnyButtonStyleBox {
    let makeBody: @MainActor (ButtonStyleConfiguration) -> AnyView
}

struct CustomButtonStyleKey: EnvironmentKey { static var defaultValue: AnyButtonStyleBox? { nil } }

extension View {
    /// The style of buttons inside: `.buttonStyle(.borderedProminent)`.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environmentWriter { values in
            values.listshot.buttonStyle = (style as? any BuiltInButtonStyle)?.kind ?? .automatic
            values[CustomButtonStyleKey.self] = nil
        }
    }

    /// Buttons inside drawn by your own style's `makeBody(configuration:)`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environmentWriter { values in
            values[CustomButtonStyleKey.self] = AnyButtonStyleBox(makeBody: { AnyView(style.makeBody(configuration: $0)) })
        }
    }
}
