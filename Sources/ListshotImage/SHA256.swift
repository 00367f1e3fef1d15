import CNettle

/// SHA-256 (FIPS 180-4) through Nettle, which uses the CPU's SHA extensions when present, so
/// hashing references and font files stays cheap next to drawing.
///
/// ```swift
/// SHA256.hex(Array("abc".utf8))   // "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
/// ```
public enum SHA256 {
    /// The digest of `bytes` as 64 lower-case hex digits.
    public static func hex(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBytes { hex($0) }
    }

    /// The digest of the bytes in `buffer` as 64 lower-case hex digits.
    public static func hex(_ buffer: UnsafeRawBufferPointer) -> String {
        var digest = SHA256.Digest()
        digest.update(buffer)
        return digest.finalize()
    }

    /// An incremental digest: feed it pieces with ``update(_:)``, then ``finalize()`` once.
    ///
    /// ```swift
    /// var digest = SHA256.Digest()
    /// digest.update(header); digest.update(body)
    /// let hex = digest.finalize()
    /// ```
    public struct Digest {
        private var context = sha256_ctx()

        public init() { nettle_sha256_init(&context) }

        /// Adds the bytes in `buffer`.
        public mutating func update(_ buffer: UnsafeRawBufferPointer) {
            guard let base = buffer.baseAddress, !buffer.isEmpty else { return }
            nettle_sha256_update(&context, buffer.count, base.assumingMemoryBound(to: UInt8.self))
        }

        /// Adds `bytes`.
        public mutating func update(_ bytes: [UInt8]) { bytes.withUnsafeBytes { update($0) } }

        /// The digest of everything added, as 64 lower-case hex digits.
        public mutating func finalize() -> String {
            var output = [UInt8](repeating: 0, count: 32)
            output.withUnsafeMutableBufferPointer { nettle_sha256_digest(&context, 32, $0.baseAddress) }
            let digits = Array("0123456789abcdef".utf8)
            var text = [UInt8]()
            text.reserveCapacity(64)
            for byte in output {
                text.append(digits[Int(byte >> 4)])
                text.append(digits[Int(byte & 0x0f)])
            }
            return String(decoding: text, as: UTF8.self)
        }
    }
}
