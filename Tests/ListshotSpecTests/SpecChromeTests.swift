import ListshotCore
import ListshotSpec
import Testing

/// The screen chrome and presentation keys (docs/screens.md, "Spec keys").
@Suite("Chrome spec keys")
struct SpecChromeTests {
    static let list = "content: [{list: {cells: [{title: Hi}]}}]\n"

    /// The screen a spec made of `keys` (on an iPhone 15 unless the keys name a device or frame) reads to.
    static func screen(_ keys: String) throws -> Screen {
        let device = keys.contains("device:") || keys.contains("frame:") ? "" : "device: iphone15\n"
        return try parse(device + keys + "\n" + list).screen
    }

    @Test func defaultsFollowTheFrame() throws {
        let device = try Self.screen("")
        #expect(device.statusBar == StatusBar())
        #expect(device.navigationBar == nil && device.tabBar == nil && device.presentation == nil)
        #expect(device.homeIndicator == .automatic)
        for frame in ["", "frame: fit", "frame: {width: 320, height: 480}"] {
            let screen = try parse(frame + "\n" + Self.list).screen
            #expect(screen.statusBar == nil, "\(frame)")
            #expect(screen.navigationBar == nil && screen.tabBar == nil && screen.presentation == nil, "\(frame)")
            #expect(screen.homeIndicator == .automatic, "\(frame)")
        }
    }

    /// The chrome of a screen, for comparing with what a table row expects.
    struct Chrome: Sendable, Hashable, CustomTestStringConvertible {
        var statusBar: StatusBar? = StatusBar()
        var navigationBar: NavigationBar?
        var tabBar: TabBar?
        var homeIndicator: HomeIndicator = .automatic
        var presentation: Presentation?
        var testDescription: String { "chrome" }
    }

    static let red = RGBA(red: 255, green: 0, blue: 0), blue = RGBA(red: 0, green: 0, blue: 255)

