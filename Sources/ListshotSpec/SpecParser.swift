import Foundation
import ListshotCore
import ListshotImage
import Yams

/// Reads YAML or JSON spec files into ``ScreenSpec``s. Every error carries file:line:column and
/// the key path, and unknown keys come with the closest known key.
///
/// The format is documented in the README ("Spec files"). A minimal spec:
///
/// ```yaml
/// theme: movistar
/// content:
///   - list:
///       style: boxed
///       cells:
///         - title: Title
/// ```
public enum SpecParser {
    /// The largest spec file read, in bytes.
    public static let maximumFileSize = 1_048_576

    /// Parses the spec at `path` (a regular file of at most ``maximumFileSize`` bytes; devices,
    /// FIFOs and folders are refused before anything is read).
    ///
    /// Components come from `Components/` folders beside the spec and above it, climbing no higher
    /// than `searchBoundary` when one is given (a git revision's private copy).
    public static func parse(file path: String, searchBoundary: String? = nil) throws(SpecError) -> ScreenSpec {
        try parse(file: path, searchBoundary: searchBoundary, mayFrame: true)
    }

    /// Parses the spec at `path`; `mayFrame` false refuses `screen:` (a framed spec's own).
    static func parse(file path: String, searchBoundary: String?, mayFrame: Bool) throws(SpecError) -> ScreenSpec {
        let url = URL(fileURLWithPath: path)
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(path, limit: maximumFileSize)
        } catch {
            switch error {
            case .missing: throw SpecError(file: path, message: "no such file. Check the path.")
            case .tooLarge(_, let size, let limit):
                throw SpecError(file: path, message: "the file is \(size) bytes or more; specs are limited to \(limit) bytes. Split it, or shorten its text.")
            default: throw SpecError(file: path, message: "cannot be read: \(error.reason). Specs are regular YAML or JSON files.")
            }
        }
        try SpecTextCheck.checkEncoding(bytes, file: path)
        let text = String(decoding: bytes, as: UTF8.self)
        let stem = url.deletingPathExtension().lastPathComponent
        let library = ComponentLibrary(specPath: path, boundary: searchBoundary)
        return try parse(text: text, file: path, name: stem, baseDirectory: url.deletingLastPathComponent().path, components: library,
                         searchBoundary: searchBoundary, mayFrame: mayFrame)
    }

    /// Parses spec text; `baseDirectory` resolves relative image paths, and components are read
    /// from `Components/` folders beside and above `baseDirectory`.
    public static func parse(text: String, file: String, name: String, baseDirectory: String) throws(SpecError) -> ScreenSpec {
        let library = ComponentLibrary(specPath: (baseDirectory as NSString).appendingPathComponent("\(name).yaml"), boundary: nil)
        return try parse(text: text, file: file, name: name, baseDirectory: baseDirectory, components: library)
    }

    static func parse(text: String, file: String, name: String, baseDirectory: String,
                      components: ComponentLibrary, searchBoundary: String? = nil, mayFrame: Bool = true) throws(SpecError) -> ScreenSpec {
        let root = try compose(text, file: file, whenEmpty: "the file is empty. A spec needs at least `content:`.")
        var reader = SpecReader(baseDirectory: baseDirectory, components: components)
        reader.searchBoundary = searchBoundary
        reader.mayFrame = mayFrame
        var spec = try reader.screenSpec(SpecNode(node: root, path: "", file: file), name: name)
        spec.inputFiles += components.files
        return spec
    }

    /// The checked YAML tree of `text` (a spec or a component file), within ``SpecExpansionBudget``;
    /// `whenEmpty` is the message for a file with no document.
    static func compose(_ text: String, file: String, whenEmpty: String) throws(SpecError) -> Node {
        try SpecTextCheck.check(Array(text.utf8), file: file)
        let root: Node
        do {
            // The basic resolver tags every plain scalar as text: no regular expression is compiled
            // (the default resolver's start ICU in every process), and numbers and
            // booleans are read by ``SpecNode`` from the scalar's text and style.
            guard let node = try Yams.compose(yaml: text, Resolver.basic) else { throw SpecError(file: file, message: whenEmpty) }
            root = node
        } catch let error as SpecError {
            throw error
        } catch let error as YamlError {
            throw yamlError(error, file: file)
        } catch {
            throw SpecError(file: file, message: "cannot be parsed: \(error).")
        }
        try SpecExpansionBudget.check(root, file: file)
        return root
    }

    static func yamlError(_ error: YamlError, file: String) -> SpecError {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let detail = context.map { "\($0.text) " } ?? ""
            return SpecError(file: file, line: mark.line, column: mark.column,
                             message: "malformed YAML: \(detail)\(problem). Fix the syntax at this position.")
        case .duplicatedKeysInMapping(let duplicates, let context):
            let names = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            return SpecError(file: file, line: context.mark.line, column: context.mark.column,
                             message: "the key \(names) appears twice in one mapping. Keep one of them.")
        case .reader(let problem, let offset, _, let yaml):
            let (line, column) = offset.map { position(ofByte: $0, in: yaml) } ?? (nil, nil)
            return SpecError(file: file, line: line, column: column, message: "unreadable text: \(problem). Save the file as plain UTF-8.")
        default:
            let first = String(describing: error).split(separator: "\n").first.map(String.init) ?? "unknown problem"
            return SpecError(file: file, message: "malformed YAML: \(first).")
        }
    }

    /// 1-based line and column (in characters) of UTF-8 byte `offset` in `text`.
    static func position(ofByte offset: Int, in text: String) -> (Int?, Int?) {
        var line = 1, column = 1, consumed = 0
        for scalar in text.unicodeScalars {
            if consumed >= offset { break }
            consumed += String(scalar).utf8.count
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return (line, column)
    }
}
