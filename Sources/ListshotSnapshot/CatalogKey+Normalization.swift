import Foundation

extension CatalogKey {
    /// The key's bytes in Unicode NFC, the one form manifest keys and spec keys are compared in
    /// when deciding what is orphaned: a manifest written on macOS spells `café` precomposed
    /// (NFC) while a Linux checkout may keep the spec's file name decomposed (NFD), and both name
    /// the same reference. Files on disk are still matched by their exact bytes (Linux keeps an
    /// NFC and an NFD file side by side).
    ///
    /// ```swift
    /// CatalogKey.normalized("cafe\u{301}.day") == CatalogKey.normalized("caf\u{E9}.day")   // true
    /// ```
    public static func normalized(_ key: String) -> [UInt8] {
        Array(key.precomposedStringWithCanonicalMapping.utf8)
    }
}
