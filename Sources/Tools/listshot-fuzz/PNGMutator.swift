import CDeflate

/// Mutates PNG files where decoders are fragile: the IHDR fields (huge, zero and illegal sizes,
/// depths and colour types, with the CRC fixed up or not), chunk lengths, CRCs, truncation and
/// random bytes.
struct PNGMutator {
    static let sides: [UInt32] = [0, 1, 2, 7, 8192, 8193, 16_384, 20_000, 100_000, 0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFF]

    var random: SplitMix64

    mutating func mutate(_ input: [UInt8]) -> [UInt8] {
        var data = input
        for _ in 0..<(1 + random.below(3)) {
            guard data.count > 33 else { break }
            switch random.below(10) {
            case 8, 9: insertChunk(&data)
            case 0: write(random.pick(Self.sides), at: 16, in: &data); fixCRC(&data)
            case 1: write(random.pick(Self.sides), at: 20, in: &data); fixCRC(&data)
            case 2: data[24] = random.pick([0, 1, 2, 3, 4, 5, 8, 16, 255]); data[25] = random.pick([0, 1, 2, 3, 4, 6, 7]); fixCRC(&data)
            case 3: data[26 + random.below(3)] = UInt8(truncatingIfNeeded: random.next()); fixCRC(&data)
            case 4: write(random.pick([0, 12, 13, 14, 0x7FFF_FFFF, 0xFFFF_FFFF]), at: 8 + 25 * random.below(2), in: &data)
            case 5: data[random.below(data.count)] ^= UInt8(1 << random.below(8))
            case 6: data = Array(data.prefix(random.below(data.count)))
            default: data[29 + random.below(4)] ^= 0xFF  // IHDR CRC
            }
        }
        return data
    }

    /// Inserts a chunk with a correct CRC after IHDR: ancillary text, an unknown critical chunk,
    /// a garbage colour profile or palette, or a huge declared length.
    mutating func insertChunk(_ data: inout [UInt8]) {
        guard data.count > 33 else { return }
        let type = random.pick(["tEXt", "zTXt", "iCCP", "PLTE", "tRNS", "gAMA", "sRGB", "zzZz", "ZZZZ", "IDAT", "IEND"])
        let body = (0..<random.below(64)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        var chunk = [UInt8](repeating: 0, count: 4)
        write(UInt32(body.count), at: 0, in: &chunk)
        chunk += Array(type.utf8) + body
        let crc = chunk.withUnsafeBytes { UInt32(libdeflate_crc32(0, $0.baseAddress.map { $0 + 4 }, $0.count - 4)) }
        chunk += [0, 0, 0, 0]
        write(crc, at: chunk.count - 4, in: &chunk)
        data.insert(contentsOf: chunk, at: 33)
    }

    func write(_ value: UInt32, at offset: Int, in data: inout [UInt8]) {
        guard offset + 4 <= data.count else { return }
        for i in 0..<4 { data[offset + i] = UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32(i))) }
    }

    /// Recomputes the IHDR CRC, so the mutation reaches the checks behind it.
    func fixCRC(_ data: inout [UInt8]) {
        guard data.count >= 33 else { return }
        let crc = data.withUnsafeBytes { UInt32(libdeflate_crc32(0, $0.baseAddress.map { $0 + 12 }, 17)) }
        write(crc, at: 29, in: &data)
    }
}
