@testable import ListshotCore
import Testing

/// The back button's title and the inline title share the bar without overlapping (docs/screens.md,
/// "Back button and title"), with the fake measurer (every character 0.5 × the font size wide).
@Suite("Navigation bar: back title and title fit")
struct NavigationBarFitTests {
    /// The issue's bar: a back title too long to leave the title centred.
    static let inbox = NavigationBar(title: "Inbox", display: .inline, back: "Mailboxes and folders", trailing: [.text("Edit")])

    static func layout(_ bar: NavigationBar, device: Device = .iPhone15, orientation: Orientation = .portrait,
                       direction: LayoutDirection = .leftToRight, theme: ResolvedTheme = TestTheme.material()) throws -> DisplayList {
        let screen = Screen(frame: .device(device, orientation), direction: direction, navigationBar: bar, content: [])
        return try ScreenLayout.layout(screen, theme: theme, measurer: FixedAdvanceTextMeasurer()).displayList
    }

    static func text(_ list: DisplayList, _ id: String) -> String? {
        if case .text(let t)? = list.item(id)?.primitive { return t.request.text }
        return nil
    }

    @Test func theIssuesBarShowsBackAndACentredWholeTitleOnIPhone15() throws {
        let list = try Self.layout(Self.inbox)
        // "Mailboxes and folders" (178.5 pt) would end at 205, past the centred title's start
        // (175.2), so the back button says "Back"; the title keeps its 42.5 pt, centred.
        #expect(Self.text(list, "chrome.navigationBar.back.label") == "Back")
        #expect(Self.text(list, "chrome.navigationBar.title") == "Inbox")
        let title = try #require(list.frame("chrome.navigationBar.title"))
        #expect(abs(title.midX - 393 / 2) < 0.34 && title.width > 42.5 - 0.001 && title.width < 43.34)
        // In landscape the whole back title fits beside the centred title.
        let wide = try Self.layout(Self.inbox, orientation: .landscape)
        #expect(Self.text(wide, "chrome.navigationBar.back.label") == "Mailboxes and folders")
        #expect(abs((try #require(wide.frame("chrome.navigationBar.title"))).midX - 852 / 2) < 0.34)
    }

    /// (bar width, back label widths, title width, trailing edge) → what shows and where.
    @Test(arguments: [
        // Everything fits with the title centred: the previous title.
        (393.0, 100.0, 34.0, 43.0, 343.0, NavigationBarFit.BackTitle.previous, 175.0),
        // The previous title reaches the centred title: "Back".
        (393.0, 178.5, 34.0, 43.0, 343.0, .generic, 175.0),
        // Even "Back" reaches it: the chevron alone, title still centred.
        (393.0, 178.5, 34.0, 270.0, 343.0, .none, 61.5),
        // Nothing lets a 280 pt title centre (it would reach the trailing item): pushed beside the chevron.
        (393.0, 178.5, 34.0, 280.0, 343.0, .none, 55.0),
        // Nothing lets it centre but "Back" leaves room beside: pushed, not overlapping.
        (393.0, 178.5, 34.0, 150.0, 250.0, .generic, 92.0),
    ])
    func arrangeFollowsTheRule(width: Double, previous: Double, generic: Double, title: Double, trailing: Double,
                               back: NavigationBarFit.BackTitle, titleX: Double) {
        let fit = NavigationBarFit.arrange(width: width, leadingLimit: 16, chevronEnd: 20.5, labelStart: 26.5,
                                           labels: (previous, generic), title: title, trailingEdge: trailing, gap: 8)
        #expect(fit.back == back)
        #expect(abs((fit.titleX ?? -1) - titleX) < 0.01)
        #expect(fit.backEnd + 8 <= (fit.titleX ?? 0) + 0.001)
        #expect((fit.titleX ?? 0) + (fit.titleWidth ?? 0) <= trailing - 8 + 0.001)
    }

