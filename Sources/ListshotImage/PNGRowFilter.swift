/// PNG filter method 0's five row filters, applied to one scanline. Internal hot path.
enum PNGRowFilter: UInt8, CaseIterable {
    case none = 0, sub = 1, up = 2, average = 3, paeth = 4

    /// Writes the filtered bytes of `current` (with `previous` the unfiltered row above, all
    /// zero for the first row) into `output`, `count` bytes, `bpp` bytes a pixel.
    @inline(__always)
    func apply(
        current: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>,
        count: Int, bpp: Int, into output: UnsafeMutablePointer<UInt8>
    ) {
        switch self {
        case .none:
            output.update(from: current, count: count)
        case .sub:
            for i in 0..<min(bpp, count) { output[i] = current[i] }
            var i = bpp
            while i < count {
                output[i] = current[i] &- current[i &- bpp]
                i &+= 1
            }
        case .up:
            for i in 0..<count { output[i] = current[i] &- previous[i] }
        case .average:
            for i in 0..<min(bpp, count) { output[i] = current[i] &- previous[i] >> 1 }
            var i = bpp
            while i < count {
                let mean = (UInt16(current[i &- bpp]) &+ UInt16(previous[i])) >> 1
                output[i] = current[i] &- UInt8(truncatingIfNeeded: mean)
                i &+= 1
            }
        case .paeth:
            for i in 0..<min(bpp, count) { output[i] = current[i] &- previous[i] }
            var i = bpp
            while i < count {
                output[i] = current[i] &- Self.paethPredictor(
                    left: current[i &- bpp], above: previous[i], upperLeft: previous[i &- bpp])
                i &+= 1
            }
        }
    }

    /// The Paeth predictor from the PNG specification.
    @inline(__always)
    static func paethPredictor(left: UInt8, above: UInt8, upperLeft: UInt8) -> UInt8 {
        let a = Int(left), b = Int(above), c = Int(upperLeft)
        let p = a &+ b &- c
        let pa = abs(p &- a), pb = abs(p &- b), pc = abs(p &- c)
        if pa <= pb && pa <= pc { return left }
        return pb <= pc ? above : upperLeft
    }

    /// Sum of the filtered bytes read as signed values' magnitudes (libpng's row heuristic).
    @inline(__always)
    static func cost(_ bytes: UnsafePointer<UInt8>, count: Int) -> Int {
        var sum = 0
        for i in 0..<count {
            let value = Int(Int8(bitPattern: bytes[i]))
            sum &+= value < 0 ? -value : value
        }
        return sum
    }
}
