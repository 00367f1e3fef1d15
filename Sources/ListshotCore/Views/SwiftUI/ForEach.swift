/// The views made from each element of a collection (SwiftUI `ForEach`); inside a stack it
/// expands to its views, in order, as SwiftUI's does. Element ids are positional, so `id:` is
/// accepted and not needed.
///
/// ```swift
/// VStack(alignment: .leading, spacing: 4) {
///     ForEach(["Milk", "Eggs"], id: \.self) { item in Text(item) }
/// }
/// ```
public struct ForEach: Sendable, Hashable {
    /// The views of every element, in order.
    public var views: [ViewNode]

    /// The views `content` makes of each element of `data`.
    ///
    /// ```swift
    /// ForEach(0..<3) { index in Text("Row \(index)") }
    /// ```
    public init<Data: RandomAccessCollection>(_ data: Data, @ViewBuilder content: (Data.Element) throws -> [ViewNode]) rethrows {
        var views: [ViewNode] = []
        for element in data { views += try content(element) }
        self.views = views
    }

    /// SwiftUI's `ForEach(_:id:content:)`; Listshot's ids are positions, so `id` is not used.
    ///
    /// ```swift
    /// ForEach(names, id: \.self) { name in Text(name) }
    /// ```
    public init<Data: RandomAccessCollection, ID: Hashable>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                             @ViewBuilder content: (Data.Element) throws -> [ViewNode]) rethrows {
        try self.init(data, content: content)
    }
}
