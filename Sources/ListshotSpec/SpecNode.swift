import ListshotCore
import ListshotText
import Yams

/// A YAML node with its key path and file, giving typed values or errors that point at it.
struct SpecNode {
    let node: Node
    let path: String
    let file: String

    func error(_ message: String) -> SpecError {
        SpecError(file: file, line: node.mark?.line, column: node.mark?.column, keyPath: path, message: message)
    }

    func child(_ node: Node, _ component: String) -> SpecNode {
        SpecNode(node: node, path: path.isEmpty ? component : "\(path).\(component)", file: file)
    }

    var kindName: String {
        switch node {
        case .scalar: return "a scalar"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        }
    }

    /// The entries of a mapping, rejecting keys outside `allowed` with a suggestion and, when given,
    /// `unknownKeyHelp` (otherwise the allowed keys are listed when none is near).
    func mapping(allowed: [String], unknownKeyHelp: String? = nil) throws(SpecError) -> [String: SpecNode] {
        guard case .mapping(let mapping) = node else {
            if let shape = keyWrittenAsValue(allowed: allowed) { throw shape }
            throw error("expected a mapping with keys \(Spelling.nameList(allowed, docs: Self.docs)), found \(kindName).")
        }
        var result: [String: SpecNode] = [:]
        for (keyNode, value) in mapping {
            guard let key = keyNode.string else {
                throw SpecNode(node: keyNode, path: path, file: file).error("keys must be strings.")
            }
            let keyed = SpecNode(node: keyNode, path: path.isEmpty ? key : "\(path).\(key)", file: file)
            guard allowed.contains(key) else {
                let suggestion = Spelling.closest(to: key, in: allowed).map { "Did you mean '\($0)'?" }
                let hint = unknownKeyHelp.map { help in [suggestion, help].compactMap { $0 }.joined(separator: " ") }
                    ?? Spelling.help(for: key, in: allowed, known: "Known keys", docs: Self.docs)
                throw keyed.error("unknown key. \(hint)")
            }
            result[key] = child(value, key)
        }
        return result
    }

    /// The items of a sequence.
    func sequence() throws(SpecError) -> [SpecNode] {
        guard case .sequence(let sequence) = node else { throw error("expected a list, found \(kindName).") }
        return sequence.enumerated().map { index, item in
            SpecNode(node: item, path: "\(path)[\(index)]", file: file)
        }
    }

    /// Text, which may hold line breaks and tabs but no other control characters (YAML escapes
    /// such as `"\e"` or `"\x07"` would otherwise reach terminals and reports).
    func string() throws(SpecError) -> String {
        guard case .scalar(let scalar) = node else { throw error("expected text, found \(kindName).") }
        if let bad = scalar.string.unicodeScalars.first(where: { $0.isControl && $0 != "\n" && $0 != "\t" }) {
            throw error("the text holds the control character U+\(SpecTextCheck.hex(bad.value)). Remove it; text may hold only printable characters, line breaks and tabs.")
        }
        return scalar.string
    }

    /// The largest magnitude of any number in a spec. Every number is checked against it as it is
    /// read, before it can reach layout or an integer conversion; keys then check their own ranges.
    static let maximumMagnitude = 100_000

    func int() throws(SpecError) -> Int {
        let value = try wholeNumber()
        guard value.magnitude <= Self.maximumMagnitude else { throw outOfRange(String(value)) }
        return value
    }

    /// Any whole number that fits an `Int`, before range checks.
    private func wholeNumber() throws(SpecError) -> Int {
        // Yams reads a signed zero (`-0`, `+0`) as no integer at all; it is 0.
        if case .scalar(let scalar) = node, Self.isSignedZero(scalar.string) { return 0 }
        guard case .scalar(let scalar) = node, let value = Self.plainInteger(scalar) ?? node.int else {
            if case .scalar = node, let float = node.float, float.isFinite, float == float.rounded() {
                throw outOfRange(describe)
            }
            throw error("expected a whole number, found '\(describe.shortened)'.")
        }
        return value
    }

    /// `-0`, `+0`, `-00`…: a sign followed by zeros only.
    static func isSignedZero(_ text: String) -> Bool {
        guard let sign = text.first, sign == "-" || sign == "+" else { return false }
        let digits = text.dropFirst()
        return !digits.isEmpty && digits.allSatisfy { $0 == "0" }
    }

    func double() throws(SpecError) -> Double {
        guard case .scalar(let scalar) = node, let value = Self.plainDecimal(scalar) ?? node.float else {
            throw error("expected a number, found '\(describe.shortened)'.")
        }
        guard value.isFinite else { throw error("'\(describe.shortened)' is not a finite number. Use a plain number such as 16.") }
        guard value.magnitude <= Double(Self.maximumMagnitude) else { throw outOfRange(describe) }
        return value == 0 ? 0 : value  // -0 is 0: nothing downstream sees a negative zero
    }

