import Foundation
import ListshotCore
import ListshotText

/// Typed access to parsed JSON values, with errors that name the file and key path.
struct JSONReader {
    let file: String

    func fail(_ path: String, _ message: String) -> ThemeError {
        ThemeError(file: file, keyPath: path, message: message)
    }

    func object(_ value: Any?, at path: String, allowed: Set<String>?) throws(ThemeError) -> [String: Any] {
        guard let value else { throw fail(path, "is missing.") }
        guard let object = value as? [String: Any] else { throw fail(path, "must be an object.") }
        if let allowed {
            for key in object.keys.sorted() where !allowed.contains(key) {
                let prefix = path.isEmpty ? "" : path + "."
                throw fail(prefix + key, "is not a known key. \(Spelling.help(for: key, in: allowed.sorted(), known: "Known keys", docs: "docs/themes.md"))")
            }
        }
        return object
    }

    func array(_ value: Any?, at path: String) throws(ThemeError) -> [Any] {
        guard let value else { throw fail(path, "is missing.") }
        guard let array = value as? [Any] else { throw fail(path, "must be an array.") }
        return array
    }

    func string(_ value: Any?, at path: String) throws(ThemeError) -> String {
        guard let value else { throw fail(path, "is missing.") }
        guard let text = value as? String, !text.isEmpty else { throw fail(path, "must be a non-empty string.") }
        return text
    }

    func number(_ value: Any?, at path: String) throws(ThemeError) -> Double {
        let double = try rawNumber(value, at: path)
        guard double.isFinite, double.magnitude <= Self.maximumMagnitude else {
            throw fail(path, "\(double.themeText) is out of range; theme numbers are finite and within ±\(Int(Self.maximumMagnitude)).")
        }
        return double
    }

    private func rawNumber(_ value: Any?, at path: String) throws(ThemeError) -> Double {
        guard let value else { throw fail(path, "is missing.") }
        guard let number = value as? NSNumber, String(cString: number.objCType) != "c" else {
            throw fail(path, "must be a number.")
        }
        return number.doubleValue
    }

    /// The largest magnitude of any theme number: checked before any value reaches layout or an
    /// integer conversion (a 1e9 Dynamic Type delta used to overflow Pango's font size).
    static let maximumMagnitude = 100_000.0

    /// A number that must lie in `range`; `what` explains the range in the message.
    func number(_ value: Any?, at path: String, in range: ClosedRange<Double>, _ what: String) throws(ThemeError) -> Double {
        let number = try rawNumber(value, at: path)
        guard range.contains(number) else {
            throw fail(path, "\(number.themeText) is out of range; \(what) lies in \(range.lowerBound.themeText)…\(range.upperBound.themeText).")
        }
        return number
    }

    func paint(_ value: Any?, at path: String) throws(ThemeError) -> Paint {
        guard let value else { throw fail(path, "is missing.") }
        if let text = value as? String {
            guard let color = RGBA(hex: text) else {
                throw fail(path, "'\(text)' is not a colour. Use #RRGGBB, #RRGGBBAA or {\"linearGradient\": {\"angle\": 180, \"stops\": […]}}.")
            }
            return .solid(color)
        }
        let object = try self.object(value, at: path, allowed: ["linearGradient"])
        let gradient = try self.object(object["linearGradient"], at: "\(path).linearGradient", allowed: ["angle", "stops"])
        let angle = try number(gradient["angle"], at: "\(path).linearGradient.angle")
        var stops: [GradientStop] = []
        for (index, item) in try array(gradient["stops"], at: "\(path).linearGradient.stops").enumerated() {
            let stopPath = "\(path).linearGradient.stops[\(index)]"
            let stop = try self.object(item, at: stopPath, allowed: ["color", "location"])
            let text = try string(stop["color"], at: "\(stopPath).color")
            guard let color = RGBA(hex: text) else { throw fail("\(stopPath).color", "'\(text)' is not a colour. Use #RRGGBB or #RRGGBBAA.") }
            let location = try number(stop["location"], at: "\(stopPath).location")
            guard (0...1).contains(location) else { throw fail("\(stopPath).location", "\(location) is outside 0…1.") }
            stops.append(GradientStop(color: color, location: location))
        }
        guard stops.count >= 2 else { throw fail("\(path).linearGradient.stops", "needs at least two stops.") }
        return .linearGradient(LinearGradient(angle: angle, stops: stops))
    }
}


extension Double {
    /// `26` rather than `26.0`; large or fractional values as Swift prints them.
    fileprivate var themeText: String {
        self == rounded() && magnitude < 1e15 ? String(Int(self)) : String(self)
    }
}
