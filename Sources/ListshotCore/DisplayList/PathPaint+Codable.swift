/// Path paints encode with named keys: `{"type": "fill", "color": "#RRGGBB"}` or
/// `{"type": "stroke", "color": "#RRGGBB", "width": 2}` (display-list format 2), and
/// `{"type": "erase"}` or `{"type": "erase", "width": 2}` (no colour).
extension PathPaint: Codable {
    private enum CodingKeys: String, CodingKey { case type, color, width }
    private enum Kind: String, Codable { case fill, stroke, erase }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(Kind.self, forKey: .type) {
        case .fill: self = .fill(try container.decode(RGBA.self, forKey: .color))
        case .stroke: self = .stroke(try container.decode(RGBA.self, forKey: .color), width: try container.decode(Double.self, forKey: .width))
        case .erase: self = .erase(width: try container.decodeIfPresent(Double.self, forKey: .width))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .fill(let color):
            try container.encode(Kind.fill, forKey: .type)
            try container.encode(color, forKey: .color)
        case .stroke(let color, let width):
            try container.encode(Kind.stroke, forKey: .type)
            try container.encode(color, forKey: .color)
            try container.encode(width, forKey: .width)
        case .erase(let width):
            try container.encode(Kind.erase, forKey: .type)
            try container.encodeIfPresent(width, forKey: .width)
        }
    }
}
