/// Where a line that does not fit loses its characters for the ellipsis (SwiftUI
/// `Text.TruncationMode`, developer.apple.com/documentation/swiftui/text/truncationmode):
/// at the start (`head`), in the middle, or at the end (`tail`, the default).
///
/// The Cairo backend draws it with Pango's ellipsize modes (start, middle, end), for measuring
/// and drawing alike.
///
/// ```swift
/// TextRequest(text: "IMG_2024_0312.png", style: style, width: 80, maxLines: 1, truncationMode: .middle)
/// ```
public enum TextTruncationMode: String, Sendable, Hashable, Codable, CaseIterable {
    case head, middle, tail
}
