import Listshot
import ListshotCore
import ListshotImage

/// A part of the screen a comparison skips: an element of the display list (with everything
/// under it) or a rectangle in points. Use it for content that legitimately changes.
///
/// ```swift
/// options.ignore = [.element("list[0].cell[2].subtitle"), .rect(Rect(x: 0, y: 0, width: 393, height: 59))]
/// ```
public enum IgnoreRegion: Sendable, Hashable {
    case element(String)
    case rect(Rect)

    /// Parses `x,y,width,height` (points) as a rectangle, anything else as an element id.
    /// Rectangles must be finite, within ±100000 pt, with a width and height of 0 or more.
    public init(parsing text: String) throws(ListshotError) {
        let fields = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        let numbers = fields.compactMap { Double($0) }
        if fields.count == 4, numbers.count == 4 {
            guard numbers.allSatisfy({ $0.isFinite && abs($0) <= 100_000 }), numbers[2] >= 0, numbers[3] >= 0 else {
                throw .usage("--ignore '\(text.escapingControlCharacters)': a rectangle is x,y,width,height in points, each finite and within ±100000, width and height 0 or more.")
            }
            self = .rect(Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
            return
        }
        guard !text.isEmpty, text.count <= 512, !text.unicodeScalars.contains(where: \.isUnsafeInMessages), !text.contains(",") else {
            throw .usage("--ignore '\(text.escapingControlCharacters)' is neither an element id (like list[0].cell[2].subtitle) nor x,y,width,height in points.")
        }
        self = .element(text)
    }

    /// The element id, when this region names one.
    public var elementID: String? {
        if case .element(let id) = self { return id }
        return nil
    }

    /// Whether `list` has the element this region names (always true for rectangles).
    public func matches(in list: DisplayList) -> Bool {
        guard case .element(let id) = self else { return true }
        return list.items.contains { $0.id == id || $0.id.hasPrefix(id + ".") }
    }

    /// The device-pixel rectangles this region covers in `list` (none when the element is absent).
    public func pixelRects(in list: DisplayList) -> [PixelRect] {
        let frames: [Rect]
        switch self {
        case .rect(let rect):
            frames = [rect]
        case .element(let id):
            // Canvas frames: in a presented (framed) screen the element sits inside a transform group.
            frames = list.canvasFrames.filter { $0.id == id || $0.id.hasPrefix(id + ".") }.map(\.frame)
        }
        let s = list.scale
        // Clamped to ±1000000 px before conversion, so no value can trap or overflow.
        func pixel(_ value: Double) -> Int {
            guard value.isFinite else { return 0 }
            return Int(min(max(value, -1_000_000), 1_000_000))
        }
        return frames.map { f in
            let x0 = pixel((f.minX * s).rounded(.down)), y0 = pixel((f.minY * s).rounded(.down))
            let x1 = pixel((f.maxX * s).rounded(.up)), y1 = pixel((f.maxY * s).rounded(.up))
            return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
        }
    }
}

import Foundation
import ListshotText
