import Foundation
import Testing
import SwiftUI
import ListshotTesting
import enum ListshotCore.Appearance

final class CollectingReporter: SnapshotReporter, @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [String] = []
    var messages: [String] { lock.withLock { collected } }
    func fail(_ message: String, attachments: [SnapshotAttachment], at location: SnapshotLocation) {
        lock.withLock { collected.append(message) }
    }
}

/// The audit checks contrast and touch targets inside SwiftUI views (docs/audit.md), naming
/// each failing element by its place in the view tree.
@MainActor
struct AccessibilityAuditTests {
    struct FaintCaption: View {
        var body: some View {
            VStack {
                Text("Readable").padding()
                Text("Barely there").foregroundStyle(Color(white: 0.85)).padding()
            }
        }
    }

    struct TinyButton: View {
        var body: some View {
            Button { } label: { Text("x").frame(width: 20, height: 20) }.buttonStyle(.plain)
        }
    }

    @Test func faintTextFailsContrastAndNamesTheView() {
        let reporter = CollectingReporter()
        assertAccessible(of: FaintCaption(), device: nil, appearances: [.day], checks: [.contrast], reporter: reporter)
        #expect(reporter.messages.count == 1)
        let message = reporter.messages.first ?? ""
        #expect(message.contains("Barely there"), "\(message)")
        #expect(message.contains("FaintCaption"), "\(message)")
        #expect(!message.contains("\"Readable\""), "\(message)")
    }

    @Test func smallButtonFailsTouchTarget() {
        let reporter = CollectingReporter()
        assertAccessible(of: TinyButton().padding(40), device: nil, appearances: [.day], checks: [.touchTargets], reporter: reporter)
        #expect(reporter.messages.first?.contains("touch-target") == true, "\(reporter.messages)")
    }

    @Test func readableViewPasses() {
        let reporter = CollectingReporter()
        assertAccessible(of: Text("Readable").padding(), device: nil, appearances: [.day, .night], reporter: reporter)
        #expect(reporter.messages.isEmpty, "\(reporter.messages)")
    }
}
