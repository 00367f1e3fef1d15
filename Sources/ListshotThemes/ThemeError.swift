import ListshotCore
import ListshotText

/// A theme file that cannot be used, with the file and key path at fault.
///
/// ```
/// Themes/movistar.json: colors.divider.night: '#GGGGGG' is not a colour. Use #RRGGBB, #RRGGBBAA or {"linearGradient": …}.
/// ```
public struct ThemeError: Error, Sendable, Hashable, CustomStringConvertible {
    public var file: String
    /// Dotted key path, e.g. `colors.divider.night`; empty for the whole file.
    public var keyPath: String
    public var message: String

    public init(file: String, keyPath: String, message: String) {
        self.file = file; self.keyPath = keyPath; self.message = message
    }

    public var description: String {
        (keyPath.isEmpty ? "\(file): \(message)" : "\(file): \(keyPath): \(message)").escapingControlCharacters
    }
}
