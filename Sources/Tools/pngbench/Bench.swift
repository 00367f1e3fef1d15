#if canImport(Glibc)
import Glibc
#endif

/// Timing helpers: medians over several runs, and table rows.
enum Bench {
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
    }

    /// Median wall time in milliseconds of `runs` calls (after one warm-up call).
    static func median(runs: Int, _ body: () -> Void) -> Double {
        body()
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = now()
            body()
            samples.append(now() - start)
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    static func header(reference: Int) -> String {
        pad("configuration", 44) + pad("median ms", 11) + pad("bytes", 11) + "× input file (\(reference) B)"
    }

    static func row(_ name: String, ms: Double, bytes: Int?, reference: Int) -> String {
        let ratio = bytes.map { formatted(Double($0) / Double(reference), decimals: 3) } ?? ""
        return pad(name, 44) + pad(formatted(ms, decimals: 2), 11) + pad(bytes.map(String.init) ?? "", 11) + ratio
    }

    static func formatted(_ value: Double, decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        var text = String(rounded)
        if let dot = text.firstIndex(of: ".") {
            let fraction = text.distance(from: dot, to: text.endIndex) - 1
            if fraction < decimals { text += String(repeating: "0", count: decimals - fraction) }
        }
        return text
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}
