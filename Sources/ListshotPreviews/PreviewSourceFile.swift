import Foundation

/// What the scanner learned of one Swift file: its previews, the modules it imports, and the
/// names it declares and uses (for which files a preview depends on).
///
/// ```swift
/// let file = try PreviewScanner.scan(source: text, path: "Feature/LandmarkRow.swift", relativePath: "LandmarkRow.swift")
/// print(file.previews.map(\.id))   // ["LandmarkRow.swift:L40C1", "LandmarkRow.swift:LandmarkRow_Previews"]
/// ```
public struct PreviewSourceFile: Sendable, Hashable, Codable {
    /// The file's path as given (inside the sources folder).
    public var path: String
    /// The path relative to the sources folder, with `/` separators.
    public var relativePath: String
    /// SHA-256 of the file's bytes, hex.
    public var digest: String
    /// Modules named by `import` declarations (in active `#if` clauses).
    public var imports: [String]
    /// Every name the file declares: types, functions, properties, cases, at any depth.
    public var declared: Set<String>
    /// Every identifier the file uses that it does not declare itself.
    public var referenced: Set<String>
    /// The previews, in source order.
    public var previews: [FoundPreview]

    /// The file name (the last path component), unique within a Swift module.
    public var fileName: String { (relativePath as NSString).lastPathComponent }
}

/// A preview found in source: a `#Preview` macro or a `PreviewProvider` type.
public struct FoundPreview: Sendable, Hashable, Codable {
    public enum Form: Sendable, Hashable, Codable {
        /// `#Preview(…) { … }`; `name` is the first argument when it is a plain string literal.
        case macro(name: String?)
        /// `struct NAME: PreviewProvider`.
        case provider(typeName: String)
    }

    public var form: Form
    /// 1-based line and UTF-8 column of the declaration's first token (after trivia), as the
    /// compiler reports the macro's location.
    public var line: Int
    public var column: Int
    /// Stable within a module: `FILE:L<line>C<column>` for a macro, `FILE:TYPENAME` for a provider.
    public var id: String
}
