/// Display items encode flat, as `{"id": …, "type": "rect", …the primitive's fields}`
/// (a `pushTransform` as `{"id": …, "type": "pushTransform", "translation": {x, y}, "scale": …}`).
extension DisplayItem: Codable {
    private enum CodingKeys: String, CodingKey { case id, type, opacity }

    private enum Kind: String, Codable {
        case rect, ellipse, line, path, image, shadow, text, pushClip, popClip, pushOpacity, popOpacity, pushTransform, popTransform
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        switch try container.decode(Kind.self, forKey: .type) {
        case .rect: primitive = .rect(try RectPrimitive(from: decoder))
        case .ellipse: primitive = .ellipse(try EllipsePrimitive(from: decoder))
        case .line: primitive = .line(try LinePrimitive(from: decoder))
        case .path: primitive = .path(try PathPrimitive(from: decoder))
        case .image: primitive = .image(try ImagePrimitive(from: decoder))
        case .shadow: primitive = .shadow(try ShadowPrimitive(from: decoder))
        case .text: primitive = .text(try TextPrimitive(from: decoder))
        case .pushClip: primitive = .pushClip(try ClipPrimitive(from: decoder))
        case .popClip: primitive = .popClip
        case .pushOpacity: primitive = .pushOpacity(try container.decode(Double.self, forKey: .opacity))
        case .popOpacity: primitive = .popOpacity
        case .pushTransform: primitive = .pushTransform(try Transform(from: decoder))
        case .popTransform: primitive = .popTransform
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        switch primitive {
        case .rect(let p): try container.encode(Kind.rect, forKey: .type); try p.encode(to: encoder)
        case .ellipse(let p): try container.encode(Kind.ellipse, forKey: .type); try p.encode(to: encoder)
        case .line(let p): try container.encode(Kind.line, forKey: .type); try p.encode(to: encoder)
        case .path(let p): try container.encode(Kind.path, forKey: .type); try p.encode(to: encoder)
        case .image(let p): try container.encode(Kind.image, forKey: .type); try p.encode(to: encoder)
        case .shadow(let p): try container.encode(Kind.shadow, forKey: .type); try p.encode(to: encoder)
        case .text(let p): try container.encode(Kind.text, forKey: .type); try p.encode(to: encoder)
        case .pushClip(let p): try container.encode(Kind.pushClip, forKey: .type); try p.encode(to: encoder)
        case .popClip: try container.encode(Kind.popClip, forKey: .type)
        case .pushOpacity(let o):
            try container.encode(Kind.pushOpacity, forKey: .type)
            try container.encode(o, forKey: .opacity)
        case .popOpacity: try container.encode(Kind.popOpacity, forKey: .type)
        case .pushTransform(let t): try container.encode(Kind.pushTransform, forKey: .type); try t.encode(to: encoder)
        case .popTransform: try container.encode(Kind.popTransform, forKey: .type)
        }
    }
}
