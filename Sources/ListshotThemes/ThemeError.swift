import ListshotCore
import ListshotText

/// A theme file that cannot be used, with the file and key path at fault.
///
/// ```
/// Themes/movistar.json:212:16: colors.divider.night: '#GGGGGG' is not a colour. Use #RRGGBB, #RRGGBBAA or {"linearGradient": …}.
/// ```
public struct ThemeError: Error, Sendable, Hashable, CustomStringConvertible {
    public var file: String
    /// Dotted key path, e.g. `colors.divider.night`; empty for the whole file.
    public var keyPath: String
    public var message: String
    /// Where in the file (from 1), when the text was at hand: the value at ``keyPath`` or where
    /// the text stops being JSON.
    public var line: Int?
    public var column: Int?

    public init(file: String, keyPath: String, message: String, line: Int? = nil, column: Int? = nil) {
        self.file = file; self.keyPath = keyPath; self.message = message; self.line = line; self.column = column
    }

    public var description: String {
        let place = line.map { line in "\(file):\(line):\(column ?? 1)" } ?? file
        return (keyPath.isEmpty ? "\(place): \(message)" : "\(place): \(keyPath): \(message)").escapingControlCharacters
    }

    /// This error with the line and column of its key path in `data`, the theme file's text (for
    /// errors found after decoding, such as a font file that cannot be used).
    ///
    /// ```swift
    /// let placed = error.placed(in: themeBytes)   // Themes/brand.json:31:15: fonts[0].file: …
    /// ```
    public func placed(in data: [UInt8]) -> ThemeError {
        guard line == nil else { return self }
        var placed = self
        let locator = JSONLocator(data)
        if let position = keyPath.isEmpty ? locator.failure : locator.position(of: keyPath) {
            placed.line = position.line
            placed.column = position.column
        }
        return placed
    }
}
