/// POSIX shell quoting: a word of safe characters stays as it is; anything else is wrapped in
/// single quotes, each `'` written as `'\''`. It works on Unicode scalars, never on
/// `Character`s: a `'` followed by a combining mark is one `Character`, yet the shell ends the
/// quote at the `'` byte. NUL cannot be in a command-line argument, so it is dropped
/// (docs/escaping.md).
///
/// ```swift
/// ShellQuote.word("it's")   // 'it'\''s'
/// ```
public enum ShellQuote {
    static let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-./:=@%+,".unicodeScalars)

    public static func word(_ text: String) -> String {
        if !text.isEmpty, text.unicodeScalars.allSatisfy({ safe.contains($0) }) { return text }
        var out = "'"
        for scalar in text.unicodeScalars {
            switch scalar {
            case "'": out += "'\\''"
            case "\0": continue
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "'"
    }
}
