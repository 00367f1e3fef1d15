import Foundation

/// An input file of `verify --against` that differs between the revision and the working tree: a
/// spec, a component, a theme, a brand font or another catalog file (an image), named relative to
/// the catalog (`Components/ProfileRow.yaml`, `../Themes/brand.json` above it), or by its absolute
/// path when it lies outside the repository (docs/against.md, "Output").
///
/// ```swift
/// let change = AgainstInputChange(path: "Components/ProfileRow.yaml", kind: .changed)
/// print("\(change.kind.rawValue) \(change.path)")   // "changed Components/ProfileRow.yaml"
/// ```
public struct AgainstInputChange: Sendable, Codable, Hashable {
    /// How the file differs: other bytes, only in the working tree, or only at the revision.
    public enum Kind: String, Sendable, Codable, Hashable { case changed, added, removed }

    public var path: String
    public var kind: Kind

    public init(path: String, kind: Kind) { self.path = path; self.kind = kind }

    /// The differences between two sides' files (name → content digest), sorted by path.
    ///
    /// ```swift
    /// AgainstInputChange.between(head: ["a.yaml": "1", "b.png": "2"], base: ["a.yaml": "0"])
    /// // [changed a.yaml, added b.png]
    /// ```
    public static func between(head: [String: String], base: [String: String]) -> [AgainstInputChange] {
        var changes: [AgainstInputChange] = []
        for (path, digest) in head {
            if let then = base[path] {
                if then != digest { changes.append(AgainstInputChange(path: path, kind: .changed)) }
            } else {
                changes.append(AgainstInputChange(path: path, kind: .added))
            }
        }
        for path in base.keys where head[path] == nil { changes.append(AgainstInputChange(path: path, kind: .removed)) }
        return changes.sorted { $0.path < $1.path }
    }
}
