import ListshotImage

/// Builds the side-by-side picture people look at: `expected | diff | actual`.
///
/// ```swift
/// let result = ImageComparator().compare(expected: a, actual: b, diffImage: true)
/// let sheet = DiffComposite.sideBySide(expected: a, diff: result.diffImage, actual: b)
/// let png = PNGCodec.encode(sheet, options: .fast)
/// ```
public enum DiffComposite {
    /// Places the panels left to right, top-aligned, `gap` pixels apart, on `background`.
    /// A nil `diff` (e.g. sizes differ) gives `expected | actual`. Panels of different sizes are
    /// fine: the result is as tall as the tallest.
    public static func sideBySide(
        expected: RGBABitmap, diff: RGBABitmap?, actual: RGBABitmap,
        gap: Int = 8, background: RGBAColor = .transparent
    ) -> RGBABitmap {
        let panels = [expected, diff, actual].compactMap { $0 }
        return horizontal(panels, gap: max(gap, 0), background: background)
    }

    /// Concatenates `panels` horizontally, top-aligned, with `gap` pixels between them.
    public static func horizontal(_ panels: [RGBABitmap], gap: Int, background: RGBAColor) -> RGBABitmap {
        let spacing = max(gap, 0)
        let width = panels.reduce(0) { $0 + $1.width } + spacing * max(panels.count - 1, 0)
        let height = panels.map(\.height).max() ?? 0
        var sheet = RGBABitmap(width: width, height: height, filledWith: background)
        let rowBytes = width * 4
        sheet.pixels.withUnsafeMutableBufferPointer { target in
            var left = 0
            for panel in panels {
                let panelRow = panel.width * 4
                panel.pixels.withUnsafeBufferPointer { source in
                    for y in 0..<panel.height {
                        let from = y * panelRow
                        let to = y * rowBytes + left * 4
                        for k in 0..<panelRow { target[to + k] = source[from + k] }
                    }
                }
                left += panel.width + spacing
            }
        }
        return sheet
    }
}
