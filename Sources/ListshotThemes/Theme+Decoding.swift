import Foundation
import ListshotCore
import ListshotText

extension Theme {
    /// Parses and validates theme JSON; every error names `file`, the line and column, and the key path.
    public static func decode(_ data: Data, file: String) throws(ThemeError) -> Theme {
        // Placed only on an error: finding positions costs a second pass over the text.
        do { return try decodeUnplaced(data, file: file) } catch { throw error.placed(in: Array(data)) }
    }

    static func decodeUnplaced(_ data: Data, file: String) throws(ThemeError) -> Theme {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw ThemeError(file: file, keyPath: "", message: "is not valid JSON: the text stops being JSON here (a missing comma, quote or bracket just before is the usual cause). Fix the syntax.")
        }
        let reader = JSONReader(file: file)
        let top = try reader.object(root, at: "", allowed: ["$schema", "schemaVersion", "name", "displayName", "designSystem", "source", "sources", "typography", "radii", "colors", "fonts"])
        let version = try reader.number(top["schemaVersion"], at: "schemaVersion")
        guard version == 1 else {
            throw ThemeError(file: file, keyPath: "schemaVersion", message: "version \(version) is not supported; this Listshot reads version 1.")
        }
        let name = try reader.string(top["name"], at: "name")
        let displayName = try top["displayName"].map { v throws(ThemeError) in try reader.string(v, at: "displayName") } ?? name
        let designSystem = try decodeDesignSystem(top["designSystem"], reader: reader)

        let typography = try reader.object(top["typography"], at: "typography",
                                           allowed: ["fontFamily", "presets", "weights", "dynamicTypeDeltas"])
        let fontFamily = try reader.string(typography["fontFamily"], at: "typography.fontFamily")
        let presets = try decodePresets(typography["presets"], reader: reader)
        if designSystem == .backpack, presets.count < 9 {
            throw ThemeError(file: reader.file, keyPath: "typography.presets",
                             message: "has \(presets.count) presets; a Backpack theme needs 9: caption, footnote, bodyDefault, heading5, heading4, heading3, heading2, heading1, subheading (docs/backpack.md \"The theme\"). Regenerate it with Scripts/make-theme.py backpack, or add the missing ones.")
        }
        let weights = try decodeWeights(typography["weights"], reader: reader)
        let deltas = try decodeDeltas(typography["dynamicTypeDeltas"], reader: reader)

        var radii: [String: Double] = [:]
        for (key, value) in try reader.object(top["radii"], at: "radii", allowed: nil) {
            let radius = try reader.number(value, at: "radii.\(key)", in: 0...10_000, "a radius in points (999 means fully rounded)")
            radii[key] = radius
        }

        let colors = try decodeColors(top["colors"], required: designSystem.requiredColorTokens, reader: reader)
        let fonts = try decodeFonts(top["fonts"], reader: reader)
        var theme = Theme(name: name, displayName: displayName, designSystem: designSystem, fontFamily: fontFamily, textPresets: presets,
                          weights: weights, dynamicTypeDeltas: deltas, radii: radii, colors: colors, fonts: fonts, file: file)
        theme.sources = try decodeSources(top["sources"], reader: reader)
        return theme
    }

    static func decodePresets(_ value: Any?, reader: JSONReader) throws(ThemeError) -> [TextPreset] {
        let list = try reader.array(value, at: "typography.presets")
        guard list.count >= 3 else {
            throw ThemeError(file: reader.file, keyPath: "typography.presets", message: "has \(list.count) presets; the components use presets 1 to 3 at least (Mistica has 10).")
        }
        var presets: [TextPreset] = []
        for (index, item) in list.enumerated() {
            let path = "typography.presets[\(index)]"
            let object = try reader.object(item, at: path, allowed: ["size", "lineHeight"])
            let size = try reader.number(object["size"], at: "\(path).size")
            let lineHeight = try reader.number(object["lineHeight"], at: "\(path).lineHeight")
            guard size > 0, size <= 200, lineHeight > 0, lineHeight <= 400 else {
                throw ThemeError(file: reader.file, keyPath: path, message: "size \(size) / line height \(lineHeight) is out of range (size 1–200).")
            }
            presets.append(TextPreset(size: size, lineHeight: lineHeight))
        }
        return presets
    }

    static func decodeWeights(_ value: Any?, reader: JSONReader) throws(ThemeError) -> [String: FontWeight] {
        var weights: [String: FontWeight] = [:]
        for (key, item) in try reader.object(value, at: "typography.weights", allowed: nil) {
            let text = try reader.string(item, at: "typography.weights.\(key)")
            guard let weight = FontWeight(rawValue: text) else {
                let known = FontWeight.allCases.map(\.rawValue).joined(separator: ", ")
                throw ThemeError(file: reader.file, keyPath: "typography.weights.\(key)", message: "'\(text)' is not a weight. Use one of: \(known).")
            }
            weights[key] = weight
        }
        return weights
    }

    static func decodeDeltas(_ value: Any?, reader: JSONReader) throws(ThemeError) -> [ContentSizeCategory: Double] {
        let allowed = Set(ContentSizeCategory.allCases.map(\.rawValue))
        let object = try reader.object(value, at: "typography.dynamicTypeDeltas", allowed: allowed)
        var deltas: [ContentSizeCategory: Double] = [:]
        for category in ContentSizeCategory.allCases {
            // iOS's own deltas run from −3 to +26 pt (AX5); ±60 leaves room for custom scales.
            deltas[category] = try reader.number(object[category.rawValue], at: "typography.dynamicTypeDeltas.\(category.rawValue)",
                                                 in: -60...60, "a Dynamic Type delta in points")
        }
        return deltas
    }

    static func decodeDesignSystem(_ value: Any?, reader: JSONReader) throws(ThemeError) -> DesignSystem {
        guard let value else { return .mistica }
        let text = try reader.string(value, at: "designSystem")
        guard let system = DesignSystem(rawValue: text) else {
            let known = DesignSystem.allCases.map(\.rawValue)
            let hint = Spelling.closest(to: text, in: known).map { "Did you mean '\($0)'? " } ?? ""
            throw ThemeError(file: reader.file, keyPath: "designSystem", message: "'\(text)' is not a design system. \(hint)Use one of: \(known.joined(separator: ", ")).")
        }
        return system
    }

    static func decodeColors(_ value: Any?, required: [String], reader: JSONReader) throws(ThemeError) -> [String: [Appearance: Paint]] {
        let object = try reader.object(value, at: "colors", allowed: nil)
        var colors: [String: [Appearance: Paint]] = [:]
        for (token, item) in object {
            let pair = try reader.object(item, at: "colors.\(token)", allowed: ["day", "night"])
            var values: [Appearance: Paint] = [:]
            for appearance in Appearance.allCases {
                values[appearance] = try reader.paint(pair[appearance.rawValue], at: "colors.\(token).\(appearance.rawValue)")
            }
            colors[token] = values
        }
        for token in required where colors[token] == nil {
            throw ThemeError(file: reader.file, keyPath: "colors.\(token)",
                             message: "is missing. Every theme of its design system defines the tokens the components draw with; add it with a day and a night value.")
        }
        return colors
    }
}
