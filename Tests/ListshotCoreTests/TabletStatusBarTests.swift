import ListshotCore
import Testing

/// iPad's status bar: the time and date lead ("9:41 Tue Jan 9"), Wi-Fi, the battery percentage and
/// the battery trail, 20 pt from the edges; no cellular bars on the Wi-Fi preset (docs/screens.md,
/// "Status bar": Apple's iPad User Guide names the battery percentage beside the battery icon).
@Suite("iPad status bar")
struct TabletStatusBarTests {
    static var cases: [(Orientation, LayoutDirection, Appearance)] {
        Orientation.allCases.flatMap { orientation in
            [LayoutDirection.leftToRight, .rightToLeft].flatMap { direction in [Appearance.day, .night].map { (orientation, direction, $0) } }
        }
    }

    func layout(_ device: Device, _ orientation: Orientation, _ direction: LayoutDirection, _ appearance: Appearance = .day,
                bar: StatusBar = StatusBar()) throws -> DisplayList {
        var theme = TestTheme.make()
        theme.appearance = appearance
        let screen = Screen(frame: .device(device, orientation), direction: direction, statusBar: bar,
                            content: [.cellList(CellList(cells: [Cell(title: "A")]))])
        return try ScreenLayout.layout(screen, theme: theme, measurer: FixedAdvanceTextMeasurer()).displayList
    }

    func text(_ list: DisplayList, _ id: String) -> String? {
        guard case .text(let text)? = list.item(id)?.primitive else { return nil }
        return text.request.text
    }

    @Test(arguments: cases)
    func timeAndDateLeadWifiPercentAndBatteryTrail(orientation: Orientation, direction: LayoutDirection, appearance: Appearance) throws {
        let list = try layout(.iPad, orientation, direction, appearance, bar: StatusBar(battery: 80))
        let width = list.size.width
        #expect(text(list, "chrome.statusBar.time") == "9:41 Tue Jan 9")
        #expect(text(list, "chrome.statusBar.batteryPercent") == "80%")
        #expect(list.item("chrome.statusBar.signal") == nil, "a Wi-Fi iPad has no cellular bars")
        let time = try #require(list.frame("chrome.statusBar.time"))
        let wifi = try #require(list.frame("chrome.statusBar.wifi"))
        let percent = try #require(list.frame("chrome.statusBar.batteryPercent"))
        let battery = try #require(list.frame("chrome.statusBar.battery"))
        for frame in [time, wifi, percent, battery] { #expect(abs(frame.midY - 12) < 0.5, "centred in the 24 pt bar") }
        if direction == .leftToRight {
            #expect(time.minX == 20 && abs(battery.maxX - (width - 20)) < 0.34)
            #expect(wifi.maxX < percent.minX && abs(battery.minX - percent.maxX - 4) < 0.34)
        } else {
            #expect(time.maxX == width - 20 && abs(battery.minX - 20) < 0.34)
            #expect(wifi.minX > percent.maxX && abs(percent.minX - battery.maxX - 4) < 0.34)
        }
        #expect(!time.intersects(wifi))
    }

    @Test(arguments: [Device.iPhoneSE, .iPhone15, .iPhone15ProMax])
    func iPhonesKeepTheirItems(device: Device) throws {
        let list = try layout(device, .portrait, .leftToRight)
        #expect(text(list, "chrome.statusBar.time") == "9:41")
        #expect(list.item("chrome.statusBar.signal") != nil && list.item("chrome.statusBar.batteryPercent") == nil)
    }
}
