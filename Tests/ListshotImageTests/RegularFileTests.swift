import Foundation
import ListshotImage
import Testing

/// Input files are read only when they are regular files, within a cap, without blocking.
@Suite("Regular file reads")
struct RegularFileTests {
    static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-regular-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func readsARegularFileWhole() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.bin")
        let bytes = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
        try Data(bytes).write(to: file)
        #expect(try RegularFile.read(file.path, limit: 10_000) == bytes)
        #expect(try RegularFile.readPrefix(file.path, count: 8) == Array(bytes.prefix(8)))
        #expect(throws: FileReadError.tooLarge(path: file.path, size: 10_000, limit: 9_999)) {
            try RegularFile.read(file.path, limit: 9_999)
        }
    }

    @Test func refusesFoldersFIFOsAndDevices() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let link = folder.appendingPathComponent("zero").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/zero")
        for (path, kind) in [(folder.path, "a folder"), (fifo, "a FIFO (named pipe)"), (link, "a character device")] {
            #expect(throws: FileReadError.notRegularFile(path: path, kind: kind)) { try RegularFile.read(path, limit: 100) }
            #expect(throws: FileReadError.notRegularFile(path: path, kind: kind)) { try RegularFile.identity(path) }
        }
    }

    @Test func ioErrorsAreErrorsNotTraps() {
        // A regular file in /proc whose reads fail with EIO: FileHandle used to trap on it.
        #expect(throws: FileReadError.unreadable(path: "/proc/self/mem", reason: "input/output error")) {
            try RegularFile.read("/proc/self/mem", limit: 1 << 20)
        }
        #expect(throws: FileReadError.missing(path: "/nonexistent/x.png")) { try RegularFile.read("/nonexistent/x.png", limit: 10) }
    }

    @Test func procFilesWithSizeZeroAreReadUpToTheCap() throws {
        let status = try RegularFile.read("/proc/self/status", limit: 1 << 20)
        #expect(String(decoding: status, as: UTF8.self).contains("Name:"))
        #expect(throws: FileReadError.self) { try RegularFile.read("/proc/self/status", limit: 16) }
    }

    @Test func oneFileHasOneIdentityWhateverThePath() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.png")
        try Data([1, 2, 3]).write(to: file)
        let link = folder.appendingPathComponent("b.png")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)
        #expect(try RegularFile.identity(file.path) == RegularFile.identity(link.path))
        #expect(try RegularFile.identity(file.path) == RegularFile.identity(folder.path + "/./a.png"))
        #expect(try RegularFile.identity(file.path).size == 3)
    }
}
