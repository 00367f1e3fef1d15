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
            switch random.below(8) {
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
