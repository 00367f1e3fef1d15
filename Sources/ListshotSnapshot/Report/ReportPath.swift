import Foundation
import ListshotImage

/// Names of report files made from reference keys, and the links to them.
///
/// File names must be one-to-one with keys (`x/y` and `x__y` once shared an image), safe on
/// every file system and short enough for it: a key's escaped form is kept whole up to
/// ``nameLimit`` bytes; a longer one becomes a prefix of it, `~` and the key's SHA-256. Links
/// must survive `#`, `%`, `?` and spaces in folder names.
///
/// ```swift
/// ReportPath.image("a b/x#1.day", "diff")   // images/a%20b%2Fx%231.day.diff.png
/// ReportPath.link("images/a%20b%2Fx%231.day.diff.png")   // images/a%2520b%252Fx%25231.day.diff.png
/// ```
public enum ReportPath {
    static let unreserved = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._".utf8)

    /// The longest name ``fileName(_:)`` gives, in bytes. With the longest suffix a report adds
    /// (`.composite.png`) and a temporary file's decoration it stays far below the 255 bytes most
    /// file systems allow in one name.
    public static let nameLimit = 160

    /// Bytes of the escaped key kept before the digest in a shortened name.
    static let prefixLimit = nameLimit - 1 - 64

    /// Every byte outside `[A-Za-z0-9._-]` as `%XX`: distinct keys give distinct names.
    public static func escape(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            if unreserved.contains(byte) { result.unicodeScalars.append(Unicode.Scalar(byte)) } else { result += String(format: "%%%02X", byte) }
        }
        return result
    }

    /// The file name (without suffix) of `key`'s report files: the escaped key when it has at most
    /// ``nameLimit`` bytes, else its first bytes (never half a `%XX`), `~` and the key's SHA-256.
    /// One-to-one with keys: an escaped key never holds `~`, and distinct keys have distinct digests.
    ///
    /// ```swift
    /// ReportPath.fileName("lists/cells.day")          // lists%2Fcells.day
    /// ReportPath.fileName(String(repeating: "x", count: 300)).utf8.count   // 160
    /// ```
    public static func fileName(_ key: String) -> String {
        let escaped = escape(key)
        guard escaped.utf8.count > nameLimit else { return escaped }
        var prefix = Array(escaped.utf8.prefix(prefixLimit))
        // Drop a cut `%X` or `%` at the end, so the prefix is still a prefix of whole escapes.
        if let percent = prefix.suffix(2).lastIndex(of: UInt8(ascii: "%")) { prefix.removeSubrange(percent...) }
        return String(decoding: prefix, as: UTF8.self) + "~" + SHA256.hex(Array(key.utf8))
    }

    /// `images/<file name of key>.<suffix>.png`, relative to the report folder.
    public static func image(_ key: String, _ suffix: String) -> String {
        "images/" + fileName(key) + "." + suffix + ".png"
    }

    /// `cases/<file name of group>.html`: the page of one failing group.
    public static func casePage(_ group: String) -> String {
        "cases/" + fileName(group) + ".html"
    }

    /// Whether `byte` can appear in a name ``fileName(_:)`` makes.
    static func isNameByte(_ byte: UInt8) -> Bool {
        unreserved.contains(byte) || byte == UInt8(ascii: "%") || byte == UInt8(ascii: "~")
    }

    /// A relative path as a URL path: each segment percent-encoded, `/` kept.
    public static func link(_ relative: String) -> String {
        relative.split(separator: "/", omittingEmptySubsequences: false).map { escape(String($0)) }.joined(separator: "/")
    }
}
