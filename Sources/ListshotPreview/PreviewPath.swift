import Foundation

/// Spec paths in URLs: every byte but ASCII letters, digits, `-._~` and `/` percent-encoded, and
/// decoded exactly once on the way back. A decoded path is only ever a key into
/// ``PreviewCatalog/specs``: never joined onto a folder (docs/preview.md, "Safety").
///
/// ```swift
/// PreviewPath.encode("a b/c.yaml")     // "a%20b/c.yaml"
/// PreviewPath.decode("a%20b/c.yaml")   // "a b/c.yaml"
/// ```
package enum PreviewPath {
    static let unreserved = Set(Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/".utf8))

    package static func encode(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            if unreserved.contains(byte) { out.unicodeScalars.append(Unicode.Scalar(byte)) } else {
                out += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return out
    }

    /// One percent-decoding of `path`; nil when it is malformed.
    package static func decode(_ path: Substring) -> String? {
        String(path).removingPercentEncoding
    }
}
