import Foundation
import ListshotCore
import ListshotText

/// Everything the CLI prints goes through here: text from specs, folder names and keys can carry
/// ESC, BEL and other control characters, which would drive the user's terminal. Each is shown
/// as a `\u{…}` escape; line breaks between lines are kept.
///
/// ```swift
/// Terminal.out("FAIL \(key)")          // "FAIL x\u{1B}[31m…" is printed as FAIL x\u{1B}[31m…
/// ```
enum Terminal {
    /// `text` with every unsafe character escaped, line by line. Lines are split at line-feed
    /// scalars, not `Character`s (a line feed followed by a combining mark is one `Character`);
    /// docs/escaping.md.
    static func clean(_ text: String) -> String {
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
            .map { String(String.UnicodeScalarView($0)).escapingControlCharacters }.joined(separator: "\n")
    }

    /// Prints one or more lines to standard output.
    static func out(_ text: String) {
        print(clean(text))
    }

    /// Writes one or more lines to standard error.
    static func err(_ text: String) {
        FileHandle.standardError.write(Data((clean(text) + "\n").utf8))
    }
}
