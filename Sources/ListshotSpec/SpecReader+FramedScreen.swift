import ListshotSupport
import Foundation
import ListshotCore

/// A store or documentation spec that frames another spec's screen (docs/presentation.md,
/// "Framing another spec"): the screen comes from that spec, so an edit to it reaches every
/// picture that frames it.
///
/// ```yaml
/// title: Settings on the App Store
/// screen: ../settings.yaml          # its device, theme, bars, content and variants
/// presentation: { deviceFrame: true, caption: { title: All your lines }, size: app-store-6.9 }
/// ```
extension SpecReader {
    /// The keys beside `screen:`; everything else comes from the framed spec.
    static let framingKeys = ["name", "title", "screen", "presentation", "appearances"]

    func framedSpec(_ root: SpecNode, name: String) throws(SpecError) -> ScreenSpec {
        let top = try root.mapping(allowed: Self.framingKeys,
                                   unknownKeyHelp: "A spec with `screen:` takes its device, theme, bars and content from that spec; beside it go only \(Self.framingKeys.joined(separator: ", ")).")
        guard let screenNode = top["screen"] else { throw root.error("missing key 'screen'.") }
        guard mayFrame else {
            throw screenNode.error("this spec is itself framed by another: a framed spec cannot frame a third. Point the outer spec at the screen spec directly.")
        }
        guard let presentationNode = top["presentation"] else {
            throw root.error("missing key 'presentation'. A spec with `screen:` frames that screen: give it a presentation (deviceFrame, caption, size…).")
        }
        let raw = try screenNode.string()
        let url = raw.hasPrefix("/") ? URL(fileURLWithPath: raw) : URL(fileURLWithPath: baseDirectory).appendingPathComponent(raw)
        let path = url.standardized.path
        if let searchBoundary {
            let limit = URL(fileURLWithPath: searchBoundary).standardized.path
            guard FolderPath.contains(limit, path) else {
                throw screenNode.error("'\(raw.shortened)' lies outside \(limit), the folder this run reads. Frame a spec inside it.")
            }
            // Written inside, it may still lead out through a symlinked folder or file: the check
            // is made again with every link resolved (docs/preview.md, "Safety").
            guard FolderPath.containsResolved(limit, path) else {
                throw screenNode.error("'\(raw.shortened)' leads through a symbolic link out of \(limit), the folder this run reads. Frame a spec inside it, not through a link.")
            }
        }
        var inner: ScreenSpec
        do {
            inner = try SpecParser.parse(file: path, searchBoundary: searchBoundary, mayFrame: false)
        } catch where error.file == path && error.line == nil {
            // The file itself cannot be read: say so where the spec names it.
            throw screenNode.error("cannot frame '\(raw.shortened)': \(error.message)")
        }
        guard case .device(let device, _) = inner.screen.frame else {
            throw screenNode.error("'\(raw.shortened)' has no `device:`, and a presentation frames a device screen. Give that spec a device.")
        }
        inner.screen.presentation = try presentation(presentationNode, device: device)
        let specName = try top["name"]?.string() ?? name
        guard !specName.isEmpty, specName.allSatisfy({ $0.isLetter || $0.isNumber || "-_".contains($0) }) else {
            throw (top["name"] ?? root).error("'\(specName)' cannot name output files; use letters, digits, - and _.")
        }
        if let appearances = try list(top["appearances"], of: Appearance.self) {
            inner.appearances = appearances
            inner.screen.appearance = appearances[0]
        }
        inner.inputFiles = [path] + inner.inputFiles
        inner.name = specName
        inner.title = try top["title"]?.string() ?? specName
        inner.file = root.file
        inner.screen.name = specName
        inner.themeLocation = nil
        return inner
    }
}
