import Foundation
import ListshotImage

/// Every input the mutators start from, by name: the catalog's specs and PNG files and the seed
/// report's files. A run is a pure function of its seed only if this is the same on every run, so
/// the fuzzer prints its digest (`seed material sha256 …`) and `--dump-seed-material DIR` writes
/// each piece to a file, for a byte-for-byte comparison of two runs.
struct SeedMaterial {
    struct Piece { var name: String; var bytes: [UInt8] }

    private(set) var pieces: [Piece] = []

    mutating func add(_ name: String, _ bytes: [UInt8]) { pieces.append(Piece(name: name, bytes: bytes)) }

    /// SHA-256 over each piece's name, length and bytes, in the order added.
    var digest: String {
        var digest = SHA256.Digest()
        for piece in pieces {
            digest.update(Array("\(piece.name.utf8.count):\(piece.name)\n\(piece.bytes.count):".utf8))
            digest.update(piece.bytes)
        }
        return digest.finalize()
    }

    /// Writes each piece under `folder` (a piece's name is a relative path: `specs/…`, `images/…`,
    /// `report/…`), numbered in the order added so two dumps compare with `diff -r`.
    func dump(to folder: String) throws {
        for (index, piece) in pieces.enumerated() {
            let name = String(format: "%04d-", index) + piece.name.replacingOccurrences(of: "/", with: "__")
            let path = (folder as NSString).appendingPathComponent(name)
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            guard FileManager.default.createFile(atPath: path, contents: Data(piece.bytes)) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
            }
        }
    }
}
