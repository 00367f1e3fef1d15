import Foundation
import ListshotCore
import ListshotText

/// Names of folders and files inside a catalog. Each becomes part of a reference key, which is
/// written into the manifest and reports, printed on terminals and checked out on macOS and
/// Windows, so a name is refused at discovery, before anything is written, when it holds a
/// character that no later run could accept or a reader could not see (docs/testing.md, "Names
/// in a catalog").
///
/// ```swift
/// CatalogName.problem(withComponent: "lists\u{202E}gnp")   // "contains U+202E, a bidirectional control"
/// ```
public enum CatalogName {
    /// Why `scalar` may not appear in a catalog name, or nil when it may.
    public static func problem(with scalar: Unicode.Scalar) -> String? {
        let value = scalar.value
        if value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value) { return "a control character" }
        if (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) || value == 0x200E || value == 0x200F
            || value == 0x061C {
            return "a bidirectional control"
        }
        if value == 0x2028 || value == 0x2029 { return "a line or paragraph separator" }
        if scalar.properties.isNoncharacterCodePoint { return "a non-character" }
        if value == 0xFFFD { return "U+FFFD, the mark of a name that is not valid UTF-8" }
        // Zero-width spaces and joiners, word joiners, the byte-order mark, soft hyphens, tags.
        if scalar.properties.generalCategory == .format { return "an invisible format character" }
        if scalar == "\\" { return "a backslash, a folder separator on Windows" }
        return nil
    }

    /// Why `component` (one folder or file name) cannot be part of a catalog path, or nil.
    public static func problem(withComponent component: Substring) -> String? {
        for scalar in component.unicodeScalars {
            if let reason = problem(with: scalar) {
                return "contains U+\(String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)), \(reason)"
            }
        }
        return nil
    }

    /// The first component of the catalog-relative `path` that cannot be part of a catalog path,
    /// with why; nil when every component can.
    public static func problem(withPath path: String) -> (component: String, isLast: Bool, reason: String)? {
        let components = path.split(separator: "/")
        for (index, component) in components.enumerated() {
            if let reason = problem(withComponent: component) {
                return (String(component), index == components.count - 1, reason)
            }
        }
        return nil
    }

    /// The form two names share when one file system (macOS APFS and HFS+, Windows NTFS) takes
    /// them for the same file: Unicode case folding of the canonical decomposition, composed again.
    public static func folded(_ name: String) -> String {
        // Upper then lower case maps ß to ss and final sigma to sigma, as full case folding does.
        name.decomposedStringWithCanonicalMapping.uppercased().lowercased().precomposedStringWithCanonicalMapping
    }

    /// How `a` and `b`, two different names, collide: "only by Unicode normalisation (NFC and NFD)"
    /// or "only by case"; nil when they do not.
    public static func collision(_ a: String, _ b: String) -> String? {
        guard !a.utf8.elementsEqual(b.utf8) else { return nil }
        if a.precomposedStringWithCanonicalMapping.utf8.elementsEqual(b.precomposedStringWithCanonicalMapping.utf8) {
            return "differ only by Unicode normalisation (NFC and NFD spellings of the same letters: \(spelled(a)) and \(spelled(b)))"
        }
        if folded(a).utf8.elementsEqual(folded(b).utf8) { return "differ only by case" }
        return nil
    }

    /// `name` with every scalar outside ASCII written as `\u{…}`, so two spellings that look
    /// alike read differently.
    static func spelled(_ name: String) -> String {
        var result = ""
        for scalar in name.unicodeScalars {
            if scalar.isASCII, !scalar.isControl { result.unicodeScalars.append(scalar) } else {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return result
    }

    /// Checks the spec files found under `root`: every folder and file name on the way, and no two
    /// paths that one macOS or Windows checkout would take for one file. Throws the first problem.
    public static func check(specFiles: [String], root: String) throws(ListshotError) {
        var seen: [[UInt8]: (file: String, relative: String)] = [:]
        for file in specFiles {
            let relative = CatalogPath.relative(file, to: root)
            if let bad = problem(withPath: relative) {
                let what = bad.isLast ? "the file name" : "the folder name"
                throw .io(path: file.escapingControlCharacters,
                          message: "\(what) '\(bad.component.escapingControlCharacters)' \(bad.reason). Listshot would write it into the manifest and reports, where no later run could read it back. Rename the \(bad.isLast ? "file" : "folder").")
            }
            // One entry per folded stem: `a.yaml` and `A.yml` make references of one name.
            let stem = Array(folded((relative as NSString).deletingPathExtension).utf8)
            if let other = seen[stem] {
                if let how = collision((other.relative as NSString).deletingPathExtension, (relative as NSString).deletingPathExtension) {
                    throw .usage("\(other.file.escapingControlCharacters) and \(file.escapingControlCharacters) \(how): a macOS or Windows checkout holds one file for both, and their references would overwrite each other. Rename one of them.")
                }
            } else {
                seen[stem] = (file, relative)
            }
        }
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
