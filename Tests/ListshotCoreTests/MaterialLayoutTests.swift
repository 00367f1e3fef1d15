import ListshotCore
import Testing

/// `MDCSelfSizingStereoCellLayout` figures (docs/components.md §3): margins 16 (8 beside images taller
/// than 40), images in 56 or 40, title–detail 6, height = lowest edge + margin, rounded up.
/// Title preset 3 is a 24 line box, detail preset 2 a 20 line box with the fake measurer.
@Suite("Material stereo cells")
struct MaterialLayoutTests {
    let avatar = StereoCellImage.image("/a.png", size: .medium, isCircular: true)
    let large = StereoCellImage.image("/b.png", size: .large)

    @Test func titleOnlyHasSixteenAllRound() throws {
        let list = try layoutStereo([SelfSizingStereoCell(title: "Title")])
        #expect(list.frame("list[0].cell[0].title") == Rect(x: 16, y: 16, width: 361, height: 24))
        let height: Double = 16 + 24 + 16
        #expect(list.frame("list[0].cell[0]")?.height == height)
    }

    @Test func detailSitsSixBelowTheTitle() throws {
        let list = try layoutStereo([SelfSizingStereoCell(title: "Title", detail: "Detail")])
        let title = try #require(list.frame("list[0].cell[0].title"))
        let detail = try #require(list.frame("list[0].cell[0].detail"))
        #expect(detail.minY - title.maxY == 6)
        let height: Double = 16 + 24 + 6 + 20 + 16
        #expect(list.frame("list[0].cell[0]")?.height == height)
    }

    @Test(arguments: [
        // (image, expected frame, expected text x)
        (StereoCellImage.image("/a.png", size: .medium), Rect(x: 16, y: 16, width: 40, height: 40), 72.0),
        (StereoCellImage.image("/a.png", size: .large), Rect(x: 16, y: 8, width: 56, height: 56), 88.0),
        (StereoCellImage.icon(.bell), Rect(x: 16, y: 16, width: 24, height: 24), 56.0),
    ])
    func leadingImagesFitAndSetTheMargin(image: StereoCellImage, frame: Rect, textX: Double) throws {
        let list = try layoutStereo([SelfSizingStereoCell(title: "Title", detail: "Detail", leadingImage: image)])
        #expect(list.frame("list[0].cell[0].leadingImage") == frame)
        #expect(list.frame("list[0].cell[0].title")?.x == textX)
    }

    @Test func tallImagesSetTheHeightWithAnEightMargin() throws {
        // Text: 16 + 24 + 16 = 56; image: 8 + 56 + 8 = 72 (the spec's "one-line with image").
        let list = try layoutStereo([SelfSizingStereoCell(title: "Title", leadingImage: large)])
        #expect(list.frame("list[0].cell[0]")?.height == 72)
    }

    @Test func aLoneTitleCentresOnTheLeadingImage() throws {
        let list = try layoutStereo([SelfSizingStereoCell(title: "Title", leadingImage: large)])
        let image = try #require(list.frame("list[0].cell[0].leadingImage"))
        #expect(list.frame("list[0].cell[0].title")?.midY == image.midY)
        // With a detail the text stays at the top margin.
        let both = try layoutStereo([SelfSizingStereoCell(title: "Title", detail: "D", leadingImage: large)])
        #expect(both.frame("list[0].cell[0].title")?.y == 16)
    }

    @Test func trailingImageSitsAtTheTrailingMargin() throws {
        let list = try layoutStereo([SelfSizingStereoCell(title: "Title", leadingImage: avatar, trailingImage: avatar)])
        let trailingX: Double = 393 - 16 - 40
        #expect(list.frame("list[0].cell[0].trailingImage")?.x == trailingX)
        let textWidth: Double = trailingX - 16 - 72
        #expect(list.frame("list[0].cell[0].title")?.width == textWidth)
        guard case .image(let image)? = list.item("list[0].cell[0].leadingImage")?.primitive else { Issue.record("no image"); return }
        #expect(image.cornerRadius == 20)
    }

