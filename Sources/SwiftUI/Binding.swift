/// A reference to a value another view owns (SwiftUI `@Binding`).
///
/// ```swift
/// struct Row: View {
///     @Binding var isOn: Bool
///     var body: some View { Toggle("Sound", isOn: $isOn) }
/// }
/// Row(isOn: .constant(true))
/// ```
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get; setter = set
    }

    /// A binding that reads with `get` and writes with `set`, ignoring the transaction.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get; setter = { set($0, Transaction()) }
    }

    /// A binding that always reads `value` and ignores writes.
    ///
    /// ```swift
    /// Toggle("Airplane Mode", isOn: .constant(false))
    /// ```
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The same binding (`Binding(projectedValue: $x)`).
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value: `$settings.volume`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let getter = getter, setter = setter
        return Binding<Subject>(get: { getter()[keyPath: keyPath] },
                                set: { newValue in var whole = getter(); whole[keyPath: keyPath] = newValue; setter(whole) })
    }

    /// The binding with an animation; a snapshot does not animate.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

extension Binding {
    /// A binding to an optional's value, nil when the value is nil (SwiftUI's failable init).
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 })
    }

    /// A binding to an optional, from a binding to a value.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let new = $0 { base.wrappedValue = new } })
    }
}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

/// Bindings to each element: `ForEach($items) { $item in … }`.
extension Binding: Sequence, Collection, BidirectionalCollection, RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias Indices = DefaultIndices<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
    public typealias Index = Value.Index
    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
    public subscript(position: Index) -> Binding<Value.Element> {
        let whole = self
        return Binding<Value.Element>(get: { whole.wrappedValue[position] }, set: { whole.wrappedValue[position] = $0 })
    }
}

/// The context of a change (SwiftUI `Transaction`); carries nothing in a snapshot.
public struct Transaction: Sendable {
    public init() {}
    public var animation: Animation?
}