    @Test func aTitleTooLongForTheBarIsCutAfterTheChevronAlone() throws {
        let bar = NavigationBar(title: "Every message in every mailbox and folder", display: .inline, back: "Mailboxes",
                                trailing: [.text("Edit")])
        let list = try Self.layout(bar)
        #expect(list.item("chrome.navigationBar.back.label") == nil, "the chevron alone")
        let title = try #require(Self.text(list, "chrome.navigationBar.title"))
        #expect(title.hasSuffix("\u{2026}") && !title.hasSuffix(" \u{2026}"))
    }

    /// Bars that push the rule: long texts everywhere, three text buttons, untitled and large bars.
    static let crowded: [NavigationBar] = [
        inbox,
        NavigationBar(title: "Inbox", display: .inline, back: "Back", trailing: [.icon(.search), .icon(.share), .icon(.plus)]),
        NavigationBar(title: String(repeating: "Long title ", count: 12), display: .inline, back: String(repeating: "Previous ", count: 12),
                      trailing: [.text(String(repeating: "Edit ", count: 20)), .text("Done"), .text(String(repeating: "Share ", count: 9))]),
        NavigationBar(title: "", display: .inline, back: String(repeating: "Card list ", count: 20), trailing: [.text("Select all the items")]),
        NavigationBar(title: "Settings", display: .large, back: String(repeating: "Account ", count: 15), trailing: [.icon(.search), .text("Edit")]),
        NavigationBar(title: "Plans", display: .large, back: "Mailboxes and folders", trailing: [.text("Edit")], scrolled: true),
    ]

    /// The drawn frames of the bar's items: the back button (chevron and label), the title and each trailing button.
    static func itemFrames(_ list: DisplayList, _ bar: NavigationBar) -> [(String, Rect)] {
        var frames: [(String, Rect)] = []
        if var back = list.frame("chrome.navigationBar.back.chevron") {
            if let label = list.frame("chrome.navigationBar.back.label") { back = back.union(label) }
            frames.append(("back", back))
        }
        if let title = list.frame("chrome.navigationBar.title") { frames.append(("title", title)) }
        for index in bar.trailing.indices {
            let id = "chrome.navigationBar.trailing[\(index)]"
            if let item = list.frame("\(id).glyph") ?? list.frame("\(id).label") { frames.append((id, item)) }
        }
        return frames
    }

    @Test(arguments: Device.presets)
    func noTwoBarItemsOverlap(device: Device) throws {
        for orientation in [Orientation.portrait, .landscape] {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                for appearance in Appearance.allCases {
                    var theme = TestTheme.material()
                    theme.appearance = appearance
                    for bar in Self.crowded {
                        let list = try Self.layout(bar, device: device, orientation: orientation, direction: direction, theme: theme)
                        let width = orientation == .portrait ? device.size.width : device.size.height
                        let frames = Self.itemFrames(list, bar)
                        let where_ = "\(device.name) \(orientation) \(direction) \(appearance) '\(bar.title.prefix(12))'"
                        for (name, frame) in frames {
                            #expect(frame.minX >= -0.001 && frame.maxX <= width + 0.001, "\(name) stays on screen: \(where_)")
                        }
                        for (i, (a, first)) in frames.enumerated() {
                            for (b, second) in frames[(i + 1)...] {
                                let overlap = min(first.maxX, second.maxX) - max(first.minX, second.minX)
                                #expect(overlap <= 0.001, "\(a) and \(b) overlap by \(overlap): \(where_)")
                            }
                        }
                    }
                }
            }
        }
    }

    @Test func truncatedBarTextEndsInAnEllipsisWithoutASpace() throws {
        // 34 pt large title, 17 pt a character: 21 characters in 361 pt; "Mailbox settings for " is 21.
        let list = try Self.layout(NavigationBar(title: "Mailbox settings for long accounts"))
        #expect(Self.text(list, "chrome.navigationBar.largeTitle") == "Mailbox settings for\u{2026}")
        let fits = try Self.layout(NavigationBar(title: "Mailbox settings"))
        #expect(Self.text(fits, "chrome.navigationBar.largeTitle") == "Mailbox settings", "text that fits is untouched")
    }
}
