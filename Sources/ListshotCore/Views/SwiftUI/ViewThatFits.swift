/// SwiftUI `ViewThatFits(in:)`: shows the first child whose ideal size fits the offer along
/// `axes`, else the last.
///
/// ```swift
/// ViewThatFits(in: .horizontal) { Text("Add to basket"); Text("Add") }
/// ```
public struct ViewThatFits: ViewConvertible, Sendable, Hashable {
    /// The axes the fit is checked along.
    public var axes: ViewAxes
    /// The candidates, in order of preference.
    public var children: [ViewNode]

    /// The candidates `content` builds.
    ///
    /// ```swift
    /// ViewThatFits { HStack { Text("Ana"); Text("Online") }; Text("Ana") }
    /// ```
    public init(in axes: ViewAxes = .both, @ViewBuilder content: () throws -> [ViewNode]) rethrows {
        self.axes = axes; self.children = try content()
    }

    /// The same view as `ViewNode.viewThatFits(in:_:)`.
    ///
    /// ```swift
    /// ViewThatFits { Text("A") }.view == ViewNode.viewThatFits([ViewNode.text("A")])
    /// ```
    public var view: ViewNode { ViewNode.viewThatFits(in: axes, children) }
}

/// SwiftUI `GeometryReader`, in the form a value can hold: it takes all the space offered and
/// offers it to each child at its top-leading corner; a child uses the size through
/// `relativeFrame(width:height:alignment:)` (fractions of it), since a layout value cannot run
/// SwiftUI's `{ proxy in … }` closure.
///
/// ```swift
/// GeometryReader { Capsule().fill(.token("brand")).relativeFrame(width: 0.4, height: 1) }.frame(height: 8)
/// ```
public struct GeometryReader: ViewConvertible, Sendable, Hashable {
    /// The views offered the reader's size.
    public var children: [ViewNode]

    /// A reader of the views `content` builds.
    ///
    /// ```swift
    /// GeometryReader { Rectangle().relativeFrame(width: 0.5) }
    /// ```
    public init(@ViewBuilder content: () throws -> [ViewNode]) rethrows { self.children = try content() }

    /// The same view as `ViewNode.geometryReader(_:)`.
    ///
    /// ```swift
    /// GeometryReader { Text("A") }.view == ViewNode.geometryReader([ViewNode.text("A")])
    /// ```
    public var view: ViewNode { ViewNode.geometryReader(children) }
}
