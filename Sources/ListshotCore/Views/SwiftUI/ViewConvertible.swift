/// Anything that becomes one ``View``: `View` itself and the SwiftUI-named types (`Text`,
/// `HStack`, `Circle`…), so every modifier (`.padding()`, `.frame(…)`…) works on all of them.
///
/// Components are plain Swift functions (or types conforming to this protocol) that return a view:
///
/// ```swift
/// func Counter(count: Int) -> View {
///     Text("\(count)").font(.preset(2)).padding(.horizontal, 8).background(Capsule().fill(.token("brandLow")))
/// }
/// let row = HStack { Text("Inbox"); Spacer(); Counter(count: 3) }
/// ```
public protocol ViewConvertible {
    /// The view tree node this value stands for.
    ///
    /// ```swift
    /// Text("Hi").view == View.text("Hi")
    /// ```
    var view: View { get }
}

extension View: ViewConvertible {
    /// The view itself.
    ///
    /// ```swift
    /// View.text("Hi").view == View.text("Hi")
    /// ```
    public var view: View { self }
}
