import Foundation
import ListshotCore
import ListshotTestSupport
import Testing
@testable import ListshotAssets

/// The fixture app (Tests/Fixtures/Assets/App) and the scale, idiom and appearance rules of docs/assets.md.
@Suite struct AssetCatalogTests {
    let catalog: AssetCatalog

    init() throws {
        catalog = try AssetCatalog.load(from: Fixture.url("Assets/App").path)
    }

    @Test func findsTheNestedCatalogAndItsNames() {
        #expect(catalog.catalogs.count == 1)
        #expect(catalog.catalogs.first?.hasSuffix("Sources/Assets.xcassets") == true)
        #expect(catalog.imageNames == ["Icons/Star", "Logo"])
        // Palette has no provides-namespace, so Accent keeps its bare name.
        #expect(catalog.colorNames == ["Accent", "Brand"])
        #expect(catalog.problems.isEmpty, "\(catalog.problems)")
    }

    /// Scale picking: exact, else next higher, else highest lower (docs/assets.md, "Picking a scale").
    @Test(arguments: [
        (1, Set([1, 3]), 1), (2, [1, 3], 3), (3, [1, 3], 3),
        (1, [2], 2), (3, [2], 2), (3, [1, 2], 2), (2, [1, 2, 3], 2), (1, [], nil),
    ] as [(Int, Set<Int>, Int?)])
    func pickScale(wanted: Int, available: Set<Int>, expected: Int?) {
        #expect(ImageSet.pickScale(wanted, from: available) == expected)
    }

    @Test(arguments: [
        (1, AssetAppearance.light, "logo.png", 1),
        (2, .light, "logo@3x.png", 3),
        (3, .light, "logo@3x.png", 3),
        (3, .dark, "logo-dark@3x.png", 3),
        // Dark has only 3x, so 1x dark is the 3x dark file (appearance before scale).
        (1, .dark, "logo-dark@3x.png", 3),
    ])
    func logoVariant(scale: Int, appearance: AssetAppearance, file: String, pickedScale: Int) throws {
        let image = try #require(catalog.image(named: "Logo", scale: scale, appearance: appearance))
        #expect((image.path as NSString).lastPathComponent == file)
        #expect(image.scale == pickedScale)
        #expect(image.path.hasPrefix("/"))
        #expect(image.isTemplate)
    }

    @Test func pixelSizeComesFromThePNGHeader() throws {
        let one = try #require(catalog.image(named: "Logo", scale: 1))
        #expect(one.pixelWidth == 10 && one.pixelHeight == 5)
        let three = try #require(catalog.image(named: "Logo", scale: 3))
        #expect(three.pixelWidth == 30 && three.pixelHeight == 15)
    }

    @Test func namespaceAndIphoneIdiom() throws {
        #expect(catalog.image(named: "Star") == nil)
        let star = try #require(catalog.image(named: "Icons/Star", scale: 3))
        #expect((star.path as NSString).lastPathComponent == "star@2x.png")  // iphone wins over universal
        #expect(star.scale == 2)
        #expect(!star.isTemplate)
    }

    @Test func brandColourFormsAndDarkAppearance() throws {
        let brand = try #require(catalog.color(named: "Brand"))
        // "0.000" → 0, "0x66" → 102, "255" → 255; the high-contrast black entry is ignored.
        #expect(brand.day == RGBA(red: 0, green: 0x66, blue: 255))
        #expect(brand.night == RGBA(red: 0x33, green: 0x99, blue: 0xFF, alpha: 128))
        #expect(brand.rgba(for: .dark) == brand.night)
        #expect(!brand.convertedToSRGB)
    }

    @Test func displayP3GreyIsConvertedAndStaysGrey() throws {
        let accent = try #require(catalog.color(named: "Accent"))
        // Same D65 white and the same curve in both spaces: a neutral grey maps to itself.
        #expect(accent.day == RGBA(red: 153, green: 153, blue: 153))  // 0.6 × 255
        #expect(accent.colorSpace == .displayP3 && accent.convertedToSRGB)
        #expect(accent.night == nil && accent.rgba(for: .dark) == accent.day)
    }

    @Test func notesForRefusedAndUnknownNames() throws {
        #expect(catalog.image(named: "Vector") == nil)
        let vector = try #require(catalog.note(forImageNamed: "Vector"))
        #expect(vector.contains("single-scale PDF vector") && vector.contains("Add PNG files"))
        let symbol = try #require(catalog.note(forImageNamed: "Sparkle"))
        #expect(symbol.contains(".symbolset"))
        let typo = try #require(catalog.note(forImageNamed: "Lgo"))
        #expect(typo.contains("Did you mean 'Logo'?"))
        #expect(catalog.note(forColorNamed: "Logo")?.contains("image set") == true)
        #expect(catalog.note(forImageNamed: "Logo") == nil)
        #expect(catalog.suggestions(for: "Brnad") == ["Brand"])
        #expect(catalog.suggestions(for: "zzzzzz").isEmpty)
    }

    @Test func namingTheCatalogItselfWorksAndBuildAndHiddenFoldersAreSkipped() throws {
        let scratch = try ScratchFolder()
        let set = #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"1.000","green":"0.000","blue":"0.000","alpha":"1.000"}},"idiom":"universal"}]}"#
        try scratch.write("App/Main.xcassets/Red.colorset/Contents.json", set)
        try scratch.write("App/.build/Built.xcassets/Built.colorset/Contents.json", set)
        try scratch.write("App/.git/Hidden.xcassets/Hidden.colorset/Contents.json", set)
        let found = try AssetCatalog.load(from: scratch.url.appendingPathComponent("App").path)
        #expect(found.colorNames == ["Red"])
        let direct = try AssetCatalog.load(from: scratch.url.appendingPathComponent("App/Main.xcassets").path)
        #expect(direct.color(named: "Red")?.day == RGBA(red: 255, green: 0, blue: 0))
        #expect(throws: AssetError.self) { try AssetCatalog.load(from: scratch.url.appendingPathComponent("App/.build").path + "/nothing") }
    }

    @Test func aFolderWithNoCatalogSaysWhatToName() throws {
        let scratch = try ScratchFolder()
        try scratch.write("App/readme.txt", "hi")
        let error = try #require(throws: AssetError.self) { try AssetCatalog.load(from: scratch.url.appendingPathComponent("App").path) }
        #expect(error.description.contains("has no .xcassets folder") && error.description.contains("Name the app's folder"))
    }
}
