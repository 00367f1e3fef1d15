import ListshotCore

/// The system chrome and presentation of a device screen, as the top-level spec keys give them.
struct ScreenChrome: Sendable, Hashable {
    var statusBar: StatusBar?
    var navigationBar: NavigationBar?
    var tabBar: TabBar?
    var homeIndicator: HomeIndicator = .automatic
    var presentation: Presentation?
}

extension SpecReader {
    /// The top-level keys that only a device screen has (docs/screens.md, "Spec keys").
    static let chromeKeys = ["statusBar", "navigationBar", "tabBar", "homeIndicator", "presentation"]

    /// Reads the chrome keys of a screen spec:
    ///
    /// ```yaml
    /// device: iphone15
    /// statusBar: { time: "9:41", battery: 100, signal: 4, wifi: 3 }   # or `none`
    /// navigationBar: { title: Settings, display: large, back: Account, trailing: [{ icon: search }] }
    /// tabBar: { selected: 0, items: [{ icon: home, label: Home }, { icon: user, label: Account, badge: 2 }] }
    /// homeIndicator: true
    /// presentation: { deviceFrame: true, background: "#F2F2F7", size: app-store-6.9 }
    /// ```
    ///
    /// A device screen gets the default status bar; fit and custom frames get no chrome at all,
    /// and asking for it there is an error.
    func chrome(_ top: [String: SpecNode], frame: ScreenFrame) throws(SpecError) -> ScreenChrome {
        guard case .device(let device, _) = frame else {
            for key in Self.chromeKeys {
                guard let node = top[key] else { continue }
                let kind = top["frame"] == nil ? "no `device:`" : "`frame:`"
                throw node.error("'\(key)' needs a device: add e.g. `device: iphone15` (presets: \(Device.presets.map(\.name).joined(separator: ", "))). This spec has \(kind); component shots (frame: fit or a custom frame) have no bars.")
            }
            return ScreenChrome(statusBar: nil)
        }
        var chrome = ScreenChrome(statusBar: StatusBar())
        if let node = top["statusBar"] { chrome.statusBar = try statusBar(node) }  // nil for `none`
        chrome.navigationBar = try top["navigationBar"].map { n throws(SpecError) in try navigationBar(n) }
        chrome.tabBar = try top["tabBar"].map { n throws(SpecError) in try tabBar(n) }
        if let node = top["homeIndicator"] {
            chrome.homeIndicator = try node.bool() ? .shown : .hidden
        }
        chrome.presentation = try top["presentation"].map { n throws(SpecError) in try presentation(n, device: device) }
        return chrome
    }

    /// Text shown in the chrome or a caption: the checks of all spec text (no control characters,
    /// see ``SpecNode/string()``), not empty, and within the layout's ``maximumTextLength`` —
    /// checked here so the error points at the value.
    func chromeText(_ node: SpecNode, _ what: String, optional: Bool = false) throws(SpecError) -> String {
        let text = try node.string()
        if text.isEmpty { throw node.error("\(what) is empty. Give it some text\(optional ? ", or leave the key out" : "").") }
        let length = text.unicodeScalars.count
        if length > maximumTextLength {
            throw node.error("\(what) has \(length) characters; the limit is \(maximumTextLength). Shorten the text.")
        }
        return text
    }
}
