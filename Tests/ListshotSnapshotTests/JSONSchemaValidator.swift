import Foundation

/// A parsed JSON value that keeps booleans and numbers apart.
indirect enum JSONValue: Decodable, Equatable {
    case null, bool(Bool), number(Double), string(String), array([JSONValue]), object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([JSONValue].self) { self = .array(value) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }

    static func parse(_ data: Data) throws -> JSONValue { try JSONDecoder().decode(JSONValue.self, from: data) }

    /// A short rendering for messages: `2`, `"rect"`, `{…}`.
    var text: String {
        switch self {
        case .null: "null"
        case .bool(let value): String(value)
        case .number(let value): value == value.rounded() && value.magnitude < 1e15 ? String(Int64(value)) : String(value)
        case .string(let value): "\"\(value)\""
        case .array: "[…]"
        case .object: "{…}"
        }
    }

    subscript(key: String) -> JSONValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }
}

/// A JSON Schema (2020-12) validator for the keywords Listshot's published schemas use: `$ref` to
/// local `$defs`, `type`, `properties`, `required`, `additionalProperties`, `items`, `enum`,
/// `const`, `oneOf`, `minimum`, `exclusiveMinimum`, `maximum`, `multipleOf`, `pattern`, `minLength`, and boolean
/// schemas. An unknown keyword is reported, so the schema cannot outgrow what is checked.
struct JSONSchemaValidator {
    let root: JSONValue

    static let annotations: Set<String> = ["$schema", "$id", "title", "description", "$defs"]
    static let keywords: Set<String> = ["$ref", "type", "properties", "required", "additionalProperties", "items", "enum",
                                        "const", "oneOf", "minimum", "exclusiveMinimum", "maximum", "multipleOf", "pattern", "minLength"]

    /// Every violation of `instance`, as `path: what` lines; empty when valid.
    func errors(_ instance: JSONValue) -> [String] {
        var found: [String] = []
        check(instance, against: root, at: "$", into: &found)
        return found
    }

    private func resolve(_ ref: String) -> JSONValue? {
        guard ref.hasPrefix("#/") else { return nil }
        var node = root
        for part in ref.dropFirst(2).split(separator: "/") {
            guard let next = node[String(part)] else { return nil }
            node = next
        }
        return node
    }

    private func check(_ value: JSONValue, against schema: JSONValue, at path: String, into found: inout [String]) {
        if case .bool(let allowed) = schema {
            if !allowed { found.append("\(path): not allowed") }
            return
        }
        guard case .object(let rules) = schema else { found.append("\(path): schema is not an object"); return }
        for key in rules.keys where !Self.keywords.contains(key) && !Self.annotations.contains(key) {
            found.append("\(path): schema keyword '\(key)' is not supported by this validator")
        }
        if case .string(let ref)? = rules["$ref"] {
            guard let target = resolve(ref) else { found.append("\(path): unresolved \(ref)"); return }
            check(value, against: target, at: path, into: &found)
        }
        if case .string(let type)? = rules["type"], !Self.matches(value, type: type) {
            found.append("\(path): expected \(type)")
            return
        }
        if case .array(let options)? = rules["enum"], !options.contains(value) {
            found.append("\(path): \(value.text) is not one of the allowed values")
        }
        if let constant = rules["const"], constant != value {
            found.append("\(path): \(value.text) is not \(constant.text)")
        }
        if case .number(let number) = value {
            if case .number(let minimum)? = rules["minimum"], number < minimum { found.append("\(path): \(number) < \(minimum)") }
            if case .number(let minimum)? = rules["exclusiveMinimum"], number <= minimum { found.append("\(path): \(number) <= \(minimum)") }
            if case .number(let maximum)? = rules["maximum"], number > maximum { found.append("\(path): \(number) > \(maximum)") }
            if case .number(let step)? = rules["multipleOf"] {
                // Exact for decimal steps: 25.227 passes 0.001, 31.00000000000003 does not.
                let inverse = (1 / step).rounded()
                if (number * inverse).rounded() / inverse != number { found.append("\(path): \(number) is not a multiple of \(step)") }
            }
        }
        if case .string(let text) = value {
            if case .number(let minLength)? = rules["minLength"], Double(text.count) < minLength { found.append("\(path): too short") }
            if case .string(let pattern)? = rules["pattern"], text.range(of: pattern, options: .regularExpression) == nil {
                found.append("\(path): '\(text)' does not match \(pattern)")
            }
        }
        if case .object(let object) = value {
            let properties: [String: JSONValue]
            if case .object(let given)? = rules["properties"] { properties = given } else { properties = [:] }
            if case .array(let required)? = rules["required"] {
                for case .string(let key) in required where object[key] == nil { found.append("\(path).\(key): required") }
            }
            for (key, child) in object {
                if let property = properties[key] {
                    check(child, against: property, at: "\(path).\(key)", into: &found)
                } else if let additional = rules["additionalProperties"] {
                    check(child, against: additional, at: "\(path).\(key)", into: &found)
                }
            }
        }
        if case .array(let array) = value, let items = rules["items"] {
            for (index, element) in array.enumerated() { check(element, against: items, at: "\(path)[\(index)]", into: &found) }
        }
        if case .array(let options)? = rules["oneOf"] {
            let passing = options.filter { option in
                var sub: [String] = []
                check(value, against: option, at: path, into: &sub)
                return sub.isEmpty
            }
            if passing.count != 1 { found.append("\(path): matches \(passing.count) of oneOf's \(options.count) schemas, not exactly 1") }
        }
    }

    static func matches(_ value: JSONValue, type: String) -> Bool {
        switch (type, value) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("number", .number), ("null", .null):
            return true
        case ("integer", .number(let number)):
            return number == number.rounded()
        default:
            return false
        }
    }
}
