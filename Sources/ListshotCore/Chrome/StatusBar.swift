/// The iOS status bar drawn at the top of a device screen: the time, cellular bars, Wi-Fi and battery.
///
/// The defaults are the documentation convention: 9:41, full bars, full Wi-Fi, a full battery
/// (docs/screens.md, "Status bar").
///
/// ```swift
/// Screen(frame: .device(.iPhone15, .portrait), statusBar: StatusBar(time: "9:41", battery: 80)) { … }
/// ```
public struct StatusBar: Sendable, Hashable, Codable {
    /// The time shown, `H:MM` or `HH:MM`.
    public var time: String
    /// The battery level in percent, 0…100.
    public var battery: Int
    /// Cellular bars, 0…4.
    public var signal: Int
    /// Wi-Fi arcs, 0…3 (0 hides the glyph).
    public var wifi: Int
    /// The date iPad shows beside the time (`Tue Jan 9`); iPhones do not show it.
    public var date: String

    public init(time: String = "9:41", battery: Int = 100, signal: Int = 4, wifi: Int = 3, date: String = "Tue Jan 9") {
        self.time = time; self.battery = battery; self.signal = signal; self.wifi = wifi; self.date = date
    }

    /// Whether `text` is a time the status bar can show: `H:MM` or `HH:MM`, hours 0…23, minutes 00…59.
    public static func isValidTime(_ text: String) -> Bool {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
              parts.allSatisfy({ $0.unicodeScalars.allSatisfy { ("0"..."9").contains($0) } }),
              let hours = Int(parts[0]), let minutes = Int(parts[1]) else { return false }
        return hours <= 23 && minutes <= 59
    }
}
