import ListshotAudit
import ListshotCore
import Testing

@Suite("Touch targets from element ids")
struct TouchTargetTests {
    static func rect(_ id: String, _ frame: Rect) -> DisplayItem {
        DisplayItem(id: id, .rect(RectPrimitive(frame: frame, fill: .solid(.white))))
    }

    static let list = DisplayList(size: Size(width: 393, height: 300), scale: 2, items: [
        rect("list[0].cell[0]", Rect(x: 0, y: 0, width: 393, height: 72)),
        rect("list[0].cell[0].control.track", Rect(x: 326, y: 20, width: 51, height: 31)),
        rect("list[0].cell[1]", Rect(x: 0, y: 72, width: 393, height: 72)),
        rect("list[0].cell[1].control.chevron", Rect(x: 360, y: 96, width: 24, height: 24)),
        rect("cardList[0].card[2]", Rect(x: 16, y: 150, width: 140, height: 120)),
        rect("cardList[0].card[2].title", Rect(x: 24, y: 160, width: 100, height: 20)),
        rect("cardList[0].expand.title", Rect(x: 16, y: 280, width: 80, height: 20)),
        rect("cardList[0].expand.icon", Rect(x: 100, y: 282, width: 16, height: 16)),
    ])

    @Test func findsControlsRowsCardsAndExpand() {
        let targets = TouchTargets.find(in: Self.list)
        #expect(targets.map(\.id) == ["list[0].cell[0].control.track", "list[0].cell[1]", "cardList[0].card[2]", "cardList[0].expand"])
        #expect(targets[1].frame == Rect(x: 0, y: 72, width: 393, height: 72))
        #expect(targets[3].frame == Rect(x: 16, y: 280, width: 100, height: 20))
    }

    @Test func chromeButtonsAreTargetsHeldToIOSMinimumInEveryTheme() {
        let list = DisplayList(size: Size(width: 393, height: 852), scale: 3, items: [
            Self.rect("chrome.navigationBar.back", Rect(x: 0, y: 54, width: 80, height: 44)),
            Self.rect("chrome.navigationBar.back.chevron", Rect(x: 8, y: 65, width: 12.5, height: 21)),
            Self.rect("chrome.navigationBar.trailing[0]", Rect(x: 333, y: 54, width: 44, height: 44)),
            Self.rect("chrome.navigationBar.trailing[0].glyph", Rect(x: 343, y: 64, width: 24, height: 24)),
            Self.rect("chrome.tabBar.items[1]", Rect(x: 131, y: 769, width: 131, height: 32)),
            Self.rect("chrome.tabBar.items[1].icon", Rect(x: 184, y: 775, width: 25, height: 25)),
            Self.rect("chrome.tabBar.itemsX", Rect(x: 0, y: 0, width: 1, height: 1)),
        ])
        let targets = TouchTargets.find(in: list)
        #expect(targets.map(\.id) == ["chrome.navigationBar.back", "chrome.navigationBar.trailing[0]", "chrome.tabBar.items[1]"])
        #expect(targets.map(\.kind) == ["back button", "bar button", "tab"])
        let findings = ScreenAudit.findings(list, theme: "material", sampler: nil).filter { $0.rule == .touchTarget }
        #expect(findings.map(\.passed) == [true, true, false], "44 pt in a Material theme too; a 32 pt compact tab fails")
        #expect(findings.allSatisfy { $0.required == 44 })
    }

    @Test func sizesAreCheckedAgainstThePlatformMinimum() {
        let findings = ScreenAudit.findings(Self.list, theme: "movistar", sampler: nil).filter { $0.rule == .touchTarget }
        #expect(findings.map(\.passed) == [false, true, true, false])
        #expect(findings[0].note == "switch 51×31 pt; minimum 44×44")
        #expect(TouchTargets.minimumSide(theme: "material") == 48)
        #expect(TouchTargets.minimumSide(theme: "o2-new") == 44)
    }

    @Test func failOnSettingsParse() throws {
        var policy = AuditPolicy.default
        try policy.apply("apca-bronze")
        try policy.apply("touch-target=warning")
        #expect(policy.severity(of: .apcaBronze) == .error)
        #expect(policy.severity(of: .touchTarget) == .warning)
        #expect(throws: AuditPolicyError.unknownRule("wcag-a")) { try policy.apply("wcag-a") }
        #expect(throws: AuditPolicyError.unknownLevel("fatal", rule: .wcagAA)) { try policy.apply("wcag-aa=fatal") }
    }
}

@Suite("Theme token pairs")
struct ThemeTokenAuditTests {
    @Test func rolesAndIntendedPairsComeFromNames() {
        #expect(ThemeTokenAudit.role(of: "textPrimary") == .text)
        #expect(ThemeTokenAudit.role(of: "onSurface") == .text)
        #expect(ThemeTokenAudit.role(of: "backgroundContainer") == .background)
        #expect(ThemeTokenAudit.role(of: "brand") == nil)
        #expect(ThemeTokenAudit.isIntended(text: "textPrimaryInverse", background: "backgroundBrand"))
        #expect(!ThemeTokenAudit.isIntended(text: "textPrimary", background: "backgroundBrand"))
        #expect(ThemeTokenAudit.isIntended(text: "tagTextError", background: "tagBackgroundError"))
        #expect(!ThemeTokenAudit.isIntended(text: "tagTextError", background: "tagBackgroundSuccess"))
    }

    @Test func pressedOverlaysCompositeOverTheirBase() throws {
        let colors: [String: [Appearance: Paint]] = [
            "background": [.day: .solid(.white)],
            "backgroundBrand": [.day: .solid(try #require(RGBA(hex: "#0B9CEA")))],
            "backgroundBrandPressed": [.day: .solid(try #require(RGBA(hex: "#00000033")))],
            "textPrimaryInverse": [.day: .solid(.white)],
        ]
        let pairs = ThemeTokenAudit.pairs(colors: colors, appearance: .day)
        let pressed = try #require(pairs.first { $0.background == "backgroundBrandPressed" })
        #expect(pressed.backgroundColor == RGBA(hex: "#0B9CEA")?.withOpacity(1).composited(over: .white).applying(overlay: "#00000033"))
        #expect(pressed.intended)
    }
}

extension RGBA {
    func applying(overlay hex: String) -> RGBA { (RGBA(hex: hex) ?? .clear).composited(over: self) }
}
