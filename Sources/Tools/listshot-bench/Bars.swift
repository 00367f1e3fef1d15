import Foundation

/// The issue-11 figures: each median beside its bar and, where one applies, the floor it is
/// measured against in the same run. Printed as one table at the end of the bench.
struct Bars {
    struct Row {
        var figure: String
        var median: Double
        var bar: String
        var floor: String
        var met: Bool
    }

    private(set) var rows: [Row] = []

    /// A figure with an absolute bar in milliseconds.
    mutating func add(_ figure: String, median: Double, atMost limit: Double, floor: String = "") {
        rows.append(Row(figure: figure, median: median, bar: String(format: "≤ %.0f ms", limit), floor: floor, met: median <= limit))
    }

    /// A figure whose bar is a multiple of an in-run floor.
    mutating func add(_ figure: String, median: Double, timesFloor factor: Double, floor: Double, floorName: String) {
        let ratio = median / max(floor, 0.001)
        rows.append(Row(figure: figure, median: median,
                        bar: String(format: "≤ %.1f× floor (%.2f ms); is %.2f×", factor, floor * factor, ratio),
                        floor: String(format: "%.2f ms: %@", floor, floorName), met: ratio <= factor))
    }

    func print() {
        Swift.print("")
        Swift.print("Figures against their bars (medians; floors measured in this run)")
        let width = (rows.map(\.figure.count).max() ?? 10) + 2
        for row in rows {
            let name = row.figure.padding(toLength: width, withPad: " ", startingAt: 0)
            Swift.print(String(format: "%@%8.2f ms   %@  %@", name, row.median, row.met ? "met   " : "NOT MET", row.bar))
            if !row.floor.isEmpty { Swift.print(String(repeating: " ", count: width + 23) + "floor " + row.floor) }
        }
    }
}
