import Foundation
import ListshotCore
import ListshotSwiftUI
import ListshotTestSupport
import MisticaSwiftUI
import SwiftUI
import Testing
import struct Listshot.Renderer

/// The app screen (AppScreen.swift) on an iPhone 16 Pro, under iOS's bars in Mistica's style. Its picture in
/// docs/mistica.md is this render, byte for byte; `LISTSHOT_RECORD_DOC_IMAGES=1` writes it anew.
@MainActor
@Suite(.serialized)
struct AppScreenTests {
    static let picture = "docs/mistica-swiftui-app.day.png"

    func screen(_ brand: BrandStyle, _ appearance: Appearance = .day) -> ListshotCore.Screen {
        MisticaConfig.brandStyle = brand
        defer { MisticaConfig.brandStyle = .movistar }
        let options = SwiftUISnapshotOptions(device: .iPhone16Pro, appearance: appearance)
        return SwiftUIScreen.make(AccountScreen(), name: "account", options: options).screen
    }

    /// The theme's colour `token` in `appearance` (Themes/NAME.json).
    func token(_ token: String, theme: String, _ appearance: Appearance) throws -> String {
        let data = try Data(contentsOf: packageRoot.appendingPathComponent("Themes/\(theme).json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let colors = try #require(json["colors"] as? [String: Any])
        let value = try #require(colors[token] as? [String: String], "\(token)")
        return try #require(value[appearance == .day ? "day" : "night"])
    }

    @Test(arguments: [BrandStyle.movistar, .vivoNew, .telefonica])
    func theBarsAreMisticasAndTheRowsAreThere(_ brand: BrandStyle) throws {
        for appearance in [Appearance.day, .night] {
            let screen = screen(brand, appearance)
            #expect(screen.theme == brand.theme)
            let items = try Renderer().layout(screen).displayList.items
            let text = items.compactMap { item -> (String, String, String)? in
                guard case .text(let t) = item.primitive else { return nil }
                return (item.id, t.request.text, "\(t.color)")
            }
            let description = items.map { "\($0.id): \($0.primitive)" }.joined(separator: "\n")
            // The navigation bar: opaque navigationBarBackground, the large title in textNavigationBarPrimary, preset 7.
            let bar = try token("navigationBarBackground", theme: brand.theme, appearance)
            #expect(items.contains { $0.id.hasPrefix("chrome.navigationBar") && "\($0.primitive)".uppercased().contains(bar.uppercased()) }, "no navigation bar fill \(bar):\n\(description)")
            let title = try #require(items.first { item in
                if case .text(let t) = item.primitive { return t.request.text == "Account" && item.id == "chrome.navigationBar.largeTitle" }
                return false
            }, "no large title:\n\(description)")
            if case .text(let t) = title.primitive {
                #expect(t.color.description.uppercased() == (try token("textNavigationBarPrimary", theme: brand.theme, appearance)).uppercased())
                #expect(t.request.style.size == 28 && t.request.style.lineHeight == 32 && t.request.style.weight == .bold, "the large title is preset 7 in the text7 weight: \(t.request.style)")
            }
            // The tab bar: appBarBackground, the selected item textAppBarSelected.
            let tab = try token("appBarBackground", theme: brand.theme, appearance)
            #expect(items.contains { $0.id.hasPrefix("chrome.tabBar") && "\($0.primitive)".uppercased().contains(tab.uppercased()) }, "no tab bar fill \(tab):\n\(description)")
            let selected = try token("textAppBarSelected", theme: brand.theme, appearance)
            #expect(text.contains { $0.0 == "chrome.tabBar.items[0].label" && $0.1 == "Account" && $0.2.uppercased() == selected.uppercased() }, "\(text)")
            // The rows: the cells, the Tag, the switch, the team's own row.
            for expected in ["Roaming", "Fibre 1 Gb", "OFFER", "Cloud storage", "42 GB of 100 GB used", "Invoices", "Help centre"] {
                #expect(text.contains { $0.1 == expected }, "\(expected) is missing")
            }
            #expect(items.contains { $0.id.hasSuffix("control.track") }, "no switch")
        }
    }

    @Test func docPictureIsAFreshRender() throws {
        let bytes = try Renderer(pngCompression: .smallest).render(screen(.movistar), format: .png)
        let url = packageRoot.appendingPathComponent(Self.picture)
        if ProcessInfo.processInfo.environment["LISTSHOT_RECORD_DOC_IMAGES"] == "1" {
            try Data(bytes).write(to: url, options: .atomic)
        }
        let committed = try [UInt8](Data(contentsOf: url))
        #expect(committed == bytes, "\(Self.picture) is not what AccountScreen renders now; run with LISTSHOT_RECORD_DOC_IMAGES=1 and look at it")
    }
}
