import ListshotCairo
import Foundation
import Listshot
import Testing

/// Draws whole device screens with system chrome and samples the pixels where the bars are.
/// Set `LISTSHOT_CHROME_OUT` to a folder to keep the PNGs for a look.
@Suite("Screen chrome, drawn")
struct ChromeRenderingTests {
    let renderer = Renderer(themeDirectories: [URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Themes")])

    func settings(_ device: Device, theme: String = "movistar", appearance: Appearance = .day,
                  orientation: Orientation = .portrait, direction: LayoutDirection = .leftToRight,
                  display: NavigationBar.Display = .large, size: ContentSizeCategory = .default) -> Screen {
        Screen(name: "settings", frame: .device(device, orientation), theme: theme, appearance: appearance, contentSize: size,
               direction: direction,
               navigationBar: NavigationBar(title: "Settings", display: display, back: "Account", trailing: [.icon(.search), .text("Edit")],
                                            search: "Search"),
               tabBar: TabBar(selected: 1, items: [TabItem(icon: .home, label: "Home"), TabItem(icon: .user, label: "Account", badge: "2"),
                                                   TabItem(icon: .settings, label: "Settings")])) {
            CellList(style: .fullwidth) {
                for index in 1...12 { Cell(title: "Row \(index)", subtitle: "Subtitle", control: .navigation()) }
            }
        }
    }

    func draw(_ screen: Screen, _ name: String) throws -> (PixelReader, DisplayList) {
        let list = try renderer.layout(screen).displayList
        let raster = try renderer.image(list) as? RasterImage
        let image = try #require(raster)
        if let folder = ProcessInfo.processInfo.environment["LISTSHOT_CHROME_OUT"] {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try AtomicFile.write(image.cairoPNGData(), to: folder + "/" + name + ".png")
        }
        return (PixelReader(image), list)
    }

    func frame(_ list: DisplayList, _ id: String) -> Rect? {
        for item in list.items where item.id == id {
            switch item.primitive {
            case .rect(let r): return r.frame
            case .text(let t): return t.frame
            case .path(let p): return p.frame
            default: continue
            }
        }
        return nil
    }

    @Test(arguments: Device.presets)
    func everyPresetDrawsItsBarsDayAndNight(device: Device) throws {
        for appearance in Appearance.allCases {
            let (pixels, list) = try draw(settings(device, appearance: appearance), "\(device.name).\(appearance.rawValue)")
            let ids = Set(list.items.map(\.id))
            #expect(ids.isSuperset(of: ["chrome.statusBar.time", "chrome.navigationBar.largeTitle", "chrome.tabBar.items[1].badge"]))
            #expect(ids.contains("chrome.homeIndicator") == device.family.hasHomeIndicator)
            // Movistar's bar is opaque navigationBarBackground: #0B9CEA by day, #061824 by night.
            let bar = appearance == .day ? RGBA(red: 0x0B, green: 0x9C, blue: 0xEA) : RGBA(red: 0x06, green: 0x18, blue: 0x24)
            let scale = device.scale
            #expect(pixels[Int(device.size.width * scale / 2), Int(2 * scale)] == bar, "the bar runs up behind the status bar")
        }
    }
}
