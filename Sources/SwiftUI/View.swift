/// A piece of user interface (SwiftUI `View`): a type that describes its content in `body`.
///
/// Listshot evaluates `body` once, with the environment of the snapshot, and lays the result out
/// with SwiftUI's rules (docs/swiftui.md).
///
/// ```swift
/// struct Greeting: View {
///     var name: String
///     var body: some View { Text("Hello, \(name)").padding() }
/// }
/// ```
@MainActor @preconcurrency
public protocol View {
    /// The type of view `body` returns.
    associatedtype Body: View
    /// The view's content.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    /// A `Never` has no body: there is no value to ask.
    public var body: Never { self }
}
