/// The revision of the Cairo painter's output: bump it whenever the same display list draws
/// different pixels (a new way of drawing shadows, images or text).
///
/// Verify trusts an unchanged display list only under the same revision (see `RenderKey` in
/// ListshotSnapshot); `PainterRevisionTests` fails when the pixels of a fixed display list that
/// uses every primitive change while this number stays the same.
///
/// ```swift
/// PainterRevision.current   // 1
/// ```
public enum PainterRevision {
    public static let current = 1
}
