/// A flexible space along its stack's axis (SwiftUI `Spacer`); `minLength` nil is the default
/// (``ViewLayoutDefaults/spacerMinLength``). Its stack sizes it after its siblings and puts no default spacing beside it.
///
/// ```swift
/// HStack { Text("Title"); Spacer(); Text("Now") }
/// ```
public struct Spacer: ViewConvertible, Sendable, Hashable {
    /// The shortest the spacer gets; nil is the default.
    public var minLength: Double?

    /// A spacer at least `minLength` long.
    ///
    /// ```swift
    /// Spacer(minLength: 0)
    /// ```
    public init(minLength: Double? = nil) { self.minLength = minLength }

    /// The same spacer as `ViewNode.spacer(minLength:)`.
    ///
    /// ```swift
    /// Spacer().view == ViewNode.spacer()
    /// ```
    public var view: ViewNode { ViewNode.spacer(minLength: minLength) }
}
