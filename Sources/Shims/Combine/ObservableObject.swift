// `import Combine` on Linux, as far as SwiftUI code uses it: `ObservableObject` and `@Published`
// (docs/swiftui.md). A snapshot evaluates a view once, so nothing is ever published; the values are
// the objects' current values.

/// An object a view observes (Combine `ObservableObject`); its `objectWillChange` never fires in a snapshot.
///
/// ```swift
/// final class Settings: ObservableObject { @Published var notifications = true }
/// ```
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher nobody listens to in a snapshot.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// The publisher of an ``ObservableObject`` (Combine `ObservableObjectPublisher`): `send()` does nothing in a snapshot.
///
/// ```swift
/// model.objectWillChange.send()
/// ```
public final class ObservableObjectPublisher: Sendable {
    public init() {}
    /// Announces a change; nothing re-renders in a snapshot.
    public func send() {}
}

/// A property of an ``ObservableObject`` that views read (Combine `@Published`).
///
/// ```swift
/// @Published var name = "Ada"
/// ```
@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(initialValue: Value) { self.wrappedValue = initialValue }
    /// The value as a publisher; it never publishes in a snapshot.
    public var projectedValue: Published<Value> {
        get { self }
        set { self = newValue }
    }
}

extension Published: Sendable where Value: Sendable {}
