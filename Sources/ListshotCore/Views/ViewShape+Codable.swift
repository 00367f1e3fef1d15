/// A shape as JSON, in the compiler's form for enums (`{"circle": {}}`,
/// `{"roundedRectangle": {"cornerRadius": 8}}`), except that a custom path keeps every coordinate
/// exactly: `{"path": {"_0": [["M", 0, 0], ["L", 10.25, 0], ["Z"]], "viewBox": {…}}}`.
///
/// ``VectorPath``'s own coding is the display list's SVG text, rounded to 1/1000 pt; a screen
/// must read back as it was written, so its paths are written as numbers instead.
///
/// ```swift
/// let shape = try ScreenTransport.decode(ViewShape.self, from: ScreenTransport.encode(ViewShape.capsule))
/// ```
extension ViewShape: Codable {
    private enum CodingKeys: String, CodingKey { case rectangle, roundedRectangle, capsule, circle, ellipse, path }
    private enum RoundedKeys: String, CodingKey { case cornerRadius }
    private enum PathKeys: String, CodingKey { case commands = "_0", viewBox }
    private enum NoKeys: CodingKey {}

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.typeMismatch(ViewShape.self, DecodingError.Context(
                codingPath: container.codingPath, debugDescription: "Invalid number of keys found, expected one."))
        }
        switch key {
        case .rectangle: self = .rectangle
        case .capsule: self = .capsule
        case .circle: self = .circle
        case .ellipse: self = .ellipse
        case .roundedRectangle:
            let values = try container.nestedContainer(keyedBy: RoundedKeys.self, forKey: key)
            self = .roundedRectangle(cornerRadius: try values.decode(Double.self, forKey: .cornerRadius))
        case .path:
            let values = try container.nestedContainer(keyedBy: PathKeys.self, forKey: key)
            let commands = try values.decode([ExactPathCommand].self, forKey: .commands).map(\.command)
            self = .path(VectorPath(commands), viewBox: try values.decode(Size.self, forKey: .viewBox))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .rectangle: _ = container.nestedContainer(keyedBy: NoKeys.self, forKey: .rectangle)
        case .capsule: _ = container.nestedContainer(keyedBy: NoKeys.self, forKey: .capsule)
        case .circle: _ = container.nestedContainer(keyedBy: NoKeys.self, forKey: .circle)
        case .ellipse: _ = container.nestedContainer(keyedBy: NoKeys.self, forKey: .ellipse)
        case .roundedRectangle(let radius):
            var values = container.nestedContainer(keyedBy: RoundedKeys.self, forKey: .roundedRectangle)
            try values.encode(radius, forKey: .cornerRadius)
        case .path(let path, let viewBox):
            var values = container.nestedContainer(keyedBy: PathKeys.self, forKey: .path)
            try values.encode(path.commands.map(ExactPathCommand.init), forKey: .commands)
            try values.encode(viewBox, forKey: .viewBox)
        }
    }
}

/// One path command as a JSON array: its SVG letter, then its numbers at full precision
/// (`["C", 1, 2, 3, 4, 5.000001, 6]`).
private struct ExactPathCommand: Codable {
    var command: VectorPath.Command

    init(_ command: VectorPath.Command) { self.command = command }

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let letter = try container.decode(String.self)
        var numbers: [Double] = []
        while !container.isAtEnd, numbers.count < 6 { numbers.append(try container.decode(Double.self)) }
        let expected: Int
        switch letter {
        case "M", "L": expected = 2
        case "C": expected = 6
        case "Z": expected = 0
        default:
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "unknown path command '\(letter)'. Use M, L, C or Z."))
        }
        guard numbers.count == expected, container.isAtEnd else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "the path command '\(letter)' takes \(expected) numbers."))
        }
        switch letter {
        case "M": command = .move(numbers[0], numbers[1])
        case "L": command = .line(numbers[0], numbers[1])
        case "C": command = .cubic(numbers[0], numbers[1], numbers[2], numbers[3], numbers[4], numbers[5])
        default: command = .close
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        switch command {
        case .move(let x, let y): try container.encode("M"); try container.encode(x); try container.encode(y)
        case .line(let x, let y): try container.encode("L"); try container.encode(x); try container.encode(y)
        case .cubic(let a, let b, let c, let d, let e, let f):
            try container.encode("C")
            for value in [a, b, c, d, e, f] { try container.encode(value) }
        case .close: try container.encode("Z")
        }
    }
}
