import Foundation
import Testing
import XCTest

/// Where a snapshot assertion was made: the caller's file and line, for Xcode, CI annotations
/// and Swift Testing's `SourceLocation`.
public struct SnapshotLocation: Sendable {
    public var fileID: String
    public var filePath: StaticString
    public var line: UInt
    public var column: UInt

    public init(fileID: String, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID; self.filePath = filePath; self.line = line; self.column = column
    }

    var path: String { String(describing: filePath) }

    /// `<test file folder>/__Snapshots__/<test file name>`.
    var referenceFolder: String {
        let url = URL(fileURLWithPath: path)
        return url.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(url.deletingPathExtension().lastPathComponent).path
    }

    /// The test file's name without extension, which namespaces failure artifacts.
    var testFileName: String { URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent }

    var sourceLocation: SourceLocation {
        SourceLocation(fileID: fileID, filePath: path, line: max(1, Int(clamping: line)), column: max(1, Int(clamping: column)))
    }
}

/// One file attached to a failure: the reference, the actual render, the diff, the side-by-side
/// composite, or the semantic change list.
public struct SnapshotAttachment: Sendable, Hashable {
    public var name: String
    public var bytes: [UInt8]
}

/// The seam between the assertion and the test framework: how a failure and its files are
/// reported. The default reports to Swift Testing inside a Swift Testing test and to XCTest
/// otherwise; tests of Listshot itself pass a recording reporter.
public protocol SnapshotReporter: Sendable {
    func fail(_ message: String, attachments: [SnapshotAttachment], at location: SnapshotLocation)
}

/// Reports to whichever framework is running the test.
public struct FrameworkSnapshotReporter: SnapshotReporter {
    public init() {}

    public func fail(_ message: String, attachments: [SnapshotAttachment], at location: SnapshotLocation) {
        if Test.current != nil {
            for attachment in attachments {
                Attachment.record(attachment.bytes, named: attachment.name, sourceLocation: location.sourceLocation)
            }
            Issue.record(Comment(rawValue: message), sourceLocation: location.sourceLocation)
        } else {
            #if canImport(Darwin)
            XCTContext.runActivity(named: "Snapshot failure") { activity in
                for attachment in attachments {
                    let type = attachment.name.hasSuffix(".png") ? "public.png" : "public.plain-text"
                    let xctAttachment = XCTAttachment(data: Data(attachment.bytes), uniformTypeIdentifier: type)
                    xctAttachment.name = attachment.name
                    xctAttachment.lifetime = .keepAlways
                    activity.add(xctAttachment)
                }
            }
            #endif
            // swift-corelibs-xctest (Linux) has no attachments: the message names the files on disk.
            XCTFail(message, file: location.filePath, line: location.line)
        }
    }
}
