import Foundation
import Listshot
import ListshotDiff
import ListshotSnapshot
import ListshotSwiftUI
import SwiftUI

/// Asserts that a SwiftUI view still renders like its references, on `device`, in every
/// appearance, Dynamic Type size and direction given.
///
/// The view's `body` is evaluated once per variant with that variant's environment
/// (`@Environment(\.colorScheme)` reads `.dark` in the night variant), then laid out and drawn as
/// iOS would (docs/swiftui.md). References are named like ``assertSnapshot(of:named:themes:appearances:tolerance:ignoring:record:compression:snapshotDirectory:failureFolder:renderer:reporter:fileID:filePath:testName:line:column:)``'s,
/// with the Dynamic Type size, direction and list generation added when not the defaults
/// (`test.1.ax3.rtl.night.png`, `test.1.glass.day.png`). Notes (an ignored `onAppear`, an unmapped symbol) are added to
/// any failure's message, and written once per call to standard error whether it passes or not.
///
/// ```swift
/// @MainActor @Test func row() {
///     assertSnapshot(of: LandmarkRow(landmark: .sample), device: .iPhone16Pro, contentSizes: [.large, .accessibilityExtraLarge])
/// }
/// ```
@MainActor
public func assertSnapshot<V: SwiftUI.View>(of view: V, named name: String? = nil, device: Device? = .iPhone16Pro, theme: String = "ios",
                                            appearances: [Appearance] = [.day, .night], contentSizes: [ListshotCore.ContentSizeCategory] = [.large],
                                            directions: [ListshotCore.LayoutDirection] = [.leftToRight], assetsFolder: String? = nil,
                                            listGeneration: ListGeneration = .classic,
                                            tolerance: DiffTolerance = .default, ignoring: [IgnoreRegion] = [], record: SnapshotRecordMode? = nil,
                                            compression: PNGCompression = .fast, snapshotDirectory: String? = nil, failureFolder: String? = nil,
                                            renderer: Renderer = Renderer(), reporter: any SnapshotReporter = FrameworkSnapshotReporter(),
                                            fileID: String = #fileID, filePath: StaticString = #filePath, testName: String = #function,
                                            line: UInt = #line, column: UInt = #column) {
    let location = SnapshotLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let (assertion, base) = SnapshotAssertion.start(named: name, record: record, renderer: renderer, tolerance: tolerance,
                                                          ignoring: ignoring, compression: compression, failureFolder: failureFolder,
                                                          testName: testName, location: location, reporter: reporter) else { return }
    let assets = SwiftUIAssets.load(folder: assetsFolder)   // read once for every variant
    var notes: [String] = []
    defer { SwiftUINotes.print(notes, for: base, at: location) }
    for contentSize in contentSizes {
        for direction in directions {
            for appearance in appearances {
                let options = SwiftUISnapshotOptions(device: device, theme: theme, appearance: appearance, contentSize: contentSize,
                                                     direction: direction, assetsFolder: assetsFolder, listGeneration: listGeneration)
                let snapshot = SwiftUIScreen.make(view, name: base, options: options, assets: assets)
                notes += snapshot.notes.filter { !notes.contains($0) }
                var stem = base
                if contentSize != ListshotCore.ContentSizeCategory.large { stem += ".\(contentSize.rawValue)" }
                if direction == .rightToLeft { stem += ".rtl" }
                if listGeneration == .glass { stem += ".glass" }
                stem += ".\(appearance.rawValue)"
                if var failure = assertion.check(snapshot.screen, stem: stem, folder: snapshotDirectory ?? location.referenceFolder) {
                    if !snapshot.notes.isEmpty {
                        failure.message += "\nNotes:\n" + snapshot.notes.map { "  \($0)" }.joined(separator: "\n")
                    }
                    reporter.fail(failure.message, attachments: failure.attachments, at: location)
                }
            }
        }
    }
}
