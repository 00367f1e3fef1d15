import Listshot
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
    public init(parsing text: String) {
        let numbers = text.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        if numbers.count == 4, text.split(separator: ",").count == 4 {
            self = .rect(Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
        } else {
            self = .element(text)
        }
    }

    /// The device-pixel rectangles this region covers in `list` (none when the element is absent).
    public func pixelRects(in list: DisplayList) -> [PixelRect] {
        let frames: [Rect]
        switch self {
        case .rect(let rect):
            frames = [rect]
        case .element(let id):
            frames = list.items.filter { $0.id == id || $0.id.hasPrefix(id + ".") }.compactMap(\.primitive.frame)
        }
        let s = list.scale
        return frames.map { f in
            let x0 = Int((f.minX * s).rounded(.down)), y0 = Int((f.minY * s).rounded(.down))
            let x1 = Int((f.maxX * s).rounded(.up)), y1 = Int((f.maxY * s).rounded(.up))
            return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
        }
    }
}

import Foundation
