import ListshotCore

/// Why a brand font file cannot be used, with what to do about it. The caller prefixes where it
/// was named (a theme key path or `--fonts`).
public enum FontFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file is missing, not a regular file, too large or unreadable.
    case unreadable(path: String, reason: String)
    /// The bytes are not an OpenType/TrueType font or collection.
    case notAFont(path: String)
    /// No face in the file has this family name.
    case familyNotInFile(path: String, family: String, found: [String])
    /// The file has the family but not this weight.
    case weightNotInFile(path: String, family: String, weight: FontWeight, found: [FontWeight])
    /// Two different files claim one family and weight.
    case conflict(family: String, weight: FontWeight, path: String, other: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "the font file \(path) cannot be used: \(reason). Point at an OTF, TTF or TTC file; paths are relative to the theme file."
        case .notAFont(let path):
            return "\(path) is not a font file (no OpenType, TrueType or collection header). Point at an OTF, TTF or TTC file."
        case .familyNotInFile(let path, let family, let found):
            return "\(path) does not contain the family '\(family)'; it contains \(found.map { "'\($0)'" }.joined(separator: ", ")). Use one of those names."
        case .weightNotInFile(let path, let family, let weight, let found):
            return "\(path) has '\(family)' in \(found.map(\.rawValue).joined(separator: ", ")), not \(weight.rawValue). Name the weight the file holds, or the file that holds \(weight.rawValue)."
        case .conflict(let family, let weight, let path, let other):
            return "'\(family)' \(weight.rawValue) comes from both \(other) and \(path). Name each family and weight once."
        }
    }
}
