/// A section header's padding as JSON: `{"edges": ["top", "leading"], "spacing": "base"}`, the edges
/// always in top, leading, bottom, trailing order, so one padding is always the same bytes (a `Set`
/// would write them in a different order in each process).
///
/// ```swift
/// let padding = try ScreenTransport.decode(BPKHeaderPadding.self, from: ScreenTransport.encode(BPKHeaderPadding()))
/// ```
extension BPKHeaderPadding: Codable {
    private enum CodingKeys: String, CodingKey { case edges, spacing }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(edges: Set(try container.decode([Edge].self, forKey: .edges)), spacing: try container.decode(BPKSpacing.self, forKey: .spacing))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Edge.allCases.filter(edges.contains), forKey: .edges)
        try container.encode(spacing, forKey: .spacing)
    }
}
