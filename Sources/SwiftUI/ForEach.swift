internal import ListshotCore

/// A view for each element of a collection (SwiftUI `ForEach`): a range, `id: \.self`, or
/// `Identifiable` elements. Each element's views join the parent's children.
///
/// ```swift
/// ForEach(landmarks) { landmark in LandmarkRow(landmark: landmark) }
/// ForEach(0..<3, id: \.self) { Text("Row \($0)") }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: KeyPath<Data.Element, ID>?

    init(data: Data, id: KeyPath<Data.Element, ID>?, content: @escaping (Data.Element) -> Content) {
        self.data = data; self.id = id; self.content = content
    }
}

extension ForEach: View, PrimitiveView where Content: View {
    public var body: Never { primitiveBody(Self.self) }

    func lower(in context: LoweringContext) -> [ViewNode] {
        data.flatMap { element in content(element).lowered(in: context) }
    }

    /// One view per element, each element's own `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) where ID == Data.Element.ID, Data.Element: Identifiable {
        self.init(data: data, id: \Data.Element.id, content: content)
    }

    /// One view per element, identified by the key path.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: id, content: content)
    }

    /// One view per index of a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) where Data == Range<Int>, ID == Int {
        self.init(data: data, id: \Int.self, content: content)
    }
}
