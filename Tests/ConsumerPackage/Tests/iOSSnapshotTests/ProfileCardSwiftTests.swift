import SnapshotTesting
import SwiftUI
import Testing

@MainActor
@Suite struct ProfileCardSwiftTests {
    let person = ProcessInfo.processInfo.environment["CONSUMER_CHANGE"] == nil ? "Ada Lovelace" : "Grace Hopper"

    @Test func landscape() {
        assertSnapshot(of: ProfileCard(name: person), as: .image(perceptualPrecision: 0.98, layout: .device(config: .iPhone13(.landscape))))
    }
}
