// The JSON of rectangles and clips: `cornerCurve` is written only when it is `continuous`, so every
// display list without continuous corners keeps the bytes it had (docs/display-list.md).

extension RectPrimitive {
    private enum CodingKeys: String, CodingKey { case frame, cornerRadius, cornerCurve, fill, stroke }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(frame: try container.decode(Rect.self, forKey: .frame),
                  cornerRadius: try container.decode(Double.self, forKey: .cornerRadius),
                  cornerCurve: try container.decodeIfPresent(CornerCurve.self, forKey: .cornerCurve) ?? .circular,
                  fill: try container.decodeIfPresent(Paint.self, forKey: .fill),
                  stroke: try container.decodeIfPresent(Stroke.self, forKey: .stroke))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(frame, forKey: .frame)
        try container.encode(cornerRadius, forKey: .cornerRadius)
        if cornerCurve != .circular { try container.encode(cornerCurve, forKey: .cornerCurve) }
        try container.encodeIfPresent(fill, forKey: .fill)
        try container.encodeIfPresent(stroke, forKey: .stroke)
    }
}

extension ClipPrimitive {
    private enum CodingKeys: String, CodingKey { case frame, cornerRadius, cornerCurve }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(frame: try container.decode(Rect.self, forKey: .frame),
                  cornerRadius: try container.decode(Double.self, forKey: .cornerRadius),
                  cornerCurve: try container.decodeIfPresent(CornerCurve.self, forKey: .cornerCurve) ?? .circular)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(frame, forKey: .frame)
        try container.encode(cornerRadius, forKey: .cornerRadius)
        if cornerCurve != .circular { try container.encode(cornerCurve, forKey: .cornerCurve) }
    }
}
