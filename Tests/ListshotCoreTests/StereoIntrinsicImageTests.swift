import ListshotCore
import Testing

/// An image at its own size: material-components/material-components-ios
/// `components/List/src/private/MDCSelfSizingStereoCellLayout.m` (index id 667805820): `sizeForImage:` keeps the
/// image's size and scales it down (aspect) only when wider or taller than 56 (`kImageSideLengthMax`);
/// `verticalMarginForImageViewOfSize:` is 16 when the image is at most 40 tall (`kImageSideLengthMedium`), else 8.
@Suite("Material intrinsic image size")
struct StereoIntrinsicImageTests {
    @Test(arguments: [
        // A 24×16 flag keeps its size; 16 ≤ 40 → margin 16.
        (Size(width: 24, height: 16), Rect(x: 16, y: 16, width: 24, height: 16)),
        // Exactly 40 tall: still the 16 margin.
        (Size(width: 40, height: 40), Rect(x: 16, y: 16, width: 40, height: 40)),
        // 48 tall: kept, margin 8.
        (Size(width: 48, height: 48), Rect(x: 16, y: 8, width: 48, height: 48)),
        // 112×56 is wider than 56: scaled by 0.5 to 56×28, which is ≤ 40 tall → margin 16.
        (Size(width: 112, height: 56), Rect(x: 16, y: 16, width: 56, height: 28)),
        // 100×200: scaled by 0.28 to 28×56 → margin 8.
        (Size(width: 100, height: 200), Rect(x: 16, y: 8, width: 28, height: 56)),
    ])
    func theImageKeepsItsOwnSizeUpToFiftySix(own: Size, frame: Rect) throws {
        let list = try layoutStereo([SelfSizingStereoCell(title: "A", detail: "B", leadingImage: .intrinsicImage("a.png", intrinsicSize: own))])
        #expect(list.frame("list[0].cell[0].leadingImage") == frame)
    }
}
