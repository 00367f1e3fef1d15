import Foundation
import Listshot

/// Cost per pixel from one screen to the 16384 px canvas limit: layout + draw + fast PNG of
/// boxed Mistica lists of growing length at 3× (1179 px wide).
enum ScalingBench {
    static func run(renderer: Renderer, root: URL, measure: (String, () throws -> Void) throws -> Double) throws {
        print("")
        print("Scaling (layout + draw + fast PNG, 1179 px wide at 3×)")
        var perMegapixel: [Double] = []
        for cells in [10, 20, 40, 56] {
            let screen = Screen(name: "scaling", frame: .fit(width: 393, scale: 3), theme: "movistar") {
                CellList(style: .boxed) {
                    for index in 0..<cells {
                        Cell(title: "Cell title \(index + 1)", subtitle: "Subtitle with some detail",
                             assetType: .image(root.appendingPathComponent("Snapshots/assets/avatar-\(index % 4 + 1).png").path),
                             control: .navigation(badge: .count(index + 1)))
                    }
                }
            }
            let (width, height) = try renderer.layout(screen).displayList.pixelSize
            let megapixels = Double(width * height) / 1_000_000
            let median = try measure(String(format: "%2d cells, %5d px tall (%.1f Mpx)", cells, height, megapixels)) {
                let layout = try renderer.layout(screen)
                _ = PNGCompression.fast.encode(try renderer.backend.rasterize(layout.displayList))
            }
            perMegapixel.append(median / megapixels)
            print(String(format: "    %.2f ms per Mpx", median / megapixels))
        }
        let spread = (perMegapixel.max() ?? 0) / max(perMegapixel.min() ?? 1, 0.001)
        print(String(format: "  cost per Mpx varies %.2f× from the shortest to the 16384 px limit (linear when near 1)", spread))
    }
}
