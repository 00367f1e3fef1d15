#if canImport(Glibc)
import Glibc
#endif

/// Medians and formatting for the benchmark table.
enum Timing {
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
    }

    /// Median wall time in milliseconds of `runs` calls, after two warm-up calls.
    static func median(runs: Int, _ body: () -> Void) -> Double {
        body()
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

    static func format(_ ms: Double) -> String {
        let rounded = (ms * 100).rounded() / 100
        return String(rounded)
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}
