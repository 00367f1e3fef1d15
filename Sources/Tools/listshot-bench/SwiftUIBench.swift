import Foundation
import Listshot
import ListshotSpec
import ListshotSwiftUI

/// The issue's figure for the SwiftUI module (docs/benchmark.md, "SwiftUI views"): a `List` of 100
/// SwiftUI rows lowered, laid out, drawn and encoded as PNG, against the same rows written as a
/// `systemList` spec, read from its text and rendered the same way, in process, run in turn.
enum SwiftUIBench {
    /// The rows of ``HundredRows`` in a spec: `Image(systemName: "star.fill")` is `symbol: star.fill`,
    /// `.secondary` is `secondaryLabel`.
    static var spec: String {
        let rows = (0..<100).map { i in
            """
                          - hstack:
                              - {symbol: star.fill}
                              - vstack: [{text: "Row \(i)"}, {text: Detail, font: {style: subheadline}, color: {system: secondaryLabel}}]
                                alignment: leading
                              - spacer: {}
                              - {text: "9:41", font: {style: footnote}}
            """
        }
        return """
            theme: ios
            device: iphone16-pro
            appearances: [day]
            content:
              - view:
                  systemList:
                    sections:
                      - rows:
            \(rows.joined(separator: "\n"))

            """
    }

    @MainActor
    static func run(runs: Int, bars: inout Bars) throws {
        let renderer = Renderer()
        let text = spec
        func specScreen() throws -> Screen {
            try SpecParser.parse(text: text, file: "swiftui-rows.yaml", name: "swiftui-rows", baseDirectory: NSTemporaryDirectory()).screen
        }
        let swiftUIItems = try renderer.layout(SwiftUIRows.screen().screen).displayList.items.count
        let specItems = try renderer.layout(try specScreen()).displayList.items.count
        print("")
        print("SwiftUI views (100 List rows, iPhone 16 Pro at 3×, day; \(swiftUIItems) display items from SwiftUI, \(specItems) from the spec)")
        var swiftUI: [Double] = [], specTimes: [Double] = [], ratios: [Double] = []
        func time(_ body: () throws -> Void) rethrows -> Double {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        }
        for run in 0...runs {   // run 0 warms both up
            let a = try time { _ = try renderer.render(SwiftUIRows.screen().screen, format: .png) }
            let b = try time { _ = try renderer.render(try specScreen(), format: .png) }
            if run > 0 { swiftUI.append(a); specTimes.append(b); ratios.append(a / b) }
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        func report(_ label: String, _ value: String) { print(String(format: "%-64@ %@", label as NSString, value as NSString)) }
        report("SwiftUI List of 100 rows: lower + layout + draw + PNG", String(format: "%8.2f ms  (n=%d)", median(swiftUI), swiftUI.count))
        report("the same rows as a systemList spec: read + layout + draw + PNG", String(format: "%8.2f ms  (n=%d)", median(specTimes), specTimes.count))
        report("ratio, SwiftUI / spec (median of pairs)", String(format: "%8.2f×", median(ratios)))
        // Where the difference goes: each side's front end alone, and the same screens rendered once built.
        let lowered = SwiftUIRows.screen().screen, read = try specScreen()
        var lowering: [Double] = [], reading: [Double] = [], drawSwiftUI: [Double] = [], drawSpec: [Double] = []
        for _ in 0..<runs {
            lowering.append(time { _ = SwiftUIRows.screen() })
            reading.append(try time { _ = try specScreen() })
            drawSwiftUI.append(try time { _ = try renderer.render(lowered, format: .png) })
            drawSpec.append(try time { _ = try renderer.render(read, format: .png) })
        }
        var layoutSwiftUI: [Double] = [], layoutSpec: [Double] = []
        for _ in 0..<runs {
            layoutSwiftUI.append(try time { _ = try renderer.layout(lowered) })
            layoutSpec.append(try time { _ = try renderer.layout(read) })
        }
        report("  SwiftUI: lowering alone (SwiftUIScreen.make)", String(format: "%8.2f ms", median(lowering)))
        report("  spec: reading alone (SpecParser.parse)", String(format: "%8.2f ms", median(reading)))
        report("  SwiftUI screen: layout + draw + PNG", String(format: "%8.2f ms", median(drawSwiftUI)))
        report("  spec screen: layout + draw + PNG", String(format: "%8.2f ms", median(drawSpec)))
        report("  SwiftUI screen: layout alone", String(format: "%8.2f ms", median(layoutSwiftUI)))
        report("  spec screen: layout alone", String(format: "%8.2f ms", median(layoutSpec)))
        bars.add("100 SwiftUI List rows vs the same rows as a spec", median: median(swiftUI), timesFloor: 1.5, floor: median(specTimes),
                 floorName: "the same rows as a systemList spec, read and rendered in process, run in turn")
    }
}
