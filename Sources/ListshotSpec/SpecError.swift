import ListshotCore
import ListshotText

/// A spec file that cannot be used: what is wrong, where (file:line:column and key path), and
/// what to do next.
///
/// ```
/// Snapshots/cells.yaml:12:7: content[0].list.cells[1].subtitel: unknown key. Did you mean 'subtitle'?
/// ```
public struct SpecError: Error, Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var column: Int?
    /// Dotted key path, e.g. `content[0].list.cells[1].title`; empty for the whole file.
    public var keyPath: String
    public var message: String

    public init(file: String, line: Int? = nil, column: Int? = nil, keyPath: String = "", message: String) {
        self.file = file; self.line = line; self.column = column; self.keyPath = keyPath; self.message = message
    }

    /// One line of plain text: control characters from the input (a tab or an ESC written as a
    /// YAML escape, a newline in a folder name) are shown as escapes, never sent to the terminal.
    public var description: String {
        var location = file
        if let line { location += ":\(line)" + (column.map { ":\($0)" } ?? "") }
        let text = keyPath.isEmpty ? "\(location): \(message)" : "\(location): \(keyPath): \(message)"
        return text.escapingControlCharacters
    }
}

