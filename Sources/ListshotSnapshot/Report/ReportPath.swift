import Foundation

/// Names of report files made from reference keys, and the links to them.
///
/// File names must be one-to-one with keys (`x/y` and `x__y` once shared an image) and safe on
/// every file system; links must survive `#`, `%`, `?` and spaces in folder names.
///
/// ```swift
/// ReportPath.image("a b/x#1.day", "diff")   // images/a%20b%2Fx%231.day.diff.png
/// ReportPath.link("images/a%20b%2Fx%231.day.diff.png")   // images/a%2520b%252Fx%25231.day.diff.png
/// ```
public enum ReportPath {
    static let unreserved = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._".utf8)

    /// Every byte outside `[A-Za-z0-9._-]` as `%XX`: distinct keys give distinct names.
    public static func escape(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            if unreserved.contains(byte) { result.unicodeScalars.append(Unicode.Scalar(byte)) } else { result += String(format: "%%%02X", byte) }
        }
        return result
    }

    /// `images/<escaped key>.<suffix>.png`, relative to the report folder.
    public static func image(_ key: String, _ suffix: String) -> String {
        "images/" + escape(key) + "." + suffix + ".png"
    }

    /// A relative path as a URL path: each segment percent-encoded, `/` kept.
    public static func link(_ relative: String) -> String {
        relative.split(separator: "/", omittingEmptySubsequences: false).map { escape(String($0)) }.joined(separator: "/")
    }
}
