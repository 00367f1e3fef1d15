#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ListshotImage
#if canImport(Glibc)
import Glibc
#endif

/// `pngbench --catalog DIR`: every reference PNG of a catalog re-encoded with each
/// configuration, one after another on one thread's worth of work: total bytes against process
/// CPU time, so the bytes-against-CPU curve of the encoder's options can be read off one table.
enum CatalogBench {
    static func processCPU() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
    }

    static func pngFiles(under folder: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let next = walker.nextObject() as? String {
            if next.hasSuffix(".png") && !next.hasPrefix(".") && !next.contains("/.") && !next.hasPrefix("assets/") {
                files.append(folder + "/" + next)
            }
        }
        return files.sorted()
    }

    static func run(folder: String, configurations: [(String, PNGEncodingOptions)]) {
        var bitmaps: [RGBABitmap] = []
        var stored = 0
        for path in pngFiles(under: folder) {
            guard let data = FileManager.default.contents(atPath: path), let bitmap = try? PNGCodec.decode([UInt8](data)) else { continue }
            bitmaps.append(bitmap)
            stored += data.count
        }
        let pixels = bitmaps.reduce(0) { $0 + $1.width * $1.height }
        let megapixels = Double(pixels) / 1_000_000
        print("\(bitmaps.count) images, \(Bench.formatted(megapixels, decimals: 1)) Mpx, \(stored) bytes as stored")
        print(Bench.pad("configuration", 46) + Bench.pad("bytes", 11) + Bench.pad("× stored", 10) + Bench.pad("CPU s", 9) + "CPU ms/Mpx")
        for (name, options) in configurations {
            var bytes = 0
            let start = processCPU()
            for bitmap in bitmaps {
                let encoded = PNGCodec.encode(bitmap, options: options)
                bytes += encoded.count
            }
            let cpu = processCPU() - start
            print(Bench.pad(name, 46) + Bench.pad(String(bytes), 11)
                  + Bench.pad(Bench.formatted(Double(bytes) / Double(stored), decimals: 4), 10)
                  + Bench.pad(Bench.formatted(cpu, decimals: 2), 9) + Bench.formatted(cpu * 1000 / megapixels, decimals: 1))
        }
    }
}
