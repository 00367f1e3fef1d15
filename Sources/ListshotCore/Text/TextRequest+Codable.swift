// The JSON form of a text request (docs/display-list.md): `truncationMode` is written only when
// it is not `tail`, and a request without it reads as tail, so display lists written before the
// field existed read unchanged and tail text writes the same bytes as before (format 2 stays).

extension TextRequest {
    private enum CodingKeys: String, CodingKey { case text, style, width, maxLines, alignment, direction, truncationMode }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(text: try container.decode(String.self, forKey: .text),
                  style: try container.decode(TextStyle.self, forKey: .style),
                  width: try container.decode(Double.self, forKey: .width),
                  maxLines: try container.decode(Int.self, forKey: .maxLines),
                  alignment: try container.decode(TextAlignment.self, forKey: .alignment),
                  direction: try container.decode(LayoutDirection.self, forKey: .direction),
                  truncationMode: try container.decodeIfPresent(TextTruncationMode.self, forKey: .truncationMode) ?? .tail)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(text, forKey: .text)
        try container.encode(style, forKey: .style)
        try container.encode(width, forKey: .width)
        try container.encode(maxLines, forKey: .maxLines)
        try container.encode(alignment, forKey: .alignment)
        try container.encode(direction, forKey: .direction)
        if truncationMode != .tail { try container.encode(truncationMode, forKey: .truncationMode) }
    }
}
