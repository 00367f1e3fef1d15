import Backpack_SwiftUI
import ListshotCore
import ListshotSwiftUI
import SwiftUI
import Testing
import struct Listshot.Renderer
import ListshotThemes

/// `BPKNavigationView` asks for the screen's bar: its title, back button, icon items and Backpack style, drawn by
/// the backpack theme's bar (docs/backpack.md, "SwiftUI API").
@MainActor
struct NavigationViewTests {
    func screen(style: Backpack_SwiftUI.BPKNavigationBarStyle, appearance: Appearance = .day) -> ListshotCore.Screen {
        let view = BPKNavigationView(title: "Hotels", leadingItems: [.init(type: .backButton("Back"), action: {})],
                                     trailingItems: [.init(type: .icon(.settings, "Settings"), action: {})], style: style) {
            VStack(alignment: .leading, spacing: .md) {
                BPKText("Barcelona", style: .heading4)
                BPKText("3 nights", style: .bodyDefault)
            }
        }
        return SwiftUIScreen.make(view, name: "hotels", options: SwiftUISnapshotOptions(device: .iPhone16Pro, appearance: appearance)).screen
    }

    @Test(arguments: [(Backpack_SwiftUI.BPKNavigationBarStyle.default, ListshotCore.BPKNavigationBarStyle.default, NavigationBar.Display.large),
                      (.transparent, .transparent, .large), (.surfaceContrast, .surfaceContrast, .inline)])
    func theBarIsBackpacks(style: Backpack_SwiftUI.BPKNavigationBarStyle, core: ListshotCore.BPKNavigationBarStyle, display: NavigationBar.Display) throws {
        let screen = screen(style: style)
        #expect(screen.theme == "backpack")
        let bar = try #require(screen.navigationBar)
        #expect(bar.title == "Hotels")
        #expect(bar.back == "Back")
        #expect(bar.trailing == [.icon(.settings)])
        #expect(bar.backpackStyle == core)
        #expect(bar.display == display)
    }

    @Test func aSurfaceContrastBarIsDrawnInTheThemesColours() throws {
        for appearance in [Appearance.day, .night] {
            let screen = screen(style: .surfaceContrast, appearance: appearance)
            let items = try Renderer().layout(screen).displayList.items
            let theme = try Renderer().theme(named: "backpack").resolved(appearance: appearance)
            let surface = try theme.color(.token("surfaceContrast"), for: "test")
            let fills = items.compactMap { item -> RGBA? in
                guard item.id.hasPrefix("chrome.navigationBar"), case .rect(let rect) = item.primitive else { return nil }
                return rect.fill?.primaryColor
            }
            #expect(fills.contains(surface), "\(appearance): the bar's fills \(fills) miss surfaceContrast \(surface)")
            let title = items.first { item in if case .text(let text) = item.primitive { return text.request.text == "Hotels" } else { return false } }
            #expect(title != nil, "\(appearance): the bar's title is drawn")
        }
    }
}

/// A `BPKButton` on its own: the card list's button figures, in the theme's button colours.
@MainActor
struct StandaloneButtonTests {
    func items(_ view: some View, appearance: Appearance = .day) throws -> [DisplayItem] {
        let options = SwiftUISnapshotOptions(device: nil, fitWidth: 375, appearance: appearance)
        return try Renderer().layout(SwiftUIScreen.make(view, name: "button", options: options).screen).displayList.items
    }

    func rects(_ items: [DisplayItem]) -> [RectPrimitive] {
        items.compactMap { item in if case .rect(let rect) = item.primitive { return rect } else { return nil } }
    }

    @Test(arguments: [(BPKButton.Size.default, 36.0), (.large, 48.0)])
    func aPrimaryButtonIsFilledAndAsTallAsItsSize(size: BPKButton.Size, height: Double) throws {
        for appearance in [Appearance.day, .night] {
            let theme = try Renderer().theme(named: "backpack").resolved(appearance: appearance)
            let items = try items(BPKButton("Book", size: size) {}, appearance: appearance)
            let fill = try #require(rects(items).first { $0.cornerRadius == 8 })
            #expect(fill.frame.height == height)
            #expect(fill.fill?.primaryColor == (try theme.color(.token("buttonPrimaryBackground"), for: "test")))
            let title = try #require(items.compactMap { item -> TextPrimitive? in if case .text(let t) = item.primitive { return t } else { return nil } }.first)
            #expect(title.request.text == "Book")
            #expect(title.color == (try theme.color(.token("textOnDark"), for: "test")))
            #expect(abs(title.frame.x - fill.frame.x - 16) < 0.01, "16 pt of side padding")
        }
    }

    @Test func aStretchableButtonTakesTheWidthAndALinkHasNoFill() throws {
        let stretched = try #require(rects(try items(BPKButton("Book") {}.stretchable())).first { $0.cornerRadius == 8 })
        #expect(stretched.frame.width == 375)
        let link = try items(BPKButton("Show more") {}.buttonStyle(.link))
        #expect(rects(link).allSatisfy { $0.cornerRadius != 8 }, "a link button draws no fill")
    }

    @Test func anIconOnlyButtonIsSquare() throws {
        let fill = try #require(rects(try items(BPKButton(icon: .addCircle, accessibilityLabel: "Add") {})).first { $0.cornerRadius == 8 })
        #expect(fill.frame.width == 36 && fill.frame.height == 36)
    }
}
