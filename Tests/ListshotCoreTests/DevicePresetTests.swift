import ListshotCore
import Testing

/// Every device preset against the figures of its cited sources (docs/screens.md, "Device presets"):
/// size and scale from Apple's published pixel resolutions, safe areas and display corner radii from
/// the sources the table names.
@Suite("Device presets")
struct DevicePresetTests {
    struct Figures: Sendable, CustomTestStringConvertible {
        var name: String
        /// The native resolution in pixels, portrait (Apple's tech specs).
        var pixels: (width: Int, height: Int)
        var scale: Double
        var safeTop: Double
        var safeBottom: Double
        /// The landscape insets: each long side's end, and the bottom.
        var landscapeSide: Double
        var landscapeBottom: Double
        var cornerRadius: Double
        var family: DeviceFamily
        var source: String
        var testDescription: String { name }
    }

    static let figures: [Figures] = [
        Figures(name: "iphone-se", pixels: (750, 1334), scale: 2, safeTop: 20, safeBottom: 0, landscapeSide: 0, landscapeBottom: 0,
                cornerRadius: 0, family: .homeButtonPhone,
                source: "Apple tech specs, iPhone SE 3rd generation (1334×750 at 326 ppi); no home indicator, square display"),
        Figures(name: "iphone15", pixels: (1179, 2556), scale: 3, safeTop: 59, safeBottom: 34, landscapeSide: 59, landscapeBottom: 21,
                cornerRadius: 55, family: .dynamicIslandPhone,
                source: "Apple tech specs, iPhone 15 (2556×1179 at 460 ppi); GKNavigationBarSwift#41 (59/34); csl.cool 2023-09 (landscape 59/21)"),
        Figures(name: "iphone15-pro-max", pixels: (1290, 2796), scale: 3, safeTop: 59, safeBottom: 34, landscapeSide: 59, landscapeBottom: 21,
                cornerRadius: 55, family: .dynamicIslandPhone,
                source: "Apple tech specs, iPhone 15 Pro Max (2796×1290 at 460 ppi); GKNavigationBarSwift#41"),
        Figures(name: "iphone16", pixels: (1179, 2556), scale: 3, safeTop: 59, safeBottom: 34, landscapeSide: 59, landscapeBottom: 21,
                cornerRadius: 55, family: .dynamicIslandPhone,
                source: "apple.com/iphone-16/specs (2556×1179 at 460 ppi); flutterware devices 0.7.0 iphone16; ScreenCorners tables (iPhone17,3: 55)"),
        Figures(name: "iphone16-plus", pixels: (1290, 2796), scale: 3, safeTop: 59, safeBottom: 34, landscapeSide: 59, landscapeBottom: 21,
                cornerRadius: 55, family: .dynamicIslandPhone,
                source: "apple.com/iphone-16/specs (2796×1290 at 460 ppi); ScreenCorners tables (iPhone17,4: 55)"),
        Figures(name: "iphone16-pro", pixels: (1206, 2622), scale: 3, safeTop: 62, safeBottom: 34, landscapeSide: 62, landscapeBottom: 20,
                cornerRadius: 62, family: .dynamicIslandPhone,
                source: "apple.com/iphone-16-pro/specs (2622×1206 at 460 ppi); flutterware devices 0.7.0 (62/34, landscape 62/20); ScreenCorners tables (iPhone17,1: 62)"),
        Figures(name: "iphone16-pro-max", pixels: (1320, 2868), scale: 3, safeTop: 62, safeBottom: 34, landscapeSide: 62, landscapeBottom: 20,
                cornerRadius: 62, family: .dynamicIslandPhone,
                source: "apple.com/iphone-16-pro/specs (2868×1320 at 460 ppi; App Store 6.9-inch 1320×2868); flutterware devices 0.7.0 iphone16ProMax; ScreenCorners tables (iPhone17,2: 62)"),
        Figures(name: "ipad", pixels: (1640, 2360), scale: 2, safeTop: 24, safeBottom: 20, landscapeSide: 0, landscapeBottom: 20,
                cornerRadius: 18, family: .tablet,
                source: "Apple tech specs, iPad 10th generation (2360×1640 at 264 ppi); status bar 24, home indicator 20; react-native-screen-corner-radius README (iPad Air, iPad Pro: 18)"),
        Figures(name: "ipad-pro-13", pixels: (2064, 2752), scale: 2, safeTop: 24, safeBottom: 20, landscapeSide: 0, landscapeBottom: 20,
                cornerRadius: 18, family: .tablet,
                source: "Apple tech specs, iPad Pro 13-inch M4 (2752×2064 at 264 ppi); app_deploy_screenshots appStoreIpad13 (24/20, corners 18); flutterware devices iPadPro13 (24/20, measured on the M4)"),
    ]

    @Test(arguments: figures)
    func presetMatchesItsSources(figures: Figures) throws {
        let device = try #require(Device.preset(named: figures.name), "no preset '\(figures.name)'")
        let note = Comment(rawValue: figures.source)
        #expect(device.scale == figures.scale, note)
        #expect(device.size.width * device.scale == Double(figures.pixels.width), note)
        #expect(device.size.height * device.scale == Double(figures.pixels.height), note)
        #expect(device.safeAreaTop == figures.safeTop && device.safeAreaBottom == figures.safeBottom, note)
        let landscape = ScreenFrame.device(device, .landscape).safeArea
        #expect(landscape.bottom == figures.landscapeBottom, note)
        if device.family != .tablet {
            #expect(landscape.leading == figures.landscapeSide && landscape.trailing == figures.landscapeSide && landscape.top == 0, note)
        }
        #expect(device.displayCornerRadius == figures.cornerRadius, note)
        #expect(device.family == figures.family, note)
    }

    /// The table covers every preset, so a new preset cannot land without its sources.
    @Test func everyPresetHasASourcedRow() {
        #expect(Set(Device.presets.map(\.name)) == Set(Self.figures.map(\.name)))
        #expect(Set(Device.presets.map(\.name)).count == Device.presets.count, "preset names are unique")
    }

    /// The 6.9-inch App Store screenshot (1320 × 2868 px) is the iPhone 16 Pro Max's own resolution.
    @Test func theLargestPhoneFillsTheSixNineInchStoreSizeAtItsScale() {
        let device = Device.iPhone16ProMax
        #expect(device.size.width * device.scale == 1320 && device.size.height * device.scale == 2868)
    }
}
