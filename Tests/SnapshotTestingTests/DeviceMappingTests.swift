import CoreGraphics
import Listshot
import ListshotCore
import ListshotSwiftUI
@testable import ListshotSnapshotTesting
import SnapshotTesting
import SwiftUI
import Testing

/// swift-snapshot-testing's device configs (1.19.7, Common/View.swift) as Listshot draws them.
@MainActor
struct DeviceMappingTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var config: ViewImageConfig
        var width: Double, height: Double, scale: Double
        var top: Double, bottom: Double
        var contentSize: ListshotCore.ContentSizeCategory
        var regularWidth: Bool
        /// The Listshot preset used, when one has exactly this geometry.
        var preset: String?
        var testDescription: String { name }
    }

    nonisolated static let rows: [Row] = [
        Row(name: "iPhone 13", config: .iPhone13, width: 390, height: 844, scale: 3, top: 47, bottom: 34, contentSize: .medium, regularWidth: false),
        Row(name: "iPhone 13 landscape", config: .iPhone13(.landscape), width: 844, height: 390, scale: 3, top: 0, bottom: 21,
            contentSize: .medium, regularWidth: false),
        Row(name: "iPhone 13 Pro Max landscape", config: .iPhone13ProMax(.landscape), width: 926, height: 428, scale: 3, top: 0, bottom: 21,
            contentSize: .medium, regularWidth: true),
        Row(name: "iPhone 13 mini", config: .iPhone13Mini, width: 375, height: 812, scale: 3, top: 50, bottom: 34, contentSize: .medium, regularWidth: false),
        Row(name: "iPhone 8", config: .iPhone8, width: 375, height: 667, scale: 2, top: 20, bottom: 0, contentSize: .medium, regularWidth: false,
            preset: "iphone-se"),
        Row(name: "iPhone SE (1st)", config: .iPhoneSe, width: 320, height: 568, scale: 2, top: 20, bottom: 0, contentSize: .medium, regularWidth: false),
        Row(name: "iPhone XR", config: .iPhoneXr, width: 414, height: 896, scale: 2, top: 44, bottom: 34, contentSize: .medium, regularWidth: false),
        Row(name: "iPad Pro 11 (landscape)", config: .iPadPro11, width: 1194, height: 834, scale: 2, top: 24, bottom: 20, contentSize: .large, regularWidth: true),
        Row(name: "iPad mini portrait, a third", config: .iPadMini(.portrait(splitView: .oneThird)), width: 320, height: 1024, scale: 2,
            top: 20, bottom: 0, contentSize: .large, regularWidth: false),
        Row(name: "iPad Pro 12.9 landscape, half", config: .iPadPro12_9(.landscape(splitView: .oneHalf)), width: 678, height: 1024, scale: 2,
            top: 20, bottom: 0, contentSize: .large, regularWidth: true),
    ]

    @Test(arguments: rows)
    func configBecomesDeviceAndOptions(_ row: Row) throws {
        let request = SwiftUISnapshotRequest(layout: .device(config: row.config), traits: .init())
        let device = try #require(request.device)
        #expect(device.size == Size(width: row.width, height: row.height))
        #expect(device.scale == row.scale)
        #expect(request.safeArea.top == row.top && request.safeArea.bottom == row.bottom)
        #expect(request.options.contentSize == row.contentSize)
        #expect(request.options.regularWidth == row.regularWidth)
        if let preset = row.preset { #expect(device.name == preset) } else { #expect(Device.preset(named: device.name) == nil) }
        let screen = request.screen(Text("Hi")).screen
        #expect(screen.statusBar == nil && screen.homeIndicator == .hidden)
        #expect(screen.frame.width == row.width && screen.frame.fixedHeight == row.height)
    }

    @Test func callerTraitsWinOverTheDevice() {
        let request = SwiftUISnapshotRequest(layout: .device(config: .iPhone13),
                                             traits: UITraitCollection(traitsFrom: [.init(userInterfaceStyle: .dark), .init(layoutDirection: .rightToLeft),
                                                                                    .init(preferredContentSizeCategory: .accessibilityExtraLarge),
                                                                                    .init(displayScale: 2)]))
        #expect(request.options.appearance == .night)
        #expect(request.options.direction == .rightToLeft)
        #expect(request.options.contentSize == .accessibilityExtraLarge)
        #expect(request.scale == 2)
    }

    @Test func everyContentSizeMapsByName() {
        let names: [UIContentSizeCategory] = [.extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
                                              .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
                                              .accessibilityExtraExtraExtraLarge]
        #expect(names.map(\.listshot) == ListshotCore.ContentSizeCategory.allCases.map { Optional($0) })
        #expect(UIContentSizeCategory.unspecified.listshot == nil)
    }

    /// The iPhone configs' `.medium` text size draws body text at 16 pt; sizeThatFits (no traits) at iOS's 17.
    @Test(arguments: [(ListshotSnapshotTesting.SwiftUISnapshotLayout.device(config: .iPhone13), 16.0), (.sizeThatFits, 17.0), (.device(config: .iPadPro11), 17.0)])
    func bodyTextSize(_ layout: ListshotSnapshotTesting.SwiftUISnapshotLayout, points: Double) throws {
        let screen = SwiftUISnapshotRequest(layout: layout, traits: .init()).screen(Text("Body text")).screen
        let list = try Renderer().layout(screen).displayList
        let sizes = list.items.compactMap { item -> Double? in
            if case .text(let text) = item.primitive, text.request.text == "Body text" { return text.request.style.size } else { return nil }
        }
        #expect(sizes == [points])
    }

    @Test func sizeThatFitsIsTheIdealSize() throws {
        let fits = SwiftUISnapshotRequest(layout: .sizeThatFits, traits: .init()).screen(Text("Hi").padding(10)).screen
        let list = try Renderer().layout(fits).displayList
        #expect(list.size.width < 100 && list.size.height < 60)
        let fixed = SwiftUISnapshotRequest(layout: .fixed(width: 300, height: 100), traits: .init()).screen(Text("Hi")).screen
        let fixedList = try Renderer().layout(fixed).displayList
        #expect(fixedList.size == Size(width: 300, height: 100))
        let text = fixedList.items.compactMap { item -> Rect? in if case .text(let t) = item.primitive { return t.frame } else { return nil } }.first
        #expect(abs((text?.midY ?? 0) - 50) < 1, "the text is centred in the canvas")
    }
}
