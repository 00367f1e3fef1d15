import Foundation
import ListshotSpec

/// Parses `yaml` as the spec file `spec.yaml` in `directory`: the helper every spec test uses.
///
/// ```swift
/// let spec = try parse("content: [{list: {cells: [{title: A}]}}]\n")
/// ```
func parse(_ yaml: String, directory: String = NSTemporaryDirectory()) throws(SpecError) -> ScreenSpec {
    try SpecParser.parse(text: yaml, file: "spec.yaml", name: "spec", baseDirectory: directory)
}
