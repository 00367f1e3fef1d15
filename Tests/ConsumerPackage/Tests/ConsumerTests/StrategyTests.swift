import Listshot
import ListshotSnapshotTesting
import SnapshotTesting
import XCTest

final class StrategyTests: XCTestCase {
    func testStrategy() {
        assertSnapshot(of: settings(), as: .listshot(appearance: .day))
    }
}
