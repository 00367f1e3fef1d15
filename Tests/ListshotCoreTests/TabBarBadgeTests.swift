import ListshotCore
import Testing

/// Tab badges against labels and the screen's edges, on every preset, orientation, direction and
/// appearance, with the fake measurer (every character 0.5 × the font size wide). docs/screens.md,
/// "Tab bar": the badge sits at the glyph's top trailing corner and never covers a label (no
/// published rule: UIKit is closed source; drawn so), and stays on the screen.
@Suite("Tab bar badges")
struct TabBarBadgeTests {
    static let badgeSets: [[String?]] = [
        ["3", "new", nil, "", "1234"],
        ["1234", "99+", "new", "7", "1234"],
        [nil, nil, nil, nil, "1234"],
        ["1234", nil],
    ]
    static let labels = ["Home", "Bills", "Settings", "Account", "More"]
    static let icons: [Icon] = [.home, .card, .settings, .user, .more]

    static func bar(_ badges: [String?]) -> TabBar {
        TabBar(selected: 0, items: badges.enumerated().map { TabItem(icon: icons[$0.offset], label: labels[$0.offset], badge: $0.element) })
    }

    static var cases: [(Device, Orientation, LayoutDirection, Appearance)] {
        Device.presets.flatMap { device in
            Orientation.allCases.flatMap { orientation in
                [LayoutDirection.leftToRight, .rightToLeft].flatMap { direction in
                    [Appearance.day, .night].map { (device, orientation, direction, $0) }
                }
            }
        }
    }

    func layout(_ device: Device, _ orientation: Orientation, _ direction: LayoutDirection, _ appearance: Appearance,
                badges: [String?]) throws -> DisplayList {
        var theme = TestTheme.make()
        theme.appearance = appearance
        let screen = Screen(frame: .device(device, orientation), direction: direction, tabBar: Self.bar(badges),
                            content: [.cellList(CellList(style: .fullwidth, cells: (0..<30).map { Cell(title: "Row \($0)") }))])
        return try ScreenLayout.layout(screen, theme: theme, measurer: FixedAdvanceTextMeasurer()).displayList
    }

    @Test(arguments: cases)
    func badgesNeverCoverALabelAndStayOnTheScreen(device: Device, orientation: Orientation, direction: LayoutDirection,
                                                  appearance: Appearance) throws {
        for badges in Self.badgeSets {
            let list = try layout(device, orientation, direction, appearance, badges: badges)
            let where_ = "\(device.name) \(orientation) \(direction) \(appearance) \(badges)"
            let labels = try badges.indices.map { try #require(list.frame("chrome.tabBar.items[\($0)].label"), "\(where_)") }
            for (index, badge) in badges.enumerated() where badge != nil {
                let frame = try #require(list.frame("chrome.tabBar.items[\(index)].badge"), "\(where_)")
                #expect(frame.minX >= 0 && frame.maxX <= list.size.width + 0.001, "badge \(index) \(frame) leaves the screen: \(where_)")
                for (other, label) in labels.enumerated() {
                    #expect(!frame.intersects(label), "badge \(index) \(frame) covers label \(other) \(label): \(where_)")
                }
                let icon = try #require(list.frame("chrome.tabBar.items[\(index)].icon"))
                #expect(frame.minY < icon.minY, "the badge rises above its glyph: \(where_)")
                // At the glyph's top trailing corner: right of its centre in LTR, left of it in RTL
                // (unless moved in from the screen's edge).
                let clamped = frame.maxX >= list.size.width - 0.001 || frame.minX <= 0.001
                if !clamped {
                    if direction == .leftToRight { #expect(frame.minX > icon.midX, "\(where_)") }
                    else { #expect(frame.maxX < icon.midX, "\(where_)") }
                }
            }
        }
    }

    /// The case: iPhone SE, 5 tabs, `1234` on the last, used to end at x 383.5 of 375.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func aBadgeOnTheLastTabIsMovedInsideTheScreen(direction: LayoutDirection) throws {
        let list = try layout(.iPhoneSE, .portrait, direction, .day, badges: [nil, nil, nil, nil, "1234"])
        let badge = try #require(list.frame("chrome.tabBar.items[4].badge"))
        let icon = try #require(list.frame("chrome.tabBar.items[4].icon"))
        if direction == .leftToRight {
            #expect(badge.maxX == 375, "moved in to end at the screen's edge")
        } else {
            #expect(badge.minX == 0)
        }
        #expect(badge.intersects(icon), "still against its glyph")
        let text = try #require(list.frame("chrome.tabBar.items[4].badge.text"))
        #expect(text.minX >= badge.minX && text.maxX <= badge.maxX)
    }

    /// Side by side, the label starts after the badge's part beyond the glyph, 6 pt on.
    @Test func inlineLabelsFollowTheBadge() throws {
        let list = try layout(.iPhone15, .landscape, .leftToRight, .day, badges: ["new", nil])
        let icon = try #require(list.frame("chrome.tabBar.items[0].icon"))
        let badge = try #require(list.frame("chrome.tabBar.items[0].badge"))
        let label = try #require(list.frame("chrome.tabBar.items[0].label"))
        #expect(abs(badge.minX - (icon.midX + 5)) < 0.34)
        #expect(abs(label.minX - (badge.maxX + 6)) < 0.34)
        let plain = try #require(list.frame("chrome.tabBar.items[1].label"))
        let plainIcon = try #require(list.frame("chrome.tabBar.items[1].icon"))
        #expect(abs(plain.minX - (plainIcon.maxX + 6)) < 0.34, "without a badge the label follows the glyph")
    }
}
