import Foundation
import SnapshotTesting
import SwiftUI
import Testing

/// The same in Swift Testing's shape, with `withSnapshotTesting(record:)` and a changed view.
@MainActor
struct SwiftUIStrategySwiftTests {
    struct Badge: View {
        var count: Int
        var body: some View {
            HStack {
                Image(systemName: "bell")
                Text("\(count) new").font(.body)
            }
            .padding(8)
        }
    }

    @Test func recordThenPassThenFail() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sst-swift-testing-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let strategy = Snapshotting<Badge, UIImage>.image(perceptualPrecision: 0.98, layout: .device(config: .iPhone13))
        withSnapshotTesting(record: .all) {
            let recorded = verifySnapshot(of: Badge(count: 3), as: strategy, named: "badge", snapshotDirectory: folder)
            #expect(recorded?.contains("Record mode is on") == true, "\(recorded ?? "passed")")
        }
        #expect(verifySnapshot(of: Badge(count: 3), as: strategy, named: "badge", snapshotDirectory: folder) == nil)
        let changed = verifySnapshot(of: Badge(count: 12), as: strategy, named: "badge", snapshotDirectory: folder)
        #expect(changed?.contains("The percentage of pixels that match") == true, "\(changed ?? "passed")")
        #expect(changed?.contains("pixels differ, in the box") == true)
    }
}
