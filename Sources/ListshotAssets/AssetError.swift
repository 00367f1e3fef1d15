import ListshotText

/// A resource file or folder that cannot be used, with the place at fault and what to do next.
///
/// ```
/// App/Assets.xcassets/Brand.colorset/Contents.json:7:18: colors[0].color.components.red: '1.5x' is not a component. Use "0.500", "128" (0–255) or "0x80".
/// ```
public struct AssetError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file or folder, as the user named it or as found under the named folder.
    public var file: String
    /// Where in a JSON file (`colors[0].color.components.red`); empty when not in one.
    public var keyPath: String
    public var message: String
    /// Line and column (from 1, columns in Unicode scalars) when the text was at hand.
    public var line: Int?
    public var column: Int?

    public init(file: String, keyPath: String = "", message: String, line: Int? = nil, column: Int? = nil) {
        self.file = file; self.keyPath = keyPath; self.message = message; self.line = line; self.column = column
    }

    public var description: String {
        let place = line.map { "\(file):\($0):\(column ?? 1)" } ?? file
        return (keyPath.isEmpty ? "\(place): \(message)" : "\(place): \(keyPath): \(message)").escapingControlCharacters
    }
}
