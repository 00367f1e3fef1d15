import Foundation
import ListshotCore
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

    /// Parses the spec at `path`.
    public static func parse(file path: String) throws(SpecError) -> ScreenSpec {
        let url = URL(fileURLWithPath: path)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw SpecError(file: path, message: "no such file. Check the path.")
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
        guard size <= maximumFileSize else {
            throw SpecError(file: path, message: "the file is \(size) bytes; specs are limited to \(maximumFileSize) bytes. Split it, or shorten its text.")
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw SpecError(file: path, message: "cannot be read. Check its permissions.")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SpecError(file: path, message: "is not UTF-8 text. Save it as UTF-8.")
        }
        let stem = url.deletingPathExtension().lastPathComponent
        return try parse(text: text, file: path, name: stem, baseDirectory: url.deletingLastPathComponent().path)
    }

    /// Parses spec text; `baseDirectory` resolves relative image paths.
    public static func parse(text: String, file: String, name: String, baseDirectory: String) throws(SpecError) -> ScreenSpec {
        let root: Node
        do {
            guard let node = try Yams.compose(yaml: text) else {
                throw SpecError(file: file, message: "the file is empty. A spec needs at least `content:`.")
            }
            root = node
        } catch let error as SpecError {
            throw error
        } catch let error as YamlError {
            throw yamlError(error, file: file)
        } catch {
            throw SpecError(file: file, message: "cannot be parsed: \(error).")
        }
        let reader = SpecReader(baseDirectory: baseDirectory)
        return try reader.screenSpec(SpecNode(node: root, path: "", file: file), name: name)
    }

    static func yamlError(_ error: YamlError, file: String) -> SpecError {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let detail = context.map { "\($0.text) " } ?? ""
            return SpecError(file: file, line: mark.line, column: mark.column,
                             message: "malformed YAML: \(detail)\(problem). Fix the syntax at this position.")
        default:
            let first = String(describing: error).split(separator: "\n").first.map(String.init) ?? "unknown problem"
            return SpecError(file: file, message: "malformed YAML: \(first).")
        }
    }
}
