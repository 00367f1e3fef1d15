/// A fill: a solid colour or a linear gradient.
///
/// o2-new's `backgroundContainerBrand` is a gradient (docs/components.md §1.7), so every colour token
/// resolves to a `Paint`, not a bare `RGBA`.
///
/// ```swift
/// let brand = Paint.linearGradient(LinearGradient(angle: 180, stops: [
///     .init(color: RGBA(hex: "#00008C")!, location: 0),
///     .init(color: RGBA(hex: "#0A73EB")!, location: 1),
/// ]))
/// ```
public enum Paint: Sendable, Hashable {
    case solid(RGBA)
    case linearGradient(LinearGradient)

    /// A representative single colour (the solid colour, or the first stop).
    public var primaryColor: RGBA {
        switch self {
        case .solid(let c): return c
        case .linearGradient(let g): return g.stops.first?.color ?? .clear
        }
    }

    /// The paint with every colour's alpha multiplied by `opacity`.
    public func withOpacity(_ opacity: Double) -> Paint {
        switch self {
        case .solid(let c): return .solid(c.withOpacity(opacity))
        case .linearGradient(var g):
            g.stops = g.stops.map { GradientStop(color: $0.color.withOpacity(opacity), location: $0.location) }
            return .linearGradient(g)
        }
    }
}

/// A linear gradient across a frame.
///
/// `angle` follows CSS: 180 runs top to bottom, 90 runs leading to trailing.
public struct LinearGradient: Sendable, Hashable, Codable {
    public var angle: Double
    public var stops: [GradientStop]
    public init(angle: Double, stops: [GradientStop]) { self.angle = angle; self.stops = stops }
}

/// One colour stop of a gradient, `location` in 0…1.
public struct GradientStop: Sendable, Hashable, Codable {
    public var color: RGBA
    public var location: Double
    public init(color: RGBA, location: Double) { self.color = color; self.location = location }
}

extension Paint: Codable {
    private enum CodingKeys: String, CodingKey { case solid, linearGradient }

    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let color = try? single.decode(RGBA.self) {
            self = .solid(color)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self = .linearGradient(try container.decode(LinearGradient.self, forKey: .linearGradient))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .solid(let color):
            var container = encoder.singleValueContainer()
            try container.encode(color)
        case .linearGradient(let gradient):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(gradient, forKey: .linearGradient)
        }
    }
}
