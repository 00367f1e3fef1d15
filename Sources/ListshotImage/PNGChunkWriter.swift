import CDeflate

/// Writes the PNG signature and chunks (length, type, data, CRC-32 via libdeflate).
struct PNGChunkWriter {
    private(set) var bytes: [UInt8]

    /// Largest chunk payload written; bigger IDAT data is split across chunks.
    static let maxChunkLength = 1 << 30

    init(reservingCapacity capacity: Int) {
        bytes = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes.reserveCapacity(capacity)
    }

    mutating func appendHeader(width: Int, height: Int, colorType: UInt8) {
        var data: [UInt8] = []
        data.reserveCapacity(13)
        Self.appendBigEndian(UInt32(width), to: &data)
        Self.appendBigEndian(UInt32(height), to: &data)
        data += [8, colorType, 0, 0, 0]  // bit depth, colour type, deflate, filter method 0, no interlace
        append(type: "IHDR", data: data[...])
    }

    mutating func appendText(_ entry: PNGTextEntry) {
        let keyword = Array(entry.keyword.utf8)
        precondition(
            (1...79).contains(keyword.count) && keyword.allSatisfy { (0x20...0x7E).contains($0) },
            "PNG text keyword must be 1-79 printable ASCII characters: \(entry.keyword)")
        let text = Array(entry.text.utf8)
        if text.allSatisfy({ $0 < 0x80 }) {
            append(type: "tEXt", data: (keyword + [0] + text)[...])
        } else {
            // iTXt: keyword, NUL, compression flag 0, method 0, empty language, NUL, empty translated keyword, NUL, UTF-8.
            append(type: "iTXt", data: (keyword + [0, 0, 0, 0, 0] + text)[...])
        }
    }

    mutating func appendImageData(_ compressed: [UInt8]) {
        var start = 0
        repeat {
            let end = min(start + Self.maxChunkLength, compressed.count)
            append(type: "IDAT", data: compressed[start..<end])
            start = end
        } while start < compressed.count
    }

    mutating func appendEnd() {
        append(type: "IEND", data: [][...])
    }

    private mutating func append(type: StaticString, data: ArraySlice<UInt8>) {
        Self.appendBigEndian(UInt32(data.count), to: &bytes)
        let typeStart = bytes.count
        type.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: data)
        let crc = bytes.withUnsafeBufferPointer { all in
            UInt32(libdeflate_crc32(0, all.baseAddress.map { $0 + typeStart }, all.count - typeStart))
        }
        Self.appendBigEndian(crc, to: &bytes)
    }

    private static func appendBigEndian(_ value: UInt32, to array: inout [UInt8]) {
        array.append(UInt8(truncatingIfNeeded: value >> 24))
        array.append(UInt8(truncatingIfNeeded: value >> 16))
        array.append(UInt8(truncatingIfNeeded: value >> 8))
        array.append(UInt8(truncatingIfNeeded: value))
    }
}
