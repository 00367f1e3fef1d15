import CDeflate

/// What a PNG declares before any pixel is decoded: its IHDR, read from the first 33 bytes, and a
/// structural check of every chunk (lengths, CRCs, IDAT present, IEND last).
///
/// Callers check ``width`` and ``height`` against their limits *before* decoding, so a small file
/// declaring 100000×100000 px is refused without allocating anything.
///
/// ```swift
/// let header = try PNGHeader(bytes)          // throws(PNGError)
/// guard header.pixelCount <= budget else { … }
/// ```
public struct PNGHeader: Sendable, Hashable {
    /// Width and height in pixels, as declared (1…2³¹−1).
    public var width: Int
    public var height: Int
    public var bitDepth: Int
    public var colorType: Int

    /// `width × height` (cannot overflow: both sides are below 2³¹).
    public var pixelCount: Int { width * height }

    /// The number of bytes ``init(_:)`` needs: signature (8) + IHDR chunk (25).
    public static let prefixLength = 33

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Reads the IHDR from the start of a PNG (at least ``prefixLength`` bytes), checking the
    /// signature, the chunk's length and CRC, and that the values are legal PNG values.
    public init(_ bytes: [UInt8]) throws(PNGError) {
        let result = bytes.withUnsafeBytes { buffer in Result { () throws(PNGError) in try PNGHeader(buffer) } }
        self = try result.get()
    }

    /// Same as ``init(_:)`` for a raw buffer.
    public init(_ buffer: UnsafeRawBufferPointer) throws(PNGError) {
        try PNGCodec.checkSignature(buffer)
        guard buffer.count >= Self.prefixLength else {
            throw .truncated(detail: "only \(buffer.count) bytes, too short for the IHDR header")
        }
        let length = Self.uint32(buffer, 8)
        guard Self.type(buffer, 12) == "IHDR" else {
            throw .malformed(detail: "the first chunk is '\(Self.type(buffer, 12))', not IHDR")
        }
        guard length == 13 else { throw .malformed(detail: "the IHDR chunk is \(length) bytes long, not 13") }
        guard Self.crc(buffer, from: 12, count: 17) == Self.uint32(buffer, 29) else {
            throw .malformed(detail: "the IHDR chunk's CRC does not match (the header bytes are damaged)")
        }
        let width = Int(Self.uint32(buffer, 16)), height = Int(Self.uint32(buffer, 20))
        guard width > 0, height > 0 else { throw .malformed(detail: "the image is \(width)×\(height) px; PNG sides are at least 1 px") }
        guard width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw .malformed(detail: "the declared size \(width)×\(height) px exceeds PNG's limit of 2³¹−1 px a side")
        }
        let depth = Int(buffer[24]), color = Int(buffer[25])
        let legalDepths: [Int: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        guard let depths = legalDepths[color], depths.contains(depth) else {
            throw .malformed(detail: "colour type \(color) with bit depth \(depth) is not a legal PNG combination")
        }
        guard buffer[26] == 0, buffer[27] == 0, buffer[28] <= 1 else {
            throw .malformed(detail: "unknown compression, filter or interlace method in IHDR")
        }
        self.width = width; self.height = height; self.bitDepth = depth; self.colorType = color
    }

    /// Walks every chunk of a whole PNG file: each length inside the file, each CRC right, at least
    /// one IDAT, and IEND last. Catches damage that decoders would report vaguely (or as "out of memory").
    public static func checkStructure(_ bytes: [UInt8]) throws(PNGError) {
        let result = bytes.withUnsafeBytes { buffer in Result { () throws(PNGError) in try checkStructure(buffer) } }
        try result.get()
    }

    /// Same as ``checkStructure(_:)-([UInt8])`` for a raw buffer.
    public static func checkStructure(_ buffer: UnsafeRawBufferPointer) throws(PNGError) {
        _ = try PNGHeader(buffer)
        var offset = 8, sawData = false
        while true {
            guard offset + 12 <= buffer.count else {
                throw .truncated(detail: "the file ends at byte \(buffer.count) before the IEND chunk")
            }
            let length = Int(uint32(buffer, offset)), name = type(buffer, offset + 4)
            guard length <= Int(Int32.max) else { throw .malformed(detail: "chunk '\(name)' at byte \(offset) declares \(length) bytes") }
            guard buffer.count - offset - 12 >= length else {
                throw .truncated(detail: "chunk '\(name)' at byte \(offset) declares \(length) bytes but the file ends first")
            }
            guard crc(buffer, from: offset + 4, count: length + 4) == uint32(buffer, offset + 8 + length) else {
                throw .malformed(detail: "chunk '\(name)' at byte \(offset) has a wrong CRC (the file is damaged)")
            }
            if name == "IDAT" { sawData = true }
            offset += 12 + length
            if name == "IEND" { break }
        }
        guard sawData else { throw .malformed(detail: "the file has no IDAT chunk, so no pixel data") }
    }

    static func uint32(_ buffer: UnsafeRawBufferPointer, _ offset: Int) -> UInt32 {
        UInt32(buffer[offset]) << 24 | UInt32(buffer[offset + 1]) << 16 | UInt32(buffer[offset + 2]) << 8 | UInt32(buffer[offset + 3])
    }

    static func type(_ buffer: UnsafeRawBufferPointer, _ offset: Int) -> String {
        let bytes = buffer[offset..<offset + 4]
        guard bytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
            return bytes.map { byte in
                let digits = String(byte, radix: 16, uppercase: true)
                return digits.count == 1 ? "0" + digits : digits
            }.joined(separator: " ")
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func crc(_ buffer: UnsafeRawBufferPointer, from offset: Int, count: Int) -> UInt32 {
        UInt32(libdeflate_crc32(0, buffer.baseAddress.map { $0 + offset }, count))
    }
}
