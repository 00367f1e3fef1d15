/// The text of a `.strings` file: UTF-8 (with or without a byte-order mark) or UTF-16 with a
/// byte-order mark, both of which Xcode writes (UTF-16 without one is recognised by its zero bytes
/// when the file starts with an ASCII character). Anything else is an error naming where the bad
/// bytes start (docs/assets.md, "String tables").
///
/// ```swift
/// let scalars = try TextDecoding.scalars(bytes, file: "en.lproj/Localizable.strings")
/// ```
enum TextDecoding {
    static func scalars(_ bytes: [UInt8], file: String) throws(AssetError) -> [Unicode.Scalar] {
        if bytes.starts(with: Array("bplist".utf8)) {
            throw AssetError(file: file, message: "is a binary property list (as in a built app), not the text file Xcode edits. Name the project's source folder instead of a built app.")
        }
        if bytes.starts(with: [0xFF, 0xFE]) { return try utf16(bytes.dropFirst(2), bigEndian: false, file: file) }
        if bytes.starts(with: [0xFE, 0xFF]) { return try utf16(bytes.dropFirst(2), bigEndian: true, file: file) }
        if bytes.count >= 2, bytes.count % 2 == 0 {
            if bytes[0] != 0, bytes[0] < 0x80, bytes[1] == 0 { return try utf16(bytes[...], bigEndian: false, file: file) }
            if bytes[0] == 0, bytes[1] != 0, bytes[1] < 0x80 { return try utf16(bytes[...], bigEndian: true, file: file) }
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        return try scalars(decoding: body.makeIterator(), with: UTF8(), capacity: body.count, file: file,
                           invalid: "is not valid UTF-8 here, nor UTF-16 with a byte-order mark. Save the file as UTF-8 (or UTF-16) in Xcode's File inspector.")
    }

    /// The scalars `codec` decodes from `units`; an invalid sequence is `invalid`, at its line and column.
    private static func scalars<Codec: UnicodeCodec, Units: IteratorProtocol>(
        decoding units: Units, with codec: Codec, capacity: Int, file: String, invalid: String
    ) throws(AssetError) -> [Unicode.Scalar] where Units.Element == Codec.CodeUnit {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(capacity)
        var decoder = codec
        var iterator = units
        var line = 1, column = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                scalars.append(scalar)
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            case .emptyInput:
                return scalars
            case .error:
                throw AssetError(file: file, message: invalid, line: line, column: column)
            }
        }
    }

    private static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool, file: String) throws(AssetError) -> [Unicode.Scalar] {
        guard bytes.count % 2 == 0 else {
            throw AssetError(file: file, message: "is UTF-16 but has an odd number of bytes, so it was cut short. Save the file again.")
        }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let a = UInt16(bytes[index]), b = UInt16(bytes[index + 1])
            units.append(bigEndian ? a << 8 | b : b << 8 | a)
            index += 2
        }
        return try scalars(decoding: units.makeIterator(), with: UTF16(), capacity: units.count, file: file,
                           invalid: "has a lone UTF-16 surrogate here. Save the file again as UTF-8 or UTF-16.")
    }
}
