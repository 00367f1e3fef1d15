import Foundation
import Listshot
import Testing

@Suite("Atomic file writes")
struct AtomicFileTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)")

    func leftovers() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }
    }

    @Test func writesReplacesAndLeavesNoTemporaryFiles() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("sub/out.png").path
        try AtomicFile.write([1, 2, 3], to: target)
        #expect(FileManager.default.contents(atPath: target) == Data([1, 2, 3]))
        let large = [UInt8](repeating: 7, count: 3 << 20)
        try AtomicFile.write(large, to: target)
        #expect(FileManager.default.contents(atPath: target) == Data(large))
        try AtomicFile.write([], to: target)
        #expect(FileManager.default.contents(atPath: target) == Data())
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("sub").path) == ["out.png"])
        let mode = try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int
        #expect(mode.map { $0 & 0o600 } == 0o600, "the owner can read and write what was written")
    }

    @Test func aFolderInTheWayFailsWithoutLeavingATemporaryFile() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("taken")
        try FileManager.default.createDirectory(at: target.appendingPathComponent("inside"), withIntermediateDirectories: true)
        #expect(throws: ListshotError.self) { try AtomicFile.write([1], to: target.path) }
        #expect(try leftovers().isEmpty)
    }
}
