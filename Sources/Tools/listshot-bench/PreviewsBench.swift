import Foundation

/// `listshot-bench --previews-only`: the live preview of SwiftUI previews (docs/preview.md,
/// "Previews") on a copy of Tests/PreviewFixtures/Landmarks in a temporary catalog: the first
/// build (a clean cache folder, once), then `runs` one-line edits of LandmarkRow.swift, each timed
/// from the save until the preview's page names a newer render and its new image has been served
/// (save → page), with the server's own account of each rebuild (its `swift build`, the runner,
/// the rendering). Prints the medians and which step dominates.
enum PreviewsBench {
    struct Step { var build = 0.0, runner = 0.0, render = 0.0, total = 0.0 }

    static func run(root: URL, runs: Int) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-previews-bench-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("cat"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = folder.appendingPathComponent("Landmarks")
        try FileManager.default.copyItem(at: root.appendingPathComponent("Tests/PreviewFixtures/Landmarks"), to: sources)
        let row = sources.appendingPathComponent("Views/LandmarkRow.swift")
        let original = try String(contentsOf: row, encoding: .utf8)
        guard original.contains("Text(landmark.park)") else { throw BenchError.unexpected("LandmarkRow.swift has no Text(landmark.park) line to edit") }

        let log = folder.appendingPathComponent("server.log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let launched = DispatchTime.now().uptimeNanoseconds
        let started = try BenchServer.start([folder.appendingPathComponent("cat").path, "--previews", sources.path, "--preview-appearances", "day"],
                                            standardError: try FileHandle(forWritingTo: log))
        defer { started.stop() }
        let base = started.base

        // The first build: from the server's start until its log says the previews are drawn.
        let first = try waitForStep(log: log, after: 0, seconds: 900)
        let firstWall = Double(DispatchTime.now().uptimeNanoseconds - launched) / 1e9
        print(String(format: "previews: first build (clean cache, %@)   %.1f s to the previews drawn; swift build %.1f s, runner %.2f s, render %.2f s",
                     "Landmarks, 8 files", firstWall, first.step.build, first.step.runner, first.step.render))
        let index = String(decoding: try PreviewBench.get(base), as: UTF8.self)
        guard let link = index.range(of: "/spec/Landmarks/Views/LandmarkRow.swift/"),
              let close = index[link.lowerBound...].firstIndex(of: "\"") else { throw BenchError.unexpected("the index lists no preview of LandmarkRow.swift") }
        let page = String(index[link.lowerBound..<close])
        var (version, image) = try current(base, page: page, above: 0)

        var pages: [Double] = []
        var steps: [Step] = []
        var logged = first.count
        for run in 1...runs {
            usleep(300_000)  // a person's saves are apart
            let started = DispatchTime.now().uptimeNanoseconds
            try original.replacingOccurrences(of: "Text(landmark.park)", with: "Text(landmark.park + \" \(run)\")")
                .write(to: row, atomically: true, encoding: .utf8)
            var next = image
            while next == image { (version, next) = try current(base, page: page, above: version) }
            image = next
            pages.append(Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9)
            let step = try waitForStep(log: log, after: logged, seconds: 60)
            logged = step.count
            steps.append(step.step)
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let build = median(steps.map(\.build)), runner = median(steps.map(\.runner)), render = median(steps.map(\.render))
        print(String(format: "previews: rebuild after a one-line change (n=%d)   median %.2f s in the server: swift build %.2f s, runner %.2f s, render %.2f s",
                     runs, median(steps.map(\.total)), build, runner, render))
        print(String(format: "previews: save → new image served (n=%d)         median %.2f s, min %.2f, max %.2f", runs, median(pages),
                     pages.min() ?? 0, pages.max() ?? 0))
        let parts = [("the swift build step", build), ("running the runner", runner), ("rendering", render)]
        let top = parts.max { $0.1 < $1.1 } ?? parts[0]
        print(String(format: "previews: %@ dominates (%.0f%% of the rebuild's median)", top.0, 100 * top.1 / max(median(steps.map(\.total)), 0.001)))
        print(median(pages) < 5 ? "bar (save → page median < 5 s): met" : "bar (save → page median < 5 s): NOT met")
        fflush(nil)
    }

    /// The page's render version once it exceeds `above`, and the first image it shows, downloaded.
    static func current(_ base: String, page: String, above: Int) throws -> (Int, Data) {
        let deadline = Date().addingTimeInterval(120)
        while Date() < deadline {
            let html = String(decoding: try PreviewBench.get(base + String(page.dropFirst())), as: UTF8.self)
            if let range = html.range(of: "data-version=\""), let end = html[range.upperBound...].firstIndex(of: "\""),
               let version = Int(html[range.upperBound..<end]), version > above, !html.contains("class=\"error\""),
               let src = html.range(of: "src=\"/image/"), let srcEnd = html[src.upperBound...].firstIndex(of: "\"") {
                let url = base + "image/" + html[src.upperBound..<srcEnd]
                return (version, try PreviewBench.get(url))
            }
            usleep(5_000)
        }
        throw BenchError.unexpected("no new render of \(page) within 120 s")
    }

    /// Waits until the server's log holds more than `after` build lines; the newest, parsed.
    static func waitForStep(log: URL, after: Int, seconds: Double) throws -> (step: Step, count: Int) {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let lines = ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").filter { $0.contains("previews of Landmarks: swift build") }
            if lines.count > after, let last = lines.last {
                func number(after label: String) -> Double {
                    guard let range = last.range(of: label) else { return 0 }
                    return Double(last[range.upperBound...].prefix { $0.isNumber || $0 == "." }) ?? 0
                }
                return (Step(build: number(after: "swift build "), runner: number(after: "runner "), render: number(after: "render "),
                             total: number(after: "total ")), lines.count)
            }
            if let text = try? String(contentsOf: log, encoding: .utf8), text.contains("are not drawn") || text.contains("error:") {
                throw BenchError.unexpected("the preview build failed: \(text.suffix(600))")
            }
            usleep(20_000)
        }
        throw BenchError.unexpected("the server logged no build within \(Int(seconds)) s")
    }
}
