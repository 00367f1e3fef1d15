/// A value a view owns (SwiftUI `@State`): in a snapshot, its initial value.
///
/// Writing to it is allowed (a view may set it in `init`); the body is evaluated once, so a
/// write after that changes nothing on screen.
///
/// ```swift
/// @State private var isOn = true
/// Toggle("Wi-Fi", isOn: $isOn)
/// ```
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let box: Box<Value>

    public init(wrappedValue value: Value) { box = Box(value) }
    public init(initialValue value: Value) { box = Box(value) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value: `$isOn`.
    public var projectedValue: Binding<Value> {
        let box = box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// A state that starts as nil.
    public init() { self.init(wrappedValue: nil) }
}

/// A mutable reference for the property wrappers that must write through a value type.
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
