import Foundation
import ListshotCore

/// `Name.colorset/Contents.json`: `colors` entries with `idiom`, `appearances` (any, light, dark;
/// high contrast skipped), `display-gamut` (sRGB entries preferred) and `color` with `color-space`
/// and `components` (docs/assets.md, "Colours").
///
/// ```swift
/// reader.readColorSet("App/Assets.xcassets/Brand.colorset", name: "Brand")
/// ```
extension CatalogReader {
    mutating func readColorSet(_ folder: String, name: String) {
        guard let node = contents(of: folder, required: true) else { return }
        let file = (folder as NSString).appendingPathComponent("Contents.json")
        guard images[name] == nil, colors[name] == nil else {
            problems.append(AssetError(file: folder, message: "repeats the name '\(name)' in this catalog, so it is left out. Rename one of them (Xcode refuses this too)."))
            return
        }
        guard let entries = node["colors"]?.array, !entries.isEmpty else {
            problems.append((node["colors"] ?? node).error(file, "has no \"colors\" entries, so colour set '\(name)' is left out. Set a colour in Xcode, or remove the set."))
            return
        }
        struct Found { var rgba: RGBA; var space: AssetColorSpace; var clamped: Bool; var iphone: Bool; var p3Gamut: Bool; var appearance: AssetAppearance? }
        var found: [Found] = []
        for entry in entries {
            guard entry.isObject else {
                problems.append(entry.error(file, "is \(entry.kindName), not an object. Each entry of \"colors\" is an object."))
                continue
            }
            guard let idiom = usableIdiom(of: entry, file: file) else { continue }
            guard let appearance = appearance(of: entry, file: file) else { continue }
            guard let color = entry["color"], color.isObject else {
                problems.append((entry["color"] ?? entry).error(file, "has no \"color\" object, so the entry is skipped. Set the colour in Xcode."))
                continue
            }
            if let reference = color["reference"]?.string {
                refused[name] = "it refers to the system colour '\(reference)', which is not resolved yet. Give the set its own components."
                continue
            }
            do throws(AssetError) {
                let (rgba, space, clamped) = try ColorComponents.parse(color, file: file)
                found.append(Found(rgba: rgba, space: space, clamped: clamped, iphone: idiom == "iphone",
                                   p3Gamut: entry["display-gamut"]?.string == "display-P3", appearance: appearance))
            } catch {
                problems.append(error)
            }
        }
        // sRGB-gamut entries first (Listshot draws in sRGB), then iphone before universal.
        let gamut = found.contains { !$0.p3Gamut } ? found.filter { !$0.p3Gamut } : found
        func best(_ appearance: AssetAppearance?) -> Found? {
            let matching = gamut.filter { $0.appearance == appearance }
            return matching.first(where: \.iphone) ?? matching.first
        }
        guard let day = best(nil) ?? best(.light) ?? best(.dark) else { return }
        let night = best(.dark)
        let used = [day] + (night.map { [$0] } ?? [])
        colors[name] = AssetColor(name: name, day: day.rgba, night: night?.rgba, colorSpace: day.space,
                                  convertedToSRGB: used.contains { $0.space.convertsToSRGB }, clamped: used.contains(where: \.clamped), file: file)
        refused[name] = nil
    }
}

/// A colour's `color-space` and `components`, as Xcode writes them: each component a string in one
/// of three forms — `"0.500"` (0…1), `"128"` (0…255) or `"0x80"` (0…255 in hex) — or a JSON
/// number (0…1, as Apple's Asset Catalog Format Reference documents). Grey spaces use `white`.
///
/// ```swift
/// try ColorComponents.value(of: "0x80")   // 0.50196…
/// ```
enum ColorComponents {
    static func parse(_ color: JSONNode, file: String) throws(AssetError) -> (RGBA, AssetColorSpace, clamped: Bool) {
        var space = AssetColorSpace.srgb
        if let spaceNode = color["color-space"] {
            guard let text = spaceNode.string, let known = AssetColorSpace(rawValue: text) else {
                throw spaceNode.error(file, "'\(spaceNode.string ?? spaceNode.kindName)' is not a colour space this reader knows. Use one of: \(AssetColorSpace.allCases.map(\.rawValue).joined(separator: ", ")).")
            }
            space = known
        }
        guard let components = color["components"], components.isObject else {
            throw (color["components"] ?? color).error(file, "has no \"components\" object. Set the colour in Xcode.")
        }
        let extended = space == .extendedSRGB || space == .extendedLinearSRGB || space == .extendedGray
        func component(_ key: String, alpha: Bool = false) throws(AssetError) -> Double {
            guard let node = components[key] else {
                if alpha { return 1 }
                throw components.error(file, "has no '\(key)' component. A \(space.rawValue) colour has \(space.isGray ? "white and alpha" : "red, green, blue and alpha").")
            }
            guard let value = value(of: node) else {
                throw node.error(file, "'\(node.string ?? node.kindName)' is not a component. Use \"0.500\" (0 to 1), \"128\" (0 to 255) or \"0x80\".")
            }
            let range: ClosedRange<Double> = extended && !alpha ? -64...64 : 0...1
            guard range.contains(value) else {
                throw node.error(file, "\(node.string ?? "the value") is outside \(extended && !alpha ? "the extended range this reader takes (−64 to 64)" : "0 to 1"). \(alpha || extended ? "" : "Use an extended colour space for values beyond sRGB.")".trimmingSuffixSpace)
            }
            return value
        }
        let rgb: (Double, Double, Double)
        if space.isGray {
            let white = try component("white")
            rgb = (white, white, white)
        } else {
            rgb = (try component("red"), try component("green"), try component("blue"))
        }
        let alpha = try component("alpha", alpha: true)
        let s = space.toSRGB(rgb)
        var clamped = false
        func byte(_ v: Double) -> UInt8 {
            // A few parts in a million outside 0…1 is rounding in the conversion, not a clamp.
            if v < -1e-6 || v > 1 + 1e-6 { clamped = true }
            return UInt8((min(max(v, 0), 1) * 255).rounded())
        }
        let rgba = RGBA(red: byte(s.0), green: byte(s.1), blue: byte(s.2), alpha: byte(alpha))
        return (rgba, space, clamped)
    }

    /// The component as a number in 0…1 (or beyond, for extended spaces), nil when it is none of
    /// the three forms.
    static func value(of node: JSONNode) -> Double? {
        if case .number(let number, _) = node.value { return number }
        guard let raw = node.string?.trimmingCharacters(in: .whitespaces), !raw.isEmpty, raw.count <= 32 else { return nil }
        if raw.hasPrefix("0x") || raw.hasPrefix("0X") {
            let digits = raw.dropFirst(2)
            guard (1...2).contains(digits.count), let byte = UInt8(digits, radix: 16) else { return nil }
            return Double(byte) / 255
        }
        if raw.allSatisfy(\.isASCIIDigit) {
            guard let integer = Int(raw), (0...255).contains(integer) else { return nil }
            return Double(integer) / 255
        }
        guard raw.allSatisfy({ $0.isASCIIDigit || $0 == "." || $0 == "-" || $0 == "+" || $0 == "e" || $0 == "E" }),
              let number = Double(raw), number.isFinite else { return nil }
        return number
    }
}

extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension String {
    var trimmingSuffixSpace: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