    /// `MDCSelfSizingStereoCell.m`: kTitleColorOpacity 0.87, kDetailColorOpacity 0.6, numberOfLines 0.
    @Test func labelsFollowMDCDefaults() throws {
        let theme = TestTheme.material()
        let list = try layoutStereo([SelfSizingStereoCell(title: "Title", detail: "Detail")])
        let onSurface = try #require(theme.colors["onSurface"]?.primaryColor)
        #expect(list.textColor("list[0].cell[0].title") == onSurface.withOpacity(0.87))
        #expect(list.textColor("list[0].cell[0].detail") == onSurface.withOpacity(0.6))
        guard case .text(let title)? = list.item("list[0].cell[0].title")?.primitive,
              case .text(let detail)? = list.item("list[0].cell[0].detail")?.primitive else { Issue.record("no text"); return }
        #expect(title.request.maxLines == 0)
        #expect(detail.request.maxLines == 0)
        #expect(title.request.style.size == 16 && detail.request.style.size == 14)
    }

    @Test func dividersBetweenRowsOnly() throws {
        let list = try layoutStereo([SelfSizingStereoCell(title: "A"), SelfSizingStereoCell(title: "B")])
        #expect(list.frame("list[0].cell[0].divider") == Rect(x: 0, y: 55, width: 393, height: 1))
        #expect(list.frame("list[0].cell[1].divider") == nil)
        #expect(list.fill("list[0].cell[0].divider") == TestTheme.material().colors["divider"])
    }

    @Test func rippleIsAClippedCircleAroundTheTouch() throws {
        let ripple = Ripple(at: Point(x: 40, y: 20), progress: 0.5)
        let list = try layoutStereo([SelfSizingStereoCell(title: "A"), SelfSizingStereoCell(title: "B", ripple: ripple)])
        let cell = try #require(list.frame("list[0].cell[1]"))
        let rippleItems = list.items.filter { $0.id == "list[0].cell[1].ripple" }
        #expect(rippleItems.count == 3)
        guard case .pushClip(let clip)? = rippleItems.first?.primitive, case .ellipse(let circle)? = rippleItems.dropFirst().first?.primitive,
              case .popClip? = rippleItems.last?.primitive else { Issue.record("not clip, circle, pop"); return }
        #expect(clip.frame == cell)
        // The farthest corner of the 393 × 56 cell from (40, 20) is (393, 56).
        let dx: Double = 393 - 40, dy: Double = 56 - 20
        let farthest = (dx * dx + dy * dy).squareRoot()
        #expect(abs(circle.frame.width / 2 - farthest * 0.5) < 0.4)
        #expect(abs(circle.frame.midX - 40) < 0.4 && abs(circle.frame.midY - (cell.y + 20)) < 0.4)
        // Unthemed ink: MDCInkView.m @ 3332b992b760ae4a52afad3a6c6cad2721d0a93d `defaultInkColor` white 0 alpha 0.14.
        #expect(circle.fill == .solid(TestTheme.material().colors["onSurface"]?.primaryColor.withOpacity(0.14) ?? .clear))
    }

    @Test func rippleOutsideTheCellIsRefused() {
        #expect(throws: LayoutError.self) {
            _ = try layoutStereo([SelfSizingStereoCell(title: "A", ripple: Ripple(at: Point(x: 500, y: 10)))])
        }
    }

    @Test func designSystemsDoNotMix() {
        #expect {
            _ = try layoutScreen([.materialList(MaterialList(cells: [SelfSizingStereoCell(title: "A")]))])
        } throws: { String(describing: $0).contains("need a Material theme") }
        #expect {
            _ = try layoutScreen([.cellList(CellList(cells: [Cell(title: "A")]))], theme: TestTheme.material())
        } throws: { String(describing: $0).contains("need a Mistica theme") }
    }

    @Test func backgroundIsSurface() throws {
        let list = try layoutStereo([SelfSizingStereoCell(title: "A")])
        #expect(list.fill("background") == TestTheme.material().colors["surface"])
    }
}
