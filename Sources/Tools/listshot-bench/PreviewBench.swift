import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `listshot-bench --preview-only`: the time from a spec's save to its new image being served by
/// `listshot preview` (docs/preview.md, "Speed"): a full iPhone 15 screen with its bars, saved
/// `runs` times with a new title; each save is timed until the page names a newer render and that
/// render's image has been downloaded. Prints the median and the 95th percentile.
enum PreviewBench {
    static func run(runs: Int) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-preview-bench-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("cat"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("cat/screen.yaml")
        try write(spec, title: "Title 0")

        let started = try BenchServer.start([folder.appendingPathComponent("cat").path], standardError: FileHandle.nullDevice)
        defer { started.stop() }
        let server = started.process
        let base = started.base
        var version = try waitForVersion(base, above: 0)
        var previous = try get(base + "image/screen.yaml/screen.day.png?v=\(version)")
        let firstRSS = residentKB(server.processIdentifier)
        var samples: [Double] = []
        for index in 1...runs {
            usleep(60_000)  // a person's saves are apart
            let started = DispatchTime.now().uptimeNanoseconds
            try write(spec, title: "Title \(index)")
            // A newer render whose image differs from the last one: the new title's (a render of a
            // temporary file beside the spec, or of the old text, does not count).
            var image = previous
            while image == previous {
                version = try waitForVersion(base, above: version)
                image = try get(base + "image/screen.yaml/screen.day.png?v=\(version)")
                guard image.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { throw BenchError.unexpected("no PNG served") }
            }
            previous = image
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000)
        }
        let sorted = samples.sorted()
        let median = sorted[sorted.count / 2]
        let p95 = sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.95).rounded(.up)) - 1)]
        print(String(format: "preview: save → new image served   median %.1f ms, p95 %.1f ms, min %.1f, max %.1f (n=%d)",
                     median, p95, sorted.first ?? 0, sorted.last ?? 0, sorted.count))
        print(median < 100 ? "bar (median < 100 ms): met" : "bar (median < 100 ms): NOT met")
        // Memory stays bounded whatever the number of saves (docs/preview.md, "Safety").
        print(String(format: "preview: server resident memory after the first render %.1f MB, after %d saves %.1f MB",
                     Double(firstRSS) / 1024, runs, Double(residentKB(server.processIdentifier)) / 1024))
        fflush(nil)
    }

    /// A process's resident set (VmRSS) in kB, or 0 when /proc does not say.
    static func residentKB(_ pid: Int32) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    static func write(_ spec: URL, title: String) throws {
        let cells = (1...10).map { "        - {title: \"\(title) \($0)\", subtitle: Subtitle with some detail}" }.joined(separator: "\n")
        try Data("device: iphone15\ntheme: movistar\nappearances: [day]\ncontent:\n  - list:\n      style: boxed\n      cells:\n\(cells)\n".utf8)
            .write(to: spec, options: .atomic)
    }

    /// Polls the spec's page every 2 ms until its render version exceeds `above`.
    static func waitForVersion(_ base: String, above: Int) throws -> Int {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            let page = String(decoding: try get(base + "spec/screen.yaml"), as: UTF8.self)
            if page.contains("class=\"error\"") { usleep(2_000); continue }
            if let range = page.range(of: "data-version=\""), let end = page[range.upperBound...].firstIndex(of: "\""),
               let version = Int(page[range.upperBound..<end]), version > above { return version }
            usleep(2_000)
        }
        throw BenchError.unexpected("no new render within 10 s")
    }

    static func get(_ url: String) throws -> Data {
        guard let address = URL(string: url) else { throw BenchError.unexpected("bad URL \(url)") }
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox()
        URLSession.shared.dataTask(with: address) { data, _, error in
            box.data = data; box.failed = error != nil; done.signal()
        }.resume()
        done.wait()
        guard !box.failed, let data = box.data else { throw BenchError.unexpected("GET \(url) failed") }
        return data
    }

    final class ResultBox: @unchecked Sendable { var data: Data?; var failed = false }
}
