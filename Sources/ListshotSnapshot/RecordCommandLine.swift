import ListshotText

/// The `listshot record` commands that accept changes, printed on the console and behind the
/// report's Copy buttons. Every word from a folder or key name is shell-quoted, and cases are
/// named exactly with `--only`, so pasting a command records what it says and nothing else.
///
/// ```swift
/// RecordCommandLine.record(catalog: "Snapshots", mode: .failed, keys: ["x$(id)/a.day"])
/// // listshot record Snapshots --mode failed --only 'x$(id)/a.day'
/// ```
public enum RecordCommandLine {
    /// `extra`: the words a run needs besides the catalog, e.g. `--previews App/Landmarks` (docs/previews.md).
    public static func record(catalog: String, mode: RecordMode?, keys: [String] = [], extra: [String] = []) -> String {
        var words = ["listshot", "record", ShellQuote.word(catalog)] + extra.map(ShellQuote.word)
        if let mode { words += ["--mode", mode.rawValue] }
        for key in keys { words += ["--only", ShellQuote.word(key)] }
        return words.joined(separator: " ")
    }
}