    /// (keys, the chrome they must read to)
    @Test(arguments: [
        ("statusBar: none", Chrome(statusBar: nil)),
        ("statusBar: {}", Chrome()),
        ("statusBar: { time: \"10:09\", battery: 0, signal: 0, wifi: 0, date: Mon Jun 2 }",
         Chrome(statusBar: StatusBar(time: "10:09", battery: 0, signal: 0, wifi: 0, date: "Mon Jun 2"))),
        ("statusBar: { time: 9:41, battery: 100, signal: 4, wifi: 3 }", Chrome()),
        ("statusBar: { time: \"0:00\", battery: 7 }", Chrome(statusBar: StatusBar(time: "0:00", battery: 7))),
        // A signed zero is zero (YAML libraries read `-0` as no integer at all).
        ("statusBar: { battery: -0 }", Chrome(statusBar: StatusBar(battery: 0))),
        ("statusBar: { battery: +0, signal: -0, wifi: -00 }", Chrome(statusBar: StatusBar(battery: 0, signal: 0, wifi: 0))),
        ("navigationBar: { title: Settings }", Chrome(navigationBar: NavigationBar(title: "Settings"))),
        ("navigationBar: { title: Settings, display: inline, back: Account, trailing: [{ icon: search }, { text: Edit }], search: true }",
         Chrome(navigationBar: NavigationBar(title: "Settings", display: .inline, back: "Account",
                                             trailing: [.icon(.search), .text("Edit")], search: "Search"))),
        ("navigationBar: { title: Plans, search: Search plans }", Chrome(navigationBar: NavigationBar(title: "Plans", search: "Search plans"))),
        ("navigationBar: { title: Plans, search: false }", Chrome(navigationBar: NavigationBar(title: "Plans"))),
        ("navigationBar: { title: Inbox, display: inline, scrolled: true }",
         Chrome(navigationBar: NavigationBar(title: "Inbox", display: .inline, scrolled: true))),
        ("navigationBar: { title: Hotels, scrolled: false, backpackStyle: transparent }",
         Chrome(navigationBar: NavigationBar(title: "Hotels", backpackStyle: .transparent))),
        ("navigationBar: { title: Hotels, backpackStyle: surfaceContrast }",
         Chrome(navigationBar: NavigationBar(title: "Hotels", backpackStyle: .surfaceContrast))),
        ("navigationBar: { display: inline, back: Card list, backpackStyle: default }",
         Chrome(navigationBar: NavigationBar(title: "", display: .inline, back: "Card list", backpackStyle: .default))),
        ("navigationBar: { title: Plans, search: \"true\" }", Chrome(navigationBar: NavigationBar(title: "Plans", search: "true"))),
        ("tabBar: { items: [{ icon: home, label: Home }, { icon: user, label: Account, badge: 2 }] }",
         Chrome(tabBar: TabBar(selected: 0, items: [TabItem(icon: .home, label: "Home"), TabItem(icon: .user, label: "Account", badge: "2")]))),
        ("tabBar: { selected: 2, items: [{ icon: home, label: A, badge: 1234 }, { icon: card, label: B, badge: dot }, { icon: settings, label: C, badge: new }] }",
         Chrome(tabBar: TabBar(selected: 2, items: [TabItem(icon: .home, label: "A", badge: "1234"), TabItem(icon: .card, label: "B", badge: ""),
                                                    TabItem(icon: .settings, label: "C", badge: "new")]))),
        ("homeIndicator: true", Chrome(homeIndicator: .shown)),
        ("homeIndicator: false", Chrome(homeIndicator: .hidden)),
        ("presentation: {}", Chrome(presentation: Presentation())),
        ("presentation: { deviceFrame: false }", Chrome(presentation: Presentation(deviceFrame: nil))),
        ("presentation: { deviceFrame: true, background: \"#000000\", padding: 0 }",
         Chrome(presentation: Presentation(deviceFrame: .black, background: .solid(RGBA(red: 0, green: 0, blue: 0)), padding: 0))),
        ("presentation: { deviceFrame: gold, background: { from: \"#FF0000\", to: \"#0000FF\" }, size: app-store-6.9 }",
         Chrome(presentation: Presentation(deviceFrame: .gold, background: .linearGradient(LinearGradient(angle: 180, stops: [
             GradientStop(color: red, location: 0), GradientStop(color: blue, location: 1),
         ])), size: .appStore69))),
        ("presentation: { background: { from: \"#FF0000\", to: \"#0000FF\", angle: 90 }, size: app-store-6.5 }",
         Chrome(presentation: Presentation(background: .linearGradient(LinearGradient(angle: 90, stops: [
             GradientStop(color: red, location: 0), GradientStop(color: blue, location: 1),
         ])), size: .appStore65))),
        ("presentation: { caption: { keyword: Plans, title: \"All your lines\\nin one place\", position: below, keywordColor: \"#0B2739\", titleColor: \"#FFFFFF\" } }",
         Chrome(presentation: Presentation(caption: Caption(keyword: "Plans", title: "All your lines\nin one place", position: .below,
                                                            keywordColor: RGBA(hex: "#0B2739"), titleColor: RGBA(hex: "#FFFFFF"))))),
        ("device: ipad\npresentation: { size: app-store-13, deviceFrame: silver }",
         Chrome(presentation: Presentation(deviceFrame: .silver, size: .appStore13))),
    ] as [(String, Chrome)])
    func keysBuildTheModel(keys: String, expected: Chrome) throws {
        let screen = try Self.screen(keys)
        #expect(Chrome(statusBar: screen.statusBar, navigationBar: screen.navigationBar, tabBar: screen.tabBar,
                       homeIndicator: screen.homeIndicator, presentation: screen.presentation) == expected)
    }

    @Test func chromeCarriesIntoEveryVariant() throws {
        let spec = try parse("device: iphone15\norientation: [portrait, landscape]\nnavigationBar: { title: A }\nstatusBar: { time: \"10:10\" }\n" + Self.list)
        #expect(spec.variants.count == 4)
        #expect(spec.variants.allSatisfy { $0.screen.navigationBar?.title == "A" && $0.screen.statusBar?.time == "10:10" })
    }

    static let fit = "frame: fit\n"
    static let phone = "device: iphone15\n"
    static let tabs = "items: [{ icon: home, label: Home }, { icon: user, label: Account }]"

    /// (yaml, line, column, fragment): every error points at the value and says what to use instead.
    @Test(arguments: [
        (phone + "statusBar: { time: \"25:00\" }\n", 2, 20, "'25:00' is not a time. Use H:MM or HH:MM (hours 0…23, minutes 00…59), e.g. \"9:41\"."),
        (phone + "statusBar: { time: \"9:5\" }\n", 2, 20, "'9:5' is not a time"),
        (phone + "statusBar: { time: 941 }\n", 2, 20, "'941' is not a time"),
        (phone + "statusBar: { time: \"9:60\" }\n", 2, 20, "'9:60' is not a time"),
        (phone + "statusBar: { time: \"٩:٤١\" }\n", 2, 20, "is not a time"),
        (phone + "statusBar:\n  battery: 101\n", 3, 12, "statusBar.battery: a battery level of 101 is out of range; use 0…100."),
        (phone + "statusBar: { battery: -1 }\n", 2, 23, "a battery level of -1 is out of range; use 0…100."),
        (phone + "statusBar: { battery: 50.5 }\n", 2, 23, "expected a whole number"),
        (phone + "statusBar: { signal: 5 }\n", 2, 22, "a signal level of 5 is out of range; use 0…4."),
        (phone + "statusBar: { wifi: 4 }\n", 2, 20, "a Wi-Fi level of 4 is out of range; use 0…3."),
        (phone + "statusBar: { batery: 4 }\n", 2, 14, "statusBar.batery: unknown key. Did you mean 'battery'?"),
        (phone + "statusBar: hidden\n", 2, 12, "'hidden' is not a status bar. Use `none` to hide it"),
        (phone + "navigationBar: { display: large }\n", 2, 16, "missing key 'title'"),
        (phone + "navigationBar: { title: \"\" }\n", 2, 25, "the title is empty. Give it some text."),
        (phone + "navigationBar: { title: A, display: largest }\n", 2, 37, "'largest' is not one of large, inline. Did you mean 'large'?"),
        (phone + "navigationBar: { title: A, trailing: [{ icon: serch }] }\n", 2, 47, "'serch' is not an icon. Did you mean 'search'?"),
        (phone + "navigationBar: { title: A, scrolled: maybe }\n", 2, 38, "navigationBar.scrolled: expected true or false, found 'maybe'."),
        (phone + "navigationBar: { title: A, backpackStyle: transparant }\n", 2, 43,
         "navigationBar.backpackStyle: 'transparant' is not one of default, transparent, surfaceContrast. Did you mean 'transparent'?"),
        (phone + "navigationBar: { title: A, display: large, backpackStyle: surfaceContrast }\n", 2, 37,
         "navigationBar.display: Backpack's surfaceContrast bar is always inline (it has no large title)."),
        (phone + "navigationBar: { title: A, bpkStyle: transparent }\n", 2, 28, "navigationBar.bpkStyle: unknown key."),
        (phone + "navigationBar: { title: A, trailing: [{ icon: plus, text: Add }] }\n", 2, 39, "either `{ icon: NAME }` or `{ text: LABEL }`"),
        (phone + "navigationBar: { title: A, trailing: [{ text: a }, { text: b }, { text: c }, { text: d }] }\n", 2, 38,
         "has 4 buttons; a navigation bar takes at most 3"),
        (phone + "navigationBar: { title: A, search: \"\" }\n", 2, 36, "the search placeholder is empty"),
        (phone + "navigationBar: { title: A, back: \"a\\u0007\" }\n", 2, 34, "control character U+0007"),
        (phone + "tabBar:\n  " + tabs + "\n  selected: 7\n", 4, 13, "tabBar.selected: a selected index of 7 is out of range; the 2 items are numbered 0…1."),
        (phone + "tabBar: { selected: -1, " + tabs + " }\n", 2, 21, "a selected index of -1 is out of range"),
        (phone + "tabBar: { items: [{ icon: hom, label: Home }, { icon: user, label: Account }] }\n", 2, 27,
         "'hom' is not an icon. Did you mean 'home'?"),
        (phone + "tabBar: { items: [{ icon: home, label: Home }] }\n", 2, 18, "has 1 item; a tab bar holds 2…5."),
        (phone + "tabBar: { items: [" + Array(repeating: "{ icon: home, label: A }", count: 6).joined(separator: ", ") + "] }\n", 2, 18,
         "has 6 items; a tab bar holds 2…5. UIKit shows at most 5 on iPhone"),
        (phone + "tabBar: { items: [{ icon: home }, { icon: user, label: B }] }\n", 2, 19, "missing key 'label'"),
        (phone + "tabBar: { items: [{ icon: home, label: A, badge: 12345 }, { icon: user, label: B }] }\n", 2, 50,
         "the badge '12345' has 5 characters; a tab badge holds at most 4"),
        (phone + "tabBar: { items: [{ icon: home, label: A, badge: -2 }, { icon: user, label: B }] }\n", 2, 50, "a badge of -2 is negative"),
        (phone + "tabBar: { selected: 0 }\n", 2, 9, "missing key 'items'"),
        (phone + "homeIndicator: maybe\n", 2, 16, "expected true or false, found 'maybe'"),
        (phone + "presentation: { size: app-store-13 }\n", 2, 23,
         "'app-store-13' is an iPad screenshot size (2064×2752 px) and iphone15 cannot fill it. Use app-store-6.9 or app-store-6.5 for iphone15, or `device: ipad`."),
        ("device: ipad\npresentation: { size: app-store-6.9 }\n", 2, 23,
         "'app-store-6.9' is an iPhone screenshot size (1320×2868 px) and ipad cannot fill it. Use app-store-13 for ipad, or an iPhone preset."),
        (phone + "presentation: { size: app-store-7 }\n", 2, 23, "'app-store-7' is not one of app-store-6.9, app-store-6.5, app-store-13."),
        (phone + "presentation: { deviceFrame: red }\n", 2, 30, "'red' is not one of black, silver, gold, blue."),
        (phone + "presentation: { padding: 1001 }\n", 2, 26, "a padding of 1001 pt is out of range; use 0…1000."),
        (phone + "presentation: { padding: -1 }\n", 2, 26, "a padding of -1 pt is out of range"),
        (phone + "presentation: { background: brand }\n", 2, 29, "'brand' is not a colour; use #RRGGBB or #RRGGBBAA"),
        (phone + "presentation: { background: [\"#FFFFFF\"] }\n", 2, 29, "expected a colour (\"#RRGGBB\") or a gradient"),
        (phone + "presentation: { background: { from: \"#FFFFFF\" } }\n", 2, 29, "a gradient needs both 'from' and 'to'"),
        (phone + "presentation: { background: { from: \"#FFFFFF\", to: \"#000000\", angle: 400 } }\n", 2, 70, "an angle of 400° is out of range; use 0…360"),
        (phone + "presentation: { caption: { keyword: Plans } }\n", 2, 26, "missing key 'title'"),
        (phone + "presentation: { caption: { title: A, position: middle } }\n", 2, 48, "'middle' is not one of above, below."),
        (phone + "presentation: { caption: { title: A, titleColor: \"#GG0000\" } }\n", 2, 50, "'#GG0000' is not a colour"),
        (phone + "presentation: { devicFrame: true }\n", 2, 17, "presentation.devicFrame: unknown key. Did you mean 'deviceFrame'?"),
        (fit + "navigationBar: { title: Settings }\n", 2, 16,
         "'navigationBar' needs a device: add e.g. `device: iphone15`"),
        (fit + "navigationBar: { title: Settings }\n", 2, 16, "This spec has `frame:`; component shots (frame: fit or a custom frame) have no bars."),
        ("statusBar: { time: \"9:41\" }\n", 1, 12, "'statusBar' needs a device: add e.g. `device: iphone15`"),
        ("statusBar: none\n", 1, 12, "This spec has no `device:`"),
        ("frame: {width: 320, height: 480}\ntabBar: { " + tabs + " }\n", 2, 9, "'tabBar' needs a device"),
        ("homeIndicator: true\n", 1, 16, "'homeIndicator' needs a device"),
        ("presentation: { size: app-store-6.9 }\n", 1, 15, "'presentation' needs a device"),
        (phone + "navigatonBar: { title: A }\n", 2, 1, "navigatonBar: unknown key. Did you mean 'navigationBar'?"),
    ] as [(String, Int, Int, String)])
    func errorsPointAtTheValue(yaml: String, line: Int, column: Int, fragment: String) {
        if let error = expectSpecError(yaml + Self.list, line: line, column: column, fragment: fragment) {
            #expect(error.description.hasPrefix("spec.yaml:\(line):\(column): "), "\(error)")
        }
    }

    /// Chrome text has the layout's length limit, checked where the text is written.
    @Test(arguments: [
        ("navigationBar: { title: \"%@\" }", 25, "the title"),
        ("navigationBar: { title: A, back: \"%@\" }", 34, "the back button's label"),
        ("tabBar: { items: [{ icon: home, label: \"%@\" }, { icon: user, label: B }] }", 40, "the tab's label"),
        ("presentation: { caption: { title: \"%@\" } }", 35, "the caption's title"),
    ])
    func longTextIsLimited(template: String, column: Int, what: String) throws {
        let longest = String(repeating: "é", count: maximumTextLength)
        _ = try parse(Self.phone + template.replacingOccurrences(of: "%@", with: longest) + "\n" + Self.list)
        expectSpecError(Self.phone + template.replacingOccurrences(of: "%@", with: longest + "x") + "\n" + Self.list, line: 2, column: column,
                        fragment: "\(what) has 10001 characters; the limit is 10000. Shorten the text.")
    }
}
