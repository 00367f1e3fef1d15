import CCairo
import Foundation
import ListshotCore
import ListshotImage

/// A brand font file a theme, `--fonts` or the Swift API named, inspected: its faces and SHA-256.
///
/// ```swift
/// let font = try FontFile.inspect(path: "Themes/fonts/Brand-Regular.otf")
/// print(font.faces)   // [Face(family: "Brand Sans", weight: .regular)]
/// ```
public struct FontFile: Sendable, Hashable, Codable {
    /// One face in the file: a family name and the nearest of Listshot's weights.
    public struct Face: Sendable, Hashable, Codable {
        public var family: String
        public var weight: FontWeight

        public init(family: String, weight: FontWeight) { self.family = family; self.weight = weight }
    }

    /// The largest font file read: 64 MiB (a full CJK collection is about 20 MiB).
    public static let sizeLimit = 64 << 20

    public var path: String
    public var faces: [Face]
    public var sha256: String

    /// The families in the file, in file order.
    public var families: [String] {
        var seen: [String] = []
        for face in faces where !seen.contains(face.family) { seen.append(face.family) }
        return seen
    }

    /// Reads and checks the file at `path`: a regular file under ``sizeLimit`` with an
    /// OpenType (`OTTO`), TrueType (`00 01 00 00`, `true`) or collection (`ttcf`) header that
    /// FreeType opens.
    public static func inspect(path: String) throws(FontFileError) -> FontFile {
        let bytes: [UInt8]
        do { bytes = try RegularFile.read(path, limit: sizeLimit) } catch { throw .unreadable(path: path, reason: error.reason) }
        guard bytes.count >= 12, let magic = Optional(Array(bytes[0..<4])),
              [[0, 1, 0, 0], Array("OTTO".utf8), Array("ttcf".utf8), Array("true".utf8)].contains(magic) else {
            throw .notAFont(path: path)
        }
        let faces = Self.faces(path: path)
        guard !faces.isEmpty else { throw .notAFont(path: path) }
        return FontFile(path: path, faces: faces, sha256: EnvironmentFingerprint.sha256(Data(bytes)))
    }

    /// The faces fontconfig finds in the file (every named instance of a collection).
    static func faces(path: String) -> [Face] {
        guard let set = FcFontSetCreate() else { return [] }
        defer { FcFontSetDestroy(set) }
        var count: Int32 = 0
        let queried = path.withCString { cPath in
            cPath.withMemoryRebound(to: FcChar8.self, capacity: 1) { FcFreeTypeQueryAll($0, UInt32.max, nil, &count, set) }
        }
        guard queried > 0, let fonts = set.pointee.fonts else { return [] }
        var faces: [Face] = []
        for index in 0..<Int(max(0, set.pointee.nfont)) {
            guard let pattern = fonts[index] else { continue }
            var weightValue: Int32 = 80
            _ = FcPatternGetInteger(pattern, FC_WEIGHT, 0, &weightValue)
            let weight = Self.weight(openType: Int(FcWeightToOpenType(Int32(weightValue))))
            var slant: Int32 = 0
            _ = FcPatternGetInteger(pattern, FC_SLANT, 0, &slant)
            guard slant == 0 else { continue }  // Listshot draws upright text only
            var name: UnsafeMutablePointer<FcChar8>?
            var nameIndex: Int32 = 0
            // Every family name the face carries (a typographic family and its legacy name).
            while FcPatternGetString(pattern, FC_FAMILY, nameIndex, &name) == FcResultMatch, let name {
                let family = String(cString: name)
                let face = Face(family: family, weight: weight)
                if !faces.contains(face) { faces.append(face) }
                nameIndex += 1
            }
        }
        return faces
    }

    /// The nearest of Listshot's weights to an OpenType weight (100…900).
    static func weight(openType: Int) -> FontWeight {
        FontWeight.allCases.min { abs($0.numericValue - openType) < abs($1.numericValue - openType) } ?? .regular
    }
}
