import Foundation
import SnapshotTesting
import SwiftUI
import XCTest

/// An iOS team's XCTest file for a SwiftUI view, against a scratch reference folder: the first run
/// records (and fails, as swift-snapshot-testing does), the second passes, a changed view fails
/// with the number and box of the differing pixels.
final class SwiftUIStrategyXCTests: XCTestCase {
    struct Greeting: View {
        var name: String
        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                Text("Hello, \(name)").font(.headline)
                Text("Welcome back").foregroundStyle(.secondary)
            }
            .padding()
        }
    }

    func testRecordPassAndFail() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sst-xctest-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let strategies: [(String, Snapshotting<Greeting, UIImage>)] = [
            ("device", .image(layout: .device(config: .iPhone13))),
            ("fits", .image(layout: .sizeThatFits)),
            ("fixed", .image(layout: .fixed(width: 300, height: 100))),
            ("dark", .image(layout: .sizeThatFits, traits: .init(userInterfaceStyle: .dark))),
            ("precise", .image(precision: 0.99, layout: .sizeThatFits)),
        ]
        for (name, strategy) in strategies {
            let recorded = verifySnapshot(of: Greeting(name: "Ada"), as: strategy, named: name, snapshotDirectory: folder)
            XCTAssertTrue(recorded?.contains("No reference was found on disk") == true, "\(name): \(recorded ?? "passed")")
            XCTAssertTrue(FileManager.default.fileExists(atPath: "\(folder)/testRecordPassAndFail.\(name).png"), name)
            XCTAssertNil(verifySnapshot(of: Greeting(name: "Ada"), as: strategy, named: name, snapshotDirectory: folder), name)
        }
        let changed = verifySnapshot(of: Greeting(name: "Grace"), as: strategies[2].1, named: "fixed", snapshotDirectory: folder)
        XCTAssertTrue(changed?.contains("Newly-taken snapshot does not match reference.") == true, changed ?? "passed")
        XCTAssertTrue(changed?.contains("pixels differ, in the box") == true, changed ?? "passed")
    }

    func testDeviceImageIsTheScreenAtItsScale() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sst-xctest-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = verifySnapshot(of: Greeting(name: "Ada"), as: .image(layout: .device(config: .iPhone13)), named: "size", snapshotDirectory: folder)
        let data = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/testDeviceImageIsTheScreenAtItsScale.size.png"))
        let image = try XCTUnwrap(UIImage(data: data, scale: 3))
        XCTAssertEqual(image.size, CGSize(width: 390, height: 844))
    }
}
