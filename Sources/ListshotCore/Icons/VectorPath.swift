/// A vector outline: move, line, cubic Bézier and close commands in view-box units.
///
/// Encodes as a compact SVG-style string, e.g. `"M9 6L15 12L9 18"`.
///
/// ```swift
/// let chevron = VectorPath([.move(9, 6), .line(15, 12), .line(9, 18)])
/// ```
public struct VectorPath: Sendable, Hashable {
    public enum Command: Sendable, Hashable {
        case move(Double, Double)
        case line(Double, Double)
        case cubic(Double, Double, Double, Double, Double, Double)
        case close
    }

    public var commands: [Command]

    public init(_ commands: [Command]) { self.commands = commands }

    /// A circle approximated by four cubic arcs.
    public static func circle(cx: Double, cy: Double, r: Double) -> [Command] {
        let k = 0.5522847498 * r
        return [
            .move(cx + r, cy),
            .cubic(cx + r, cy + k, cx + k, cy + r, cx, cy + r),
            .cubic(cx - k, cy + r, cx - r, cy + k, cx - r, cy),
            .cubic(cx - r, cy - k, cx - k, cy - r, cx, cy - r),
            .cubic(cx + k, cy - r, cx + r, cy - k, cx + r, cy),
            .close,
        ]
    }

    /// The SVG path-data form of the commands.
    public var svgString: String {
        func n(_ v: Double) -> String {
            let r = (v * 1000).rounded() / 1000
            return r == r.rounded() && r.magnitude < 1e15 ? String(Int(r)) : String(r)
        }
        return commands.map { command in
            switch command {
            case .move(let x, let y): return "M\(n(x)) \(n(y))"
            case .line(let x, let y): return "L\(n(x)) \(n(y))"
            case .cubic(let a, let b, let c, let d, let e, let f):
                return "C\(n(a)) \(n(b)) \(n(c)) \(n(d)) \(n(e)) \(n(f))"
            case .close: return "Z"
            }
        }.joined()
    }

    /// Parses the output of ``svgString`` (absolute M, L, C and Z only).
    public init?(svgString: String) {
        var commands: [Command] = []
        var letter: Character?
        var numbers: [Double] = []
        var token = ""
        func flushToken() -> Bool {
            if token.isEmpty { return true }
            guard let v = Double(token) else { return false }
            numbers.append(v); token = ""
            return true
        }
        func flushCommand() -> Bool {
            guard let l = letter else { return numbers.isEmpty }
            switch (l, numbers.count) {
            case ("M", 2): commands.append(.move(numbers[0], numbers[1]))
            case ("L", 2): commands.append(.line(numbers[0], numbers[1]))
            case ("C", 6): commands.append(.cubic(numbers[0], numbers[1], numbers[2], numbers[3], numbers[4], numbers[5]))
            case ("Z", 0): commands.append(.close)
            default: return false
            }
            numbers = []
            return true
        }
        for ch in svgString {
            if "MLCZ".contains(ch) {
                guard flushToken(), flushCommand() else { return nil }
                letter = ch
            } else if ch == " " || ch == "," {
                guard flushToken() else { return nil }
            } else if ch == "-" && !token.isEmpty {
                guard flushToken() else { return nil }
                token = "-"
            } else {
                token.append(ch)
            }
        }
        guard flushToken(), flushCommand() else { return nil }
        self.commands = commands
    }
}

extension VectorPath: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let path = VectorPath(svgString: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "bad path data '\(text)'")
        }
        self = path
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(svgString)
    }
}
