import Foundation
import Listshot
import ListshotAudit
import ListshotCore
import ListshotSwiftUI
import SwiftUI

/// What ``assertAccessible(of:device:theme:appearances:contentSizes:checks:reporter:fileID:filePath:line:column:)`` checks.
///
/// ```swift
/// assertAccessible(of: SettingsView(), checks: [.contrast])
/// ```
public enum AccessibilityCheck: String, Sendable, Hashable, CaseIterable {
    /// Text against what is drawn behind it: WCAG 2.2 AA (4.5:1, 3:1 for large text).
    case contrast
    /// Buttons, switches, rows and bar buttons at least 44×44 pt (docs/audit.md).
    case touchTargets
}

/// Asserts that a SwiftUI view passes Listshot's accessibility audit in every variant given:
/// contrast of each text against the pixels behind it, and the size of each touch target.
///
/// Each failing finding is one line naming the element by its place in the view tree
/// (`SettingsView.list.section[1].toggle`), what was measured and what is needed (docs/audit.md).
///
/// ```swift
/// @MainActor @Test func settingsIsAccessible() {
///     assertAccessible(of: SettingsView(), appearances: [.day, .night], contentSizes: [.large, .accessibilityExtraLarge])
/// }
/// ```
@MainActor
public func assertAccessible<V: SwiftUI.View>(of view: V, device: Device? = .iPhone16Pro, theme: String = "ios",
                                              appearances: [Appearance] = [.day, .night], contentSizes: [ListshotCore.ContentSizeCategory] = [.large],
                                              assetsFolder: String? = nil, checks: Set<AccessibilityCheck> = Set(AccessibilityCheck.allCases),
                                              renderer: Renderer = Renderer(), reporter: any SnapshotReporter = FrameworkSnapshotReporter(),
                                              fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
    let location = SnapshotLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let assets = SwiftUIAssets.load(folder: assetsFolder)   // read once for every variant
    for contentSize in contentSizes {
        for appearance in appearances {
            let options = SwiftUISnapshotOptions(device: device, theme: theme, appearance: appearance, contentSize: contentSize, assetsFolder: assetsFolder)
            let snapshot = SwiftUIScreen.make(view, options: options, assets: assets)
            let variant = "\(appearance.rawValue)" + (contentSize == ListshotCore.ContentSizeCategory.large ? "" : ", \(contentSize.rawValue)")
            do {
                let list = try renderer.layout(snapshot.screen).displayList
                let bitmap = try renderer.image(list).bitmap()
                let sampler = BitmapSampler(bitmap: bitmap, scale: list.scale)
                let failed = ScreenAudit.findings(list, theme: theme, sampler: sampler).filter { finding in
                    guard !finding.passed else { return false }
                    switch finding.rule {
                    case .wcagAA: return checks.contains(.contrast)
                    case .touchTarget: return checks.contains(.touchTargets)
                    case .wcagAAA, .apcaBronze: return false
                    }
                }
                guard !failed.isEmpty else { continue }
                let lines = failed.map { finding in
                    "  \(finding.rule.rawValue) \(finding.elementID)\(finding.text.map { " \"\($0)\"" } ?? ""): measured \(ScreenAudit.format(finding.measured)), needs \(ScreenAudit.format(finding.required)). \(finding.note)"
                }
                reporter.fail("\(V.self) fails the accessibility audit (\(variant)):\n" + lines.joined(separator: "\n"), attachments: [], at: location)
            } catch {
                reporter.fail("\(V.self) could not be rendered for the accessibility audit (\(variant)): \(error)", attachments: [], at: location)
            }
        }
    }
}
