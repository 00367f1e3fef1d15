import Foundation

/// Turns Foundation's coding errors into a ``ScreenTransportError`` that names the JSON path and
/// what is wrong there, reading the offending value from the document when that says more
/// (an enum object's unknown case key, the string found where a number belongs).
enum ScreenTransportProblem {
    static func decodingError(_ error: any Error, in data: Data) -> ScreenTransportError {
        guard let decoding = error as? DecodingError else { return .invalid(path: "", reason: "it cannot be read (\(error))") }
        switch decoding {
        case .keyNotFound(let key, let context):
            return .invalid(path: path(context.codingPath), reason: "the key '\(key.stringValue)' is missing")
        case .valueNotFound(let type, let context):
            let found = value(at: context.codingPath, in: data)
            if found is NSNull { return .invalid(path: path(context.codingPath), reason: "null where \(name(of: type)) belongs") }
            return .invalid(path: path(context.codingPath), reason: context.debugDescription)
        case .typeMismatch(let type, let context):
            let found = value(at: context.codingPath, in: data)
            if let object = found as? [String: Any], !name(of: type).hasPrefix("an ") {
                return .invalid(path: path(context.codingPath), reason: caseProblem(Array(object.keys).sorted()))
            }
            var reason = "expected \(name(of: type)), found \(describe(found))"
            if let text = found as? String, text.lowercased().elementsEqual("nan") { reason += " (NaN is not allowed)" }
            return .invalid(path: path(context.codingPath), reason: reason)
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                let detail = syntaxProblem(in: data).map { ": \($0)" } ?? ""
                return .invalid(path: "", reason: "it is not valid JSON" + detail)
            }
            if context.debugDescription.hasPrefix("Cannot initialize"), let text = value(at: context.codingPath, in: data) as? String {
                return .invalid(path: path(context.codingPath), reason: "unknown case '\(clipped(text))'")
            }
            return .invalid(path: path(context.codingPath), reason: context.debugDescription)
        @unknown default:
            return .invalid(path: "", reason: "it cannot be read (\(error))")
        }
    }

    static func encodingError(_ error: any Error) -> ScreenTransportError {
        guard case .invalidValue(_, let context)? = error as? EncodingError else { return .unencodable(path: "", reason: "\(error)") }
        return .unencodable(path: path(context.codingPath), reason: context.debugDescription)
    }

    /// `content[0].view._0.kind`: keys joined by dots, indices in brackets.
    static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
        }
        return text
    }

    /// What an enum's object says when it names no known case, or more than one.
    private static func caseProblem(_ keys: [String]) -> String {
        switch keys.count {
        case 0: return "an empty object names no case; write one key, the case"
        case 1: return "unknown case '\(clipped(keys[0]))'"
        default: return "the object has the keys \(keys.prefix(4).map { "'\(clipped($0))'" }.joined(separator: ", ")), and a case is exactly one known key"
        }
    }

    private static func name(of type: Any.Type) -> String {
        let name = String(describing: type)
        if name.hasPrefix("Dictionary") { return "an object" }
        if name.hasPrefix("Array") { return "an array" }
        switch name {
        case "Double", "Float": return "a number"
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": return "an integer"
        case "String": return "a string"
        case "Bool": return "true or false"
        default: return name
        }
    }

    private static func describe(_ value: Any?) -> String {
        switch value {
        case nil: return "nothing"
        case let text as String: return "the string '\(clipped(text))'"
        case is NSNull: return "null"
        case is [Any]: return "an array"
        case is [String: Any]: return "an object"
        case let other?: return "\(other)"
        }
    }

    private static func clipped(_ text: String) -> String {
        let escaped = text.unicodeScalars.map { scalar -> String in
            scalar.value < 0x20 || scalar.value == 0x7F ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
        }.joined()
        return escaped.count > 40 ? String(escaped.prefix(40)) + "…" : escaped
    }

    /// Foundation's parser's account of what is wrong with the JSON text (`Invalid value around
    /// character 5.`); its decoder's error says only that the data is not valid JSON.
    private static func syntaxProblem(in data: Data) -> String? {
        do { _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) } catch {
            return (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
        }
        return nil
    }

    /// The value at `codingPath` in the document, read again only to explain an error.
    private static func value(at codingPath: [any CodingKey], in data: Data) -> Any? {
        guard var current = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else { return nil }
        for key in codingPath {
            if let index = key.intValue, let array = current as? [Any] {
                guard array.indices.contains(index) else { return nil }
                current = array[index]
            } else if let object = current as? [String: Any], let next = object[key.stringValue] {
                current = next
            } else {
                return nil
            }
        }
        return current
    }
}
