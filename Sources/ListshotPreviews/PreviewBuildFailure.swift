import Foundation

/// A file of the user's sources that the preview build left out, and why: its first compiler
/// error, the API that error names, or the other file it needs that does not build.
///
/// ```swift
/// print(failure.summary)   // "ShareCard.swift:12:9: cannot find 'ShareLink' in scope — needs ShareLink, which …"
/// ```
public struct PreviewBuildFailure: Sendable, Hashable, Codable {
    /// The user's file.
    public var file: String
    public var line: Int
    public var column: Int
    /// The compiler's first message for the file.
    public var message: String
    public var missingAPI: String?
    /// Set when the file built before another file was left out: the file it needs.
    public var needs: String?
    /// The previews this file holds, now not drawn.
    public var previews: [String]

    /// One line: where, the compiler's message, and what to do.
    public var summary: String {
        var text = "\(file):\(line):\(column): \(message)"
        if let needs {
            text += " (it uses \((needs as NSString).lastPathComponent), which does not build)"
        } else if let missingAPI {
            text += " (\(missingAPI) is not in Listshot's SwiftUI module yet; docs/swiftui-missing.md lists what is missing: wrap its use in `#if os(iOS)`, or leave the file out)"
        }
        return text
    }
}
