/// A value read from the environment (SwiftUI `@Environment`): `@Environment(\.colorScheme)`, or an
/// `@Observable` object put there with `.environment(object)`: `@Environment(Model.self)`.
///
/// ```swift
/// @Environment(\.dynamicTypeSize) private var size
/// var body: some View { if size.isAccessibilitySize { VStack { content } } else { HStack { content } } }
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let read: @MainActor (EnvironmentValues) -> Value

    /// The value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        nonisolated(unsafe) let keyPath = keyPath
        read = { $0[keyPath: keyPath] }
    }

    @MainActor public var wrappedValue: Value { read(EnvironmentValues.inEffect) }
}

extension Environment {
    /// The `@Observable` object of that type that `environment(_:)` put above.
    ///
    /// A missing object stops the snapshot, as it stops the app: put it with `.environment(Model())`.
    public init(_ type: Value.Type) where Value: AnyObject & Observable {
        read = { values in
            guard let object = values.object(of: Value.self) else {
                preconditionFailure("@Environment(\(Value.self).self) found no object: add .environment(\(Value.self)(…)) above the view")
            }
            return object
        }
    }

    /// The optional `@Observable` object of that type, nil when none was put above.
    public init<T: AnyObject & Observable>(_ type: T.Type) where Value == T? {
        read = { $0.object(of: T.self) }
    }
}

/// An `ObservableObject` a view above put in the environment (SwiftUI `@EnvironmentObject`).
///
/// A missing object stops the snapshot with a message naming it, as it stops the app.
///
/// ```swift
/// @EnvironmentObject var settings: SettingsModel
/// ```
@propertyWrapper @dynamicMemberLookup
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    public init() {}

    @MainActor public var wrappedValue: ObjectType {
        guard let object = EnvironmentValues.inEffect.object(of: ObjectType.self) else {
            preconditionFailure("@EnvironmentObject \(ObjectType.self) found no object: add .environmentObject(\(ObjectType.self)(…)) above the view")
        }
        return object
    }

    @MainActor public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Bindings to the object's properties: `$settings.volume`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    @MainActor public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        projectedValue[dynamicMember: keyPath]
    }
}

/// An `ObservableObject` a view is given (SwiftUI `@ObservedObject`).
///
/// ```swift
/// @ObservedObject var model: ProfileModel
/// TextField("Name", text: $model.name)
/// ```
@propertyWrapper @dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public var wrappedValue: ObjectType
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }
    public var projectedValue: EnvironmentObject<ObjectType>.Wrapper { .init(object: wrappedValue) }
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        projectedValue[dynamicMember: keyPath]
    }
}

/// An `ObservableObject` a view owns (SwiftUI `@StateObject`), made once from its initial value.
///
/// ```swift
/// @StateObject private var model = InboxModel()
/// ```
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let make: () -> ObjectType
    private let box = Box<ObjectType?>(nil)

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { make = thunk }

    public var wrappedValue: ObjectType {
        if let object = box.value { return object }
        let object = make()
        box.value = object
        return object
    }

    public var projectedValue: EnvironmentObject<ObjectType>.Wrapper { .init(object: wrappedValue) }
}

/// Bindings to an `@Observable` object's properties (SwiftUI `@Bindable`).
///
/// ```swift
/// @Bindable var model: Profile
/// TextField("Name", text: $model.name)
/// ```
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public var projectedValue: Bindable<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

/// A value kept in user defaults (SwiftUI `@AppStorage`): in a snapshot, its default value.
///
/// ```swift
/// @AppStorage("showPreviews") private var showPreviews = true
/// ```
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let box: Box<Value>
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) { box = Box(wrappedValue) }
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    public var projectedValue: Binding<Value> {
        let box = box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String, store: UserDefaults? = nil) { self.init(wrappedValue: nil, key, store: store) }
}

/// A value kept per scene (SwiftUI `@SceneStorage`): in a snapshot, its default value.
public typealias SceneStorage = AppStorage

/// Which view has focus (SwiftUI `@FocusState`): nothing is focused in a snapshot.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    private let box: Box<Value>
    public init() where Value == Bool { box = Box(false) }
    public init<T: Hashable>() where Value == T? { box = Box(nil) }
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    public var projectedValue: Binding { Binding(box: box) }

    /// A binding to the focus, for `focused(_:equals:)`.
    public struct Binding {
        fileprivate let box: Box<Value>
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }
    }
}

/// A namespace for `matchedGeometryEffect` (SwiftUI `@Namespace`); a snapshot does not animate.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    public init() {}
    public var wrappedValue: ID { ID() }
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {}
}
