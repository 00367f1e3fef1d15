import SnapshotTesting
import SwiftUI
import Testing

@MainActor
@Suite struct ProfileCardSwiftTests {
    let name = ProcessInfo.processInfo.environment["CONSUMER_CHANGE"] == nil ? "Ada Lovelace" : "Grace Hopper"

    @Test func landscape() {
        assertSnapshot(of: ProfileCard(name: name), as: .image(perceptualPrecision: 0.98, layout: .device(config: .iPhone13(.landscape))))
    }
}
