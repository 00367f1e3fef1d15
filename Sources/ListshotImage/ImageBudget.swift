/// The documented limits on images a spec may draw (README, "Reliability").
///
/// Checked from the PNG header before any pixel is decoded: the file size, each side, and the
/// decoded pixels of one render summed over its distinct image files (one file named by ten
/// paths counts once, and is decoded once).
///
/// ```swift
/// guard header.width <= ImageBudget.maximumSide else { … }
/// ```
public enum ImageBudget {
    /// Largest image file: 64 MiB.
    public static let maximumFileBytes = RegularFile.imageLimit
    /// Largest width or height of an image: 8192 px.
    public static let maximumSide = 8192
    /// Most decoded pixels of all distinct images in one render: 8192² (256 MiB of ARGB).
    public static let pixelsPerRender = 8192 * 8192
}
