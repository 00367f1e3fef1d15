import Foundation
import ListshotTesting
import SwiftUI
import Testing
@testable import AppViews

// The app's own view files (App/Views), compiled unchanged against Listshot's SwiftUI module and
// snapshotted on an iPhone 16 Pro, by day and at night, at the default size and at AX3, left to right
// and right to left.
let appFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../App").standardized.path

@MainActor @Test func landmarkRow() {
    var landmark = Landmark.turtleRock
    if ProcessInfo.processInfo.environment["CONSUMER_CHANGE"] != nil { landmark.name = "Silver Salmon Creek" }
    assertSnapshot(of: LandmarkRow(landmark: landmark).padding(), device: nil, contentSizes: [.large, .accessibilityExtraLarge],
                   directions: [.leftToRight, .rightToLeft], assetsFolder: appFolder)
}

@MainActor @Test func settingsView() {
    assertSnapshot(of: SettingsView(), device: .iPhone16Pro, contentSizes: [.large, .accessibilityExtraLarge],
                   directions: [.leftToRight, .rightToLeft], assetsFolder: appFolder)
}
