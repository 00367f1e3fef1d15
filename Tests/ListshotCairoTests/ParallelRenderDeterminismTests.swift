import Foundation
import Listshot
import ListshotImage
import Testing

/// The whole catalog rendered twice, two specs at a time (as `record --jobs 2` draws), into two
/// folders, in each PNG encoding: every byte of every file must be the same (docs/testing.md,
/// "Byte-identical renders"). `fast` is what `listshot render` and `verify` write and `smallest`
/// what committed references use; both are libdeflate now. `fast` was igzip in parallel segments,
/// which wrote other DEFLATE bytes for the same pixels in some whole-catalog runs (a hash-table
/// slot chose another of two equal matches); this test is what caught it.
/// Runs everywhere, unlike the committed references' byte check, which needs their environment.
@Suite("Parallel renders are byte-identical")
struct ParallelRenderDeterminismTests {
    /// Renders every spec of `Snapshots/` in every appearance with two workers into `folder`, encoded with `compression`;
    /// returns how many files were written.
    static func renderCatalog(into folder: URL, specs: [String], compression: PNGCompression) throws -> Int {
        let renderer = Renderer(pngCompression: compression)
        let root = packageRoot.appendingPathComponent("Snapshots").path
        let options = RenderOptions(appearances: Appearance.allCases, format: .png)
        let failures = Failures()
        let written = Failures()
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            for index in stride(from: worker, to: specs.count, by: 2) {
                do {
                    let spec = try renderer.spec(at: specs[index])
                    let relative = (CatalogPath.relative(specs[index], to: root) as NSString).deletingLastPathComponent
                    let target = folder.appendingPathComponent(relative)
                    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
                    for output in try renderer.render(spec, options: options) {
                        try Data(output.bytes).write(to: target.appendingPathComponent(output.fileName))
                        written.add(output.fileName)
                    }
                } catch {
                    failures.add("\(specs[index]): \(error)")
                }
            }
        }
        for failure in failures.all { Issue.record("\(failure)") }
        return written.all.count
    }

    @Test(arguments: [PNGCompression.fast, .smallest])
    func theCatalogRenderedTwiceInParallelGivesTheSameBytes(compression: PNGCompression) throws {
        let specs = try SpecFinder.find([packageRoot.appendingPathComponent("Snapshots").path])
        let first = try ScratchFolder(prefix: "listshot-parallel-a")
        let second = try ScratchFolder(prefix: "listshot-parallel-b")
        let count = try Self.renderCatalog(into: first.url, specs: specs, compression: compression)
        #expect(try Self.renderCatalog(into: second.url, specs: specs, compression: compression) == count)
        func regularFiles(_ scratch: ScratchFolder) -> [String] {
            scratch.files(in: ".").filter { name in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent(name).path, isDirectory: &isDirectory)
                    && !isDirectory.boolValue
            }
        }
        let files = regularFiles(first)
        #expect(files == regularFiles(second), "both runs must write the same files")
        #expect(files.count == count && count >= 2 * specs.count, "\(files.count) files for \(specs.count) specs")
        var differing: [String] = []
        var sizes: [String: String] = [:]
        for file in files {
            let a = try Data(contentsOf: first.url.appendingPathComponent(file))
            let b = try Data(contentsOf: second.url.appendingPathComponent(file))
            if a != b { differing.append(file); sizes[file] = "\(a.count) vs \(b.count) bytes" }
        }
        let message = "\(compression): same spec, other bytes: \(differing.map { "\($0) (\(sizes[$0] ?? ""))" }.joined(separator: ", "))"
        #expect(differing.isEmpty, "\(message)")
    }
}

/// Strings gathered from several threads.
private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    func add(_ item: String) { lock.lock(); items.append(item); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return items }
}