    /// Yams's `Node.float` of a plain scalar written with digits, `.`, `-` and `+` only (`16`,
    /// `-0.5`), read without the lowercasing and `_` removal Yams does first (Constructor.swift):
    /// such text has no `_`, `:` or `.inf`, so Yams ends in the same `Double(text)`. Nil for any
    /// other scalar, which ``double()`` leaves to Yams. A component's lengths are read at every use.
    static func plainDecimal(_ scalar: Node.Scalar) -> Double? {
        guard scalar.style == .plain || scalar.style == .any,
              scalar.string.utf8.allSatisfy({ (0x30...0x39).contains($0) || $0 == 0x2E || $0 == 0x2D || $0 == 0x2B }) else { return nil }
        return Double(scalar.string)
    }

    /// Yams's `Node.int` of a plain scalar that is `0` or an optional `-` and digits not starting
    /// with 0 (`12`, `-3`), read without Yams's `_` removal: with no radix prefix, no leading 0 (octal
    /// in YAML 1.1) and no `:`, Yams ends in the same `Int(text)`. Nil for any other scalar.
    static func plainInteger(_ scalar: Node.Scalar) -> Int? {
        guard scalar.style == .plain || scalar.style == .any else { return nil }
        let bytes = scalar.string.utf8
        let digits = bytes.first == 0x2D ? bytes.dropFirst() : bytes[...]
        guard let first = digits.first, digits.allSatisfy({ (0x30...0x39).contains($0) }),
              first != 0x30 || (digits.count == 1 && bytes.count == 1) else { return nil }
        return Int(scalar.string)
    }

    /// A whole number in `range`; `what` names the quantity in the message.
    func int(in range: ClosedRange<Int>, _ what: String) throws(SpecError) -> Int {
        let value = try int()
        guard range.contains(value) else { throw error("\(what) of \(value) is out of range; use \(range.lowerBound)…\(range.upperBound).") }
        return value
    }

    func outOfRange(_ text: String) -> SpecError {
        error("\(text.shortened) is out of range; numbers in a spec lie within ±\(Self.maximumMagnitude). Use a smaller value.")
    }

    /// A line limit: 0 (unlimited) up to 1000.
    func lineCount() throws(SpecError) -> Int {
        let count = try wholeNumber()
        guard count >= 0, count <= 1000 else {
            throw error("\(count) lines is out of range. Use 0 for unlimited lines, or a count up to 1000.")
        }
        return count
    }

    func bool() throws(SpecError) -> Bool {
        guard case .scalar(let scalar) = node, let value = Self.yamlBool(scalar) else {
            throw error("expected true or false, found '\(describe)'.")
        }
        return value
    }

    /// YAML 1.1 booleans as Yams's default resolver reads them: a plain scalar spelled exactly
    /// `true`, `True`, `TRUE`, `yes`, `on`… (and their negatives), or any capitalisation of
    /// those words under an explicit `!!bool` tag. Quoted text is never a boolean. (The one
    /// difference: the basic resolver cannot tell `!!str yes` from `yes`, so both read as true.)
    ///
    /// ```swift
    /// SpecNode.yamlBool(Node.Scalar("On"))                   // true
    /// SpecNode.yamlBool(Node.Scalar("true", .implicit, .doubleQuoted))  // nil
    /// ```
    static func yamlBool(_ scalar: Node.Scalar) -> Bool? {
        let text = scalar.string
        if scalar.tag.description == Tag.Name.bool.rawValue {
            switch text.lowercased() {
            case "true", "yes", "on": return true
            case "false", "no", "off": return false
            default: return nil
            }
        }
        guard scalar.style == .plain || scalar.style == .any else { return nil }
        switch text {
        case "true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON": return true
        case "false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF": return false
        default: return nil
        }
    }

    /// A value of a string-backed enum, listing the choices on error.
    func choice<T: RawRepresentable & CaseIterable>(_ type: T.Type) throws(SpecError) -> T where T.RawValue == String {
        let aliased = T.self as? any SpecAliases.Type
        let names = T.allCases.map(\.rawValue)
        // A value written as a key (`direction: { rtl: true }`): say it stands alone.
        if let shape = valueWrittenAsKey(names: names + (aliased?.aliasWords ?? [])) { throw shape }
        let text = try string()
        if let value = T(rawValue: text) { return value }
        // A word from iOS or SwiftUI for the same value (docs/specs.md, "Words from iOS and SwiftUI").
        if let value = aliased?.aliasValue(text) as? T { return value }
        let list = Spelling.nameList(names, docs: Self.docs)
        if let hint = aliased?.hintText(text) {
            throw error("'\(text.shortened)' is not one of \(list): \(hint)")
        }
        // Aliases are candidates too: `Light` is nearer `light` (day) than `night`.
        let hint = Spelling.closest(to: text, in: names + (aliased?.aliasWords ?? [])).map { " Did you mean '\($0)'?" } ?? ""
        throw error("'\(text.shortened)' is not one of \(list).\(hint)")
    }

    /// The scalar text, or the node kind, for messages.
    var describe: String {
        if case .scalar(let scalar) = node { return scalar.string }
        return kindName
    }
}

extension String {
    /// At most 40 characters, for quoting a value in a message.
    var shortened: String { count > 40 ? String(prefix(37)) + "…" : self }

    var trimmingTrailingSpace: String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
