import ListshotSupport
/// The encoding pipeline: check opacity, build filtered scanlines, compress, write chunks.
enum PNGEncoder {
    /// The most scanline bytes libdeflate compresses as one whole-image buffer (64 MiB, a 4729²
    /// opaque screen): it needs the scanlines and its output at once, and
    /// ``PNGFilterStrategy/smallestOfAll`` six scanline sets, 9 GiB for a 16384² screen. Larger
    /// images are written at zlib level 9 (at most), band by band, holding no whole-image
    /// buffer; still deterministic.
    static let wholeBufferLimit = 64 << 20

    static func encode(_ source: PNGScanlineSource, options: PNGEncodingOptions) -> [UInt8] {
        precondition(source.width > 0 && source.height > 0, "PNG needs at least 1×1 pixels, got \(source.width)×\(source.height)")
        let opaque = source.isOpaque()
        let bpp = opaque ? 3 : 4
        let compressed: [UInt8]
        if options.engine == .libdeflate, (source.width * bpp + 1) * source.height > wholeBufferLimit {
            // Too large for one buffer: zlib in bands (docs/testing.md, "Memory"); a ranking
            // becomes unfiltered rows.
            let strategy: PNGFilterStrategy = options.filter == .smallestOfAll ? .none : options.filter
            compressed = ZlibBandCompressor.compress(source, bpp: bpp, strategy: strategy, level: min(options.compressionLevel, 9))
        } else if options.filter == .smallestOfAll {
            compressed = smallestOfAll(source, bpp: bpp, options: options)
        } else if options.engine == .parallelIsal || options.engine == .parallelZlib {
            compressed = ZlibBandCompressor.compress(source, bpp: bpp, strategy: options.filter, level: options.compressionLevel,
                                                     igzip: options.engine == .parallelIsal)
        } else {
            let scanlines = PNGScanlineBuilder.build(source, bpp: bpp, strategy: options.filter)
            compressed = compress(scanlines, options: options)
        }
        var writer = PNGChunkWriter(reservingCapacity: compressed.count + 128)
        writer.appendHeader(width: source.width, height: source.height, colorType: opaque ? 2 : 6)
        for entry in options.text { writer.appendText(entry) }
        writer.appendImageData(compressed)
        writer.appendEnd()
        return writer.bytes
    }

    static func compress(_ scanlines: [UInt8], options: PNGEncodingOptions) -> [UInt8] {
        switch options.engine {
        case .parallelIsal: return ZlibBandCompressor.compress(scanlines, level: options.compressionLevel, igzip: true)
        case .parallelZlib: return ZlibBandCompressor.compress(scanlines, level: options.compressionLevel)
        case .libdeflate: return LibdeflateCompressor.compress(scanlines, level: options.compressionLevel)
        }
    }

    /// Ranks every fixed strategy by its size at a quick trial level (in parallel), then
    /// compresses the winner at the requested level. Ties go to the earlier strategy.
    static func smallestOfAll(_ source: PNGScanlineSource, bpp: Int, options: PNGEncodingOptions) -> [UInt8] {
        let candidates: [PNGFilterStrategy] = [.none, .sub, .up, .average, .paeth, .adaptive]
        var scanlineSets = [[UInt8]](repeating: [], count: candidates.count)
        var trialSizes = [Int](repeating: .max, count: candidates.count)
        for (index, strategy) in candidates.enumerated() {
            scanlineSets[index] = PNGScanlineBuilder.build(source, bpp: bpp, strategy: strategy)
        }
        let trialLevel = min(options.compressionLevel, 6)
        scanlineSets.withUnsafeBufferPointer { sets in
            trialSizes.withUnsafeMutableBufferPointer { sizes in
                let shared = UncheckedSendable((sets, sizes))
                ParallelWork.run(count: candidates.count) { index in
                    let (sets, sizes) = shared.value
                    sizes[index] = LibdeflateCompressor.compress(sets[index], level: trialLevel).count
                }
            }
        }
        var best = 0
        for index in trialSizes.indices where trialSizes[index] < trialSizes[best] { best = index }
        return compress(scanlineSets[best], options: options)
    }
}
