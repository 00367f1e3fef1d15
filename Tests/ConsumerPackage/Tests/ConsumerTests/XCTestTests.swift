import ListshotTesting
import XCTest

final class SettingsXCTests: XCTestCase {
    func testSettings() {
        assertSnapshot(of: settings(), named: "xctest", appearances: [.day])
    }
}
