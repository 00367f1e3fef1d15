// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "Listshot",
    products: [
        .library(name: "Listshot", targets: ["Listshot"]),
        .library(name: "ListshotCore", targets: ["ListshotCore"]),
        .library(name: "ListshotImage", targets: ["ListshotImage"]),
        .library(name: "ListshotDiff", targets: ["ListshotDiff"]),
        .library(name: "ListshotSnapshot", targets: ["ListshotSnapshot"]),
        // assertSnapshot(of:themes:appearances:) for XCTest and Swift Testing.
        .library(name: "ListshotTesting", targets: ["ListshotTesting"]),
        // swift-snapshot-testing on Linux: pointfreeco's module re-exported with the SwiftUI `.image(layout:traits:)`
        // strategy and `Snapshotting<Screen, Data>.listshot(…)` (docs/swift-snapshot-testing.md). Only teams that use it build its dependency.
        .library(name: "ListshotSnapshotTesting", targets: ["ListshotSnapshotTesting"]),
        // `import SwiftUI` on Linux: unchanged SwiftUI view files, laid out and drawn as iOS does (docs/swiftui.md).
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        // `import MisticaSwiftUI` on Linux: Telefónica Mistica's SwiftUI API (Cell, Tag, Badge, tokens…), lowered to the
        // components Listshot draws (docs/mistica.md, "SwiftUI API").
        .library(name: "MisticaSwiftUI", targets: ["MisticaSwiftUI"]),
        // `import Backpack_SwiftUI` on Linux: Skyscanner Backpack's SwiftUI API (BPKCardList, BPKCard, BPKText…) (docs/backpack.md, "SwiftUI API").
        .library(name: "Backpack_SwiftUI", targets: ["Backpack_SwiftUI"]),
        // What a generated preview runner links (docs/previews.md): the SwiftUI module's previews lowered to screens.
        .library(name: "ListshotPreviewRuntime", targets: ["ListshotPreviewRuntime"]),
        .executable(name: "listshot", targets: ["listshot"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // The `#Preview` macro's compiler plugin (swift-snapshot-testing resolves it too).
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"605.0.0"),
    ],
    targets: [
        // System libraries (Debian: libcairo2-dev, libpango1.0-dev).
        .systemLibrary(
            name: "CCairo", path: "Sources/C/CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        // PNG codecs (Debian: libspng-dev, libdeflate-dev, zlib1g-dev).
        .systemLibrary(name: "CSpng", path: "Sources/C/CSpng", pkgConfig: "spng", providers: [.apt(["libspng-dev"])]),
        .systemLibrary(name: "CDeflate", path: "Sources/C/CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        .systemLibrary(name: "CIsal", path: "Sources/C/CIsal", providers: [.apt(["libisal-dev"])]),
        .systemLibrary(name: "CZlib", path: "Sources/C/CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // SHA-256 (Debian: nettle-dev): hardware-accelerated digests of fonts and references.
        .systemLibrary(name: "CNettle", path: "Sources/C/CNettle", pkgConfig: "nettle", providers: [.apt(["nettle-dev"])]),

        // The serial PNG row filter (Paeth) with SSE2 intrinsics; plain C on other CPUs.
        .target(name: "CPNGUnfilter", path: "Sources/C/CPNGUnfilter"),

        // Internal: the one parallel-work helper and the one locked cache (package access only).
        .target(name: "ListshotSupport"),
        // Pixel buffers and PNG files: a fast parallel encoder, a libspng decoder.
        .target(name: "ListshotImage", dependencies: ["ListshotSupport", "CSpng", "CDeflate", "CZlib", "CNettle", "CIsal", "CPNGUnfilter"]),
        // pixelmatch v7.2.0 comparator, tolerance policy, diff images. Needs only pixel buffers.
        .target(name: "ListshotDiff", dependencies: ["ListshotImage", "ListshotSupport"]),

        // Escaping for each target (HTML, XML, Markdown, shell, terminal) and spelling suggestions. No dependencies.
        .target(name: "ListshotText"),
        // Layout core: geometry, display list, screen model, components, layout. Never imports CCairo.
        .target(name: "ListshotCore", dependencies: ["ListshotText"]),
        // Theme files: loading, validation, appearance and Dynamic Type resolution.
        .target(name: "ListshotThemes", dependencies: ["ListshotText", "ListshotCore", "ListshotSupport"]),
        // YAML/JSON spec files → Screen, with file:line:column errors.
        // "Combine": Yams conforms to `Combine.TopLevelDecoder` when it can import a Combine, and it sees
        // the shim's in the build; whatever links Yams must then link the shim too.
        .target(name: "ListshotSpec", dependencies: ["ListshotText", "ListshotCore", "ListshotImage", "ListshotSupport", "Combine", .product(name: "Yams", package: "Yams")]),
        // Cairo/Pango backend: hermetic fonts, Pango measurer, renderer, outputs.
        // Its render-code digest (RenderCode.identity, part of every render key) is generated at build time.
        .target(name: "ListshotCairo", dependencies: ["ListshotText", "ListshotCore", "CCairo", "ListshotImage", "ListshotSupport"],
                plugins: ["GeneratedSourcePlugin"]),
        // Build time: SHA-256 of the sources that decide pixels (docs/testing.md, "Render keys"), and
        // files embedded as Swift strings (themes, report CSS and JavaScript).
        .executableTarget(name: "generate-source", path: "Sources/Tools/generate-source"),
        .plugin(name: "GeneratedSourcePlugin", capability: .buildTool(), dependencies: ["generate-source"]),
        // The one-import façade: spec or Swift API → theme → layout → backend.
        .target(name: "Listshot", dependencies: ["ListshotText", "ListshotCore", "ListshotThemes", "ListshotSpec", "ListshotCairo", "ListshotImage"],
                plugins: ["GeneratedSourcePlugin"]),
        // The regression engine: ReferenceEngine (record or verify one reference from a neutral bitmap and its
        // display list), the catalog adapter (record/verify, manifest, reports, sharding).
        .target(name: "ListshotSnapshot", dependencies: ["ListshotText", "Listshot", "ListshotCairo", "ListshotCore", "ListshotDiff", "ListshotImage", "ListshotSupport"],
                exclude: ["Report/Assets"], plugins: ["GeneratedSourcePlugin"]),
        // `import SwiftUI`, `import Combine`, `import CoreGraphics` on Linux: SwiftUI's own signatures, lowered
        // onto the view engine of ListshotCore (docs/swiftui.md). The shims hold only what SwiftUI code reaches for.
        .target(name: "Combine", path: "Sources/Shims/Combine"),
        .target(name: "CoreGraphics", dependencies: ["_Testing_CoreGraphics"], path: "Sources/Shims/CoreGraphics"),
        .target(name: "_Testing_CoreGraphics", path: "Sources/Shims/_Testing_CoreGraphics"),
        // `import UIKit` as far as SwiftUI code reaches for it: UIColor, UIImage, UIFont, UIScreen (docs/swiftui.md, "UIKit").
        .target(name: "UIKit", dependencies: ["CoreGraphics", "_Testing_UIKit"], path: "Sources/Shims/UIKit"),
        .target(name: "_Testing_UIKit", path: "Sources/Shims/_Testing_UIKit"),
        .target(name: "SwiftUI", dependencies: ["ListshotCore", "Combine", "CoreGraphics", "UIKit", "ListshotPreviewMacros"]),
        // The design systems' own SwiftUI modules, named as the real ones: their public API, lowered onto ListshotCore's components.
        .target(name: "MisticaSwiftUI", dependencies: ["ListshotCore", "SwiftUI"]),
        .target(name: "Backpack_SwiftUI", dependencies: ["ListshotCore", "SwiftUI"]),
        // The name of each `#Preview`'s entry point, shared by the macro and the preview scanner. No dependencies.
        .target(name: "ListshotPreviewNaming"),
        // `#Preview { … }` on Linux: expands to a public entry point a preview runner calls (docs/previews-api.md).
        .macro(name: "ListshotPreviewMacros", dependencies: [
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            "ListshotPreviewNaming",
        ]),
        // A SwiftUI view as a screen: lowered in a variant's environment, with its navigation and tab bars and assets.
        .target(name: "ListshotSwiftUI", dependencies: ["ListshotCore", "SwiftUI", "ListshotAssets"]),
        // The preview runner's request and answer (screens as JSON), shared by the runner and the CLI.
        .target(name: "ListshotPreviewWire", dependencies: ["ListshotCore"]),
        // Linked into the generated preview runner: each preview lowered in each variant (docs/previews.md).
        .target(name: "ListshotPreviewRuntime", dependencies: ["ListshotCore", "SwiftUI", "ListshotSwiftUI", "ListshotPreviewWire"]),
        // `--previews`: previews found in source, the cached build, the runner, and the previews as catalog specs.
        .target(name: "ListshotPreviews", dependencies: [
            "ListshotText", "Listshot", "ListshotCore", "ListshotSpec", "ListshotSnapshot", "ListshotImage", "ListshotPreviewWire", "ListshotPreviewNaming",
            .product(name: "SwiftParser", package: "swift-syntax"), .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftIfConfig", package: "swift-syntax"),
        ]),
        // Test helpers: assertSnapshot for XCTest and Swift Testing.
        .target(name: "ListshotTesting", dependencies: ["ListshotText", "Listshot", "ListshotCore", "ListshotSnapshot", "ListshotDiff", "ListshotImage",
                                                        "SwiftUI", "ListshotSwiftUI", "ListshotAudit"]),
        // swift-snapshot-testing on Linux: its module re-exported, with Listshot's strategies: Snapshotting<Screen, Data>.listshot(…)
        // and swift-snapshot-testing's iOS SwiftUI API (.image(layout:traits:), ViewImageConfig, Diffing<UIImage>). One
        // `import ListshotSnapshotTesting` in a test target makes them visible to its unchanged `import SnapshotTesting`
        // files (docs/swift-snapshot-testing.md). No target here is named SnapshotTesting: a package that depends on
        // Listshot without this product must never meet two modules of that name.
        .target(name: "ListshotSnapshotTesting", dependencies: [
            "Listshot", "ListshotCore", "ListshotSnapshot", "ListshotDiff", "ListshotImage", "SwiftUI", "UIKit", "ListshotSwiftUI",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        // Accessibility audit of a display list: WCAG 2.2 and APCA contrast, touch targets, reports. Never imports CCairo.
        .target(name: "ListshotAudit", dependencies: ["ListshotText", "ListshotCore", "ListshotImage"],
                exclude: ["Assets"], plugins: ["GeneratedSourcePlugin"]),
        // `listshot preview`: a local HTTP server of its own on plain sockets (no HTTP client, nothing
        // beyond libc) that re-renders specs on save (docs/preview.md).
        .target(name: "ListshotPreview", dependencies: ["ListshotText", "Listshot", "ListshotCore", "ListshotSpec", "ListshotSnapshot", "ListshotDiff", "ListshotImage",
                                                 "ListshotPreviews"]),
        // App resources for the SwiftUI module: asset catalogs (images, colours) and string tables (docs/assets.md).
        .target(name: "ListshotAssets", dependencies: ["ListshotText", "ListshotCore"]),
        // The CLI.
        .executableTarget(name: "listshot", dependencies: [
            "ListshotText", "Listshot", "ListshotPreview", "ListshotCore", "ListshotThemes", "ListshotCairo", "ListshotSnapshot", "ListshotDiff", "ListshotImage", "ListshotAudit",
            "ListshotSupport", "ListshotPreviews", "ListshotPreviewWire", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // Release-build benchmark: per-stage medians for the reference screen.
        // `--swiftui-only`: a SwiftUI `List` of 100 rows against the same rows as a spec (docs/benchmark.md).
        .executableTarget(name: "listshot-bench", dependencies: ["ListshotCairo", "Listshot", "ListshotSpec", "ListshotSnapshot", "ListshotDiff", "ListshotImage", "ListshotSupport",
                                                                "SwiftUI", "ListshotSwiftUI"], path: "Sources/Tools/listshot-bench"),
        // Bounded fuzzer of specs, PNG headers and reports with a fixed seed: `listshot-fuzz Snapshots --iterations N`.
        .executableTarget(name: "listshot-fuzz", dependencies: ["ListshotText", "Listshot", "ListshotSpec", "ListshotImage", "ListshotSnapshot", "CDeflate", .product(name: "Yams", package: "Yams")], path: "Sources/Tools/listshot-fuzz"),
        // PNG encoder comparison (ours, libspng, zlib and libdeflate settings): `swift run -c release pngbench FILE.png`.
        .executableTarget(name: "pngbench", dependencies: ["ListshotImage", "CSpng"], path: "Sources/Tools/pngbench"),

        // Test support shared by every test target: packageRoot, fixtures, scratch folders.
        .target(name: "ListshotTestSupport", path: "Tests/ListshotTestSupport"),
        .testTarget(name: "ListshotCoreTests", dependencies: ["ListshotText", "ListshotCore"]),
        .testTarget(name: "ListshotThemesTests", dependencies: ["ListshotTestSupport", "ListshotThemes"]),
        .testTarget(name: "ListshotSpecTests", dependencies: ["ListshotSpec"]),
        .testTarget(name: "ListshotCairoTests", dependencies: ["ListshotText", "ListshotTestSupport", "Listshot", "ListshotCairo", "ListshotImage", "ListshotSnapshot"]),
        // It imports ListshotCore and ListshotSnapshot itself: with a macro in the package, test targets are built for
        // the host, where a module reached only through the `listshot` executable is not built.
        .testTarget(name: "ListshotCLITests", dependencies: ["ListshotText", "ListshotTestSupport", "listshot", "listshot-fuzz", "generate-source", "ListshotImage",
                                                             "ListshotCore", "ListshotSnapshot",
                                                             // type-checked against by DesignSystemAPICompileTests: built before it runs
                                                             "MisticaSwiftUI", "Backpack_SwiftUI"]),
        .testTarget(name: "ListshotSnapshotTests", dependencies: ["ListshotCairo", "ListshotTestSupport", "ListshotSnapshot"]),
        .testTarget(name: "ListshotTestingTests", dependencies: ["ListshotTesting", "ListshotSnapshotTesting", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),
        // swift-snapshot-testing's iOS SwiftUI API on Linux: test files in an iOS team's shape, the UIImage
        // diffing rule and the device table.
        .testTarget(name: "SnapshotTestingTests", dependencies: ["ListshotSnapshotTesting", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"), "ListshotTestSupport", "ListshotImage", "ListshotCore", "Listshot", "ListshotSwiftUI"]),
        .testTarget(name: "ListshotImageTests", dependencies: ["ListshotTestSupport", "ListshotImage", "ListshotSupport"]),
        .testTarget(name: "ListshotDiffTests", dependencies: ["ListshotDiff", "ListshotImage"]),
        .testTarget(name: "ListshotAuditTests", dependencies: ["ListshotAudit", "ListshotCore"]),
        .testTarget(name: "ListshotPreviewTests", dependencies: ["Listshot", "ListshotPreview", "ListshotPreviews", "ListshotSpec", "ListshotCore"]),
        // SwiftUI view files in the shape of app code, compiled unchanged (Tests/SwiftUICorpus/README.md).
        .target(name: "SwiftUICorpus", dependencies: ["SwiftUI"], path: "Tests/SwiftUICorpus", exclude: [
            "README.md",
        ]),
        // An app feature's SwiftUI files with `#Preview`s and `PreviewProvider`s, compiled unchanged (Tests/PreviewFixtures/README.md).
        .target(name: "PreviewFixtureLandmarks", dependencies: ["SwiftUI"], path: "Tests/PreviewFixtures/Landmarks"),
        // The preview types, the `#Preview` macro's expansion and the fixture's previews, drawn.
        .testTarget(name: "SwiftUIPreviewTests", dependencies: [
            "SwiftUI", "ListshotSwiftUI", "ListshotCore", "ListshotTestSupport", "ListshotPreviewNaming", "ListshotPreviewMacros", "PreviewFixtureLandmarks",
            .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
        ]),
        .testTarget(name: "SwiftUITests", dependencies: ["SwiftUI", "UIKit", "ListshotCore", "ListshotSwiftUI", "Listshot", "ListshotTestSupport", "ListshotTesting", "SwiftUICorpus"]),
        // What both design-system SwiftUI suites share: a SwiftUI view against its catalog spec twin, per theme and appearance.
        .target(name: "DesignSystemTestSupport", dependencies: ["Listshot", "ListshotCore", "ListshotSwiftUI", "SwiftUI", "ListshotTestSupport"],
                path: "Tests/DesignSystemTestSupport"),
        .testTarget(name: "MisticaSwiftUITests", dependencies: ["MisticaSwiftUI", "SwiftUI", "DesignSystemTestSupport", "ListshotSwiftUI"]),
        .testTarget(name: "BackpackSwiftUITests", dependencies: ["Backpack_SwiftUI", "SwiftUI", "DesignSystemTestSupport", "ListshotSwiftUI", "ListshotCore", "Listshot", "ListshotThemes"]),
        .testTarget(name: "ListshotPreviewsTests", dependencies: ["ListshotPreviews", "ListshotPreviewNaming", "ListshotTestSupport", "ListshotSnapshot"]),
        .testTarget(name: "ListshotAssetsTests", dependencies: ["ListshotTestSupport", "ListshotAssets", "ListshotCore"]),
    ]
)
