import ListshotCairo
import Foundation
import Listshot

/// What the view language costs (docs/views.md): the layout of a 1,101-view tree in process, and
/// a whole-process render of 100 rows drawn by a component against 100 built-in Mistica cells
/// holding the same texts and images, run in turn.
enum ViewBench {
    /// One row of 11 views, as `ViewLayoutTreeTests.row`: an h-stack of an icon, a title column,
    /// a spacer, a badge and a time.
    static func row(_ index: Int) -> ViewNode {
        ViewNode.hstack(spacing: 12, [
            ViewNode.icon(.star, size: 24),
            ViewNode.vstack(alignment: .leading, spacing: 2, [
                ViewNode.text("Row \(index)"),
                ViewNode.text("Detail of row \(index), which wraps when it is long enough", font: .preset(2, weight: .regular), lineLimit: 2),
            ]),
            ViewNode.spacer(),
            ViewNode.zstack([ViewNode.shape(.capsule, fill: .literal(.black)), ViewNode.text("\(index % 10)", color: .literal(.white))])
                .frame(width: 24, height: 24),
            ViewNode.text("9:41", font: .preset(1, weight: .regular)),
        ]).padding(EdgeInsets(horizontal: 16, vertical: 8))
    }

    /// 100 rows with a divider after each: 1,101 views.
    static let tree = ViewNode.vstack(spacing: 0, (0..<100).map { row($0) }.flatMap { [$0, ViewNode.divider] })

    static func count(_ view: ViewNode) -> Int {
        switch view.kind {
        case .vstack(let children, _, _), .hstack(let children, _, _), .zstack(let children, _):
            return 1 + children.reduce(0) { $0 + count($1) }
        default:
            return 1
        }
    }

    /// The tree as a screen's only content, on a 393 pt canvas that grows to its height (8,300 pt: at 1×, under the 16,384 px limit).
    static func inProcess(renderer: Renderer, measure: (String, () throws -> Void) throws -> Double) throws {
        let screen = Screen(name: "views", frame: .fit(width: 393, scale: 1), statusBar: nil, homeIndicator: .hidden, content: [.view(tree)])
        let items = try renderer.layout(screen).displayList.items.count
        print("")
        print("Views (a tree of \(count(tree)) views: 100 rows of 11 and their dividers; \(items) display items)")
        _ = try measure("view tree layout, cold (shaping every run)") {
            PangoTextMeasurer.purgeCache()
            _ = try renderer.layout(screen)
        }
        _ = try measure("view tree layout, warm") { _ = try renderer.layout(screen) }
    }

    /// `Components/Row.yaml`: the row the component spec draws 100 times. The title column has
    /// the layout priority, as in SwiftUI code, so that it takes its width before the spacer and
    /// the time and shows the whole subtitle, as the cell does.
    static let rowComponent = """
        parameters:
          title: text
          subtitle: text
          detail: text
          picture: image
        body:
          hstack:
            - {image: {param: picture}, contentMode: fill, frame: {width: 40, height: 40}, clip: circle}
            - vstack:
                - {text: {param: title}, lineLimit: 1}
                - {text: {param: subtitle}, font: {preset: 2}, lineLimit: 1}
              alignment: leading
              spacing: 2
              layoutPriority: 1
            - spacer: {}
            - {text: {param: detail}, font: {preset: 2}}
          spacing: 16
          padding: {horizontal: 16}

        """

    static func texts(_ index: Int) -> (title: String, subtitle: String, detail: String, picture: String) {
        ("Contact \(index + 1)", "Subtitle with some detail", "\(index % 12 + 1) min", "avatar-\(index % 4 + 1).png")
    }

    /// 100 rows from the component, in a ListKit list of 72 pt rows (`forEach`).
    static var componentSpec: String {
        let items = (0..<100).map { index in
            let t = texts(index)
            return "          - {title: \"\(t.title)\", subtitle: \"\(t.subtitle)\", detail: \"\(t.detail)\", picture: \(t.picture)}"
        }
        return """
            device: iphone15
            appearances: [day]
            content:
              - listKit:
                  sections:
                    - sizeRule: {absolute: {height: 72}}
                      items:
                        - forEach:
                            component: Row
                            items:
            \(items.map { "        " + $0 }.joined(separator: "\n"))

            """
    }

    /// The same 100 texts and images as built-in Mistica cells.
    static var cellSpec: String {
        let cells = (0..<100).map { index in
            let t = texts(index)
            return "        - {title: \"\(t.title)\", subtitle: \"\(t.subtitle)\", asset: {image: \(t.picture)}, control: {text: \"\(t.detail)\"}}"
        }
        return """
            device: iphone15
            appearances: [day]
            content:
              - list:
                  cells:
            \(cells.joined(separator: "\n"))

            """
    }

    /// Whole-process cold renders of both specs, in turn: each one's median and the median of
    /// the per-pair ratios.
    static func wholeProcess(root: URL, runs: Int, bars: inout Bars) throws {
        let listshot = try ProcessBench.binary()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-bench-views-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Components"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for n in 1...4 {
            try FileManager.default.copyItem(at: root.appendingPathComponent("Snapshots/assets/avatar-\(n).png"),
                                             to: folder.appendingPathComponent("avatar-\(n).png"))
        }
        try Data(rowComponent.utf8).write(to: folder.appendingPathComponent("Components/Row.yaml"))
        try Data(componentSpec.utf8).write(to: folder.appendingPathComponent("rows.yaml"))
        try Data(cellSpec.utf8).write(to: folder.appendingPathComponent("cells.yaml"))
        let (views, cells, ratio) = try ProcessTimer.inside(folder.path) { () throws -> (Double, Double, Double) in
            var a: [Double] = [], b: [Double] = [], ratios: [Double] = []
            for run in 0...runs {
                let rows = try ProcessTimer.time(listshot, ["render", "rows.yaml", "--out", "out"], expected: 0)
                let mistica = try ProcessTimer.time(listshot, ["render", "cells.yaml", "--out", "out"], expected: 0)
                if run > 0 { a.append(rows); b.append(mistica); ratios.append(rows / mistica) }
            }
            func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
            return (median(a), median(b), median(ratios))
        }
        print("")
        print("Views against built-in cells (whole process, \(runs) runs each in turn, median wall time)")
        func report(_ label: String, _ value: String) { print(String(format: "%-52@ %@", label as NSString, value as NSString)) }
        report("cold render, 100 rows of Components/Row.yaml (forEach)", String(format: "%8.2f ms", views))
        report("cold render, 100 Mistica cells, same texts and images", String(format: "%8.2f ms", cells))
        report("ratio, component rows / Mistica cells (median of pairs)", String(format: "%8.2f×", ratio))
        bars.add("cold render, 100 component rows vs 100 Mistica cells", median: views, timesFloor: 1.5, floor: cells,
                 floorName: "the same texts and images as built-in Mistica cells, run in turn")
    }
}
