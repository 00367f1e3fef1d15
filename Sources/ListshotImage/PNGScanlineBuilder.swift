import ListshotSupport
/// Builds PNG scanlines (a filter-type byte, then the filtered row) for a whole image, rows
/// converted and filtered in one pass per band of rows, bands in parallel.
enum PNGScanlineBuilder {
    /// Rows per band: about 1 MiB of scanlines, at least 1 row. Depends only on the image.
    static func rowsPerBand(lineBytes: Int) -> Int {
        max(1, (1 << 20) / max(lineBytes, 1))
    }

    /// All scanlines of `source` filtered with `strategy` (``PNGFilterStrategy/smallestOfAll``
    /// is treated as ``PNGFilterStrategy/adaptive`` here; the encoder handles the search).
    static func build(_ source: PNGScanlineSource, bpp: Int, strategy: PNGFilterStrategy) -> [UInt8] {
        let rowBytes = source.width * bpp
        let lineBytes = rowBytes + 1
        let total = lineBytes * source.height
        let bandRows = rowsPerBand(lineBytes: lineBytes)
        let bands = (source.height + bandRows - 1) / bandRows
        return [UInt8](unsafeUninitializedCapacity: total) { out, initialized in
            guard let base = out.baseAddress else { return }
            HugePages.advise(base, count: total)
            let output = UncheckedSendable(base)
            ParallelWork.run(count: bands) { band in
                let first = band * bandRows
                let end = min(first + bandRows, source.height)
                buildBand(source, rows: first..<end, bpp: bpp, strategy: strategy, into: output.value)
            }
            initialized = total
        }
    }

    /// Converts and filters rows `rows` into `base`; row `y` goes to line `y - firstLine`.
    static func buildBand(
        _ source: PNGScanlineSource, rows: Range<Int>, bpp: Int,
        strategy: PNGFilterStrategy, into base: UnsafeMutablePointer<UInt8>, firstLine: Int = 0
    ) {
        let rowBytes = source.width * bpp
        let lineBytes = rowBytes + 1
        let dropAlpha = bpp == 3
        if strategy == .none {
            for y in rows {
                let line = base + (y &- firstLine) &* lineBytes
                line[0] = PNGRowFilter.none.rawValue
                source.convertRow(y, into: line + 1, dropAlpha: dropAlpha)
            }
            return
        }
        // Three scratch rows: previous, current, and a trial buffer for the adaptive choice.
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes * 3)
        defer { scratch.deallocate() }
        scratch.initialize(repeating: 0, count: rowBytes * 3)
        var previous = scratch
        var current = scratch + rowBytes
        let trial = scratch + rowBytes * 2
        if rows.lowerBound > 0 {
            source.convertRow(rows.lowerBound - 1, into: previous, dropAlpha: dropAlpha)
        }
        for y in rows {
            source.convertRow(y, into: current, dropAlpha: dropAlpha)
            let line = base + (y &- firstLine) &* lineBytes
            let filter: PNGRowFilter
            switch strategy {
            case .none: filter = .none
            case .sub: filter = .sub
            case .up: filter = .up
            case .average: filter = .average
            case .paeth: filter = .paeth
            case .adaptive, .smallestOfAll:
                filter = bestFilter(current: current, previous: previous, count: rowBytes, bpp: bpp, scratch: trial)
            }
            line[0] = filter.rawValue
            filter.apply(current: current, previous: previous, count: rowBytes, bpp: bpp, into: line + 1)
            swap(&previous, &current)
        }
    }

    /// libpng's heuristic: the filter with the smallest sum of absolute signed output bytes.
    static func bestFilter(
        current: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>,
        count: Int, bpp: Int, scratch: UnsafeMutablePointer<UInt8>
    ) -> PNGRowFilter {
        var best = PNGRowFilter.none
        var bestCost = Int.max
        for candidate in PNGRowFilter.allCases {
            candidate.apply(current: current, previous: previous, count: count, bpp: bpp, into: scratch)
            let cost = PNGRowFilter.cost(scratch, count: count)
            if cost < bestCost {
                bestCost = cost
                best = candidate
            }
        }
        return best
    }
}
