import Foundation

/// `printf`-style formatting for the format strings SwiftUI's `LocalizedStringKey` interpolation
/// makes (`%@`, `%lld`, `%ld`, `%d`, `%i`, `%u`, `%llu`, `%lu`, `%f`, `%.2f`, `%lf`, `%e`, `%g`,
/// `%x`, `%o`, `%c`, `%s`, `%%`), with flags, width, precision and positions (`%1$@`, `%2$lld`).
///
/// It never crashes and never reads past the arguments: a missing argument, an unknown specifier
/// or a width or precision above 256 leaves the specifier in the text as written; an argument of
/// the wrong kind is shown as it is (`%d` with "abc" gives "abc", `%f` with 3 gives "3.000000"); `%u`
/// and `%x` take a negative integer's bit pattern, as C does (docs/assets.md, "Formatting").
///
/// ```swift
/// StringFormat.format("%2$@ has %1$lld new messages", [.int(5), .string("Ana")])   // "Ana has 5 new messages"
/// StringFormat.format("%.1f%%", [.double(99.44)])                                  // "99.4%"
/// StringFormat.format("%@ and %@", ["one"])                                        // "one and %@"
/// ```
public enum StringFormat {
    static let fieldCap = 256

    public static func format(_ format: String, _ arguments: [FormatArgument]) -> String {
        let scalars = Array(format.unicodeScalars)
        var out = String.UnicodeScalarView()
        var next = 0
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            guard c == "%" else { out.append(c); i += 1; continue }
            guard let spec = Specifier.parse(scalars, at: i) else {
                out.append(c); i += 1; continue
            }
            let literal = String(String.UnicodeScalarView(scalars[i..<spec.end]))
            i = spec.end
            if spec.conversion == "%" { out.append("%"); continue }
            let index: Int
            if let position = spec.position { index = position - 1 } else { index = next; next += 1 }
            guard spec.width ?? 0 <= fieldCap, spec.precision ?? 0 <= fieldCap, arguments.indices.contains(index) else {
                out.append(contentsOf: literal.unicodeScalars); continue
            }
            out.append(contentsOf: spec.render(arguments[index]).unicodeScalars)
        }
        return String(out)
    }

    struct Specifier {
        var position: Int?
        var flags: String
        var width: Int?
        var precision: Int?
        var conversion: Unicode.Scalar
        var end: Int

        static let conversions: Set<Unicode.Scalar> = ["@", "d", "i", "u", "D", "U", "f", "F", "e", "E", "g", "G", "x", "X", "o", "O", "c", "C", "s", "S", "%"]

        /// The specifier starting at `start` (a `%`), or nil when what follows is not one.
        static func parse(_ s: [Unicode.Scalar], at start: Int) -> Specifier? {
            var i = start + 1
            func number() -> Int? {
                var value = 0, digits = 0
                while i < s.count, ("0"..."9").contains(s[i]) {
                    if digits < 6 { value = value * 10 + Int(s[i].value - 0x30) }
                    digits += 1; i += 1
                }
                return digits == 0 ? nil : digits > 6 ? Int.max : value
            }
            var position: Int?
            let save = i
            if let n = number(), i < s.count, s[i] == "$", n >= 1 { position = n; i += 1 } else { i = save }
            var flags = ""
            while i < s.count, "-+ 0#'".unicodeScalars.contains(s[i]) { if s[i] != "'" { flags.unicodeScalars.append(s[i]) }; i += 1 }
            let width = number()
            var precision: Int?
            if i < s.count, s[i] == "." { i += 1; precision = number() ?? 0 }
            while i < s.count, "hlqLzjt".unicodeScalars.contains(s[i]) { i += 1 }
            guard i < s.count, conversions.contains(s[i]) else { return nil }
            return Specifier(position: position, flags: flags, width: width, precision: precision, conversion: s[i], end: i + 1)
        }

        func render(_ argument: FormatArgument) -> String {
            switch conversion {
            case "d", "i", "D":
                switch argument {
                case .int(let v): return c("lld", v)
                case .uint(let v): return v <= UInt64(Int64.max) ? c("lld", Int64(v)) : c("llu", v)
                case .double(let v): return v.isFinite && v.rounded(.towardZero) == v && abs(v) < 9e18 ? c("lld", Int64(v)) : pad(argument.text)
                case .string(let s): return pad(s)
                }
            case "u", "U", "x", "X", "o", "O":
                let letter = conversion == "U" ? "u" : conversion == "O" ? "o" : String(conversion)
                switch argument {
                case .int(let v): return c("ll" + letter, UInt64(bitPattern: v))
                case .uint(let v): return c("ll" + letter, v)
                case .double(let v): return v.isFinite && v.rounded(.towardZero) == v && abs(v) < 9e18 ? c("ll" + letter, UInt64(bitPattern: Int64(v))) : pad(argument.text)
                case .string(let s): return pad(s)
                }
            case "f", "F", "e", "E", "g", "G":
                switch argument {
                case .double(let v): return c(String(conversion), v)
                case .int(let v): return c(String(conversion), Double(v))
                case .uint(let v): return c(String(conversion), Double(v))
                case .string(let s): return pad(s)
                }
            case "c", "C":
                if case .int(let v) = argument, let scalar = UInt32(exactly: v).flatMap(Unicode.Scalar.init) { return pad(String(scalar)) }
                return pad(argument.text)
            default:  // @, s, S
                var text = argument.text
                if let precision, conversion != "@" { text = String(text.prefix(precision)) }
                return pad(text)
            }
        }

        /// A C conversion built from the parsed (and capped) pieces only, so the format handed to
        /// `String(format:)` is always one this code wrote.
        private func c(_ conversion: String, _ value: any CVarArg) -> String {
            let format = "%" + flags + (width.map(String.init) ?? "") + (precision.map { ".\($0)" } ?? "") + conversion
            return String(format: format, locale: nil, value)
        }

        private func pad(_ text: String) -> String {
            guard let width, text.count < width else { return text }
            let padding = String(repeating: " ", count: width - text.count)
            return flags.contains("-") ? text + padding : padding + text
        }
    }
}
