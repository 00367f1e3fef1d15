import ListshotCore
import Testing

/// Themed and unthemed stereo cells (docs/material.md "Themed and unthemed cells"), and the images'
/// vertical position (`MDCSelfSizingStereoCellLayout.m`, material-components/material-components-ios).
@Suite("Material stereo cell theming and image position")
struct MaterialThemingTests {
    var onSurface: RGBA { TestTheme.material().colors["onSurface"]?.primaryColor ?? .clear }

    func layout(_ theming: MaterialTheming, _ cell: SelfSizingStereoCell) throws -> DisplayList {
        try layoutScreen([.materialList(MaterialList(cells: [cell], theming: theming))], theme: TestTheme.material()).displayList
    }

    @Test(arguments: [
        // Unthemed, `MDCSelfSizingStereoCell.m` (index id 513958917): kTitleColorOpacity 0.87, kDetailColorOpacity 0.6;
        // ink: `MDCBaseCell.m` keeps MDCInkView's default, `MDCInkView.m` @ 3332b992b760ae4a52afad3a6c6cad2721d0a93d
        // `defaultInkColor` white 0 alpha 0.14; the cell sets no image tint, Listshot keeps 0.54 for icons.
        (MaterialTheming.unthemed, 0.87, 0.6, 0.54, 0.14),
        // Themed, `MDCSelfSizingStereoCell+MaterialTheming.m` (index id 16651484): kHighAlpha 0.87 for title,
        // detail and both image views' tint; kInkAlpha 0.16 for inkColor and rippleColor.
        (.themed, 0.87, 0.87, 0.87, 0.16),
    ] as [(MaterialTheming, Double, Double, Double, Double)])
    func coloursFollowTheTheming(theming: MaterialTheming, title: Double, detail: Double, icon: Double, ink: Double) throws {
        let cell = SelfSizingStereoCell(title: "Title", detail: "Detail", leadingImage: .icon(.wifi),
                                        ripple: Ripple(at: Point(x: 10, y: 10)))
        let list = try layout(theming, cell)
        guard case .text(let titleText)? = list.item("list[0].cell[0].title")?.primitive,
              case .text(let detailText)? = list.item("list[0].cell[0].detail")?.primitive,
              case .path(let iconPath)? = list.item("list[0].cell[0].leadingImage")?.primitive else {
            Issue.record("missing title, detail or icon"); return
        }
        #expect(titleText.color == onSurface.withOpacity(title))
        #expect(detailText.color == onSurface.withOpacity(detail))
        let iconColor: RGBA
        switch iconPath.paint {
        case .fill(let color): iconColor = color
        case .stroke(let color, _): iconColor = color
        case .erase: Issue.record("the icon erases"); return
        }
        #expect(iconColor == onSurface.withOpacity(icon))
        let circle = list.items.first { item in
            if item.id == "list[0].cell[0].ripple", case .ellipse = item.primitive { return true }
            return false
        }
        guard case .ellipse(let ripple)? = circle?.primitive else { Issue.record("no ripple"); return }
        #expect(ripple.fill == .solid(onSurface.withOpacity(ink)))
    }

    /// `MDCSelfSizingStereoCellLayout.m` (index id 667805820): after the height is known, a `Center`
    /// image's minY is `0.5 × calculatedHeight − 0.5 × imageHeight`; `Top` keeps its margin (16 at ≤ 40 pt).
    @Test(arguments: [
        (StereoImagePosition.top, StereoImagePosition.top),
        (.center, .top),
        (.top, .center),
        (.center, .center),
    ])
    func eachSideIsPlacedByItsOwnPosition(leading: StereoImagePosition, trailing: StereoImagePosition) throws {
        // A detail long enough to wrap makes the cell taller than its 24 pt icons need.
        let cell = SelfSizingStereoCell(title: "Title", detail: String(repeating: "word ", count: 60),
                                        leadingImage: .icon(.wifi), trailingImage: .icon(.bell),
                                        leadingImagePosition: leading, trailingImagePosition: trailing)
        let list = try layout(.unthemed, cell)
        let frame = try #require(list.frame("list[0].cell[0]"))
        #expect(frame.height > 100)
        for (side, position) in [("leadingImage", leading), ("trailingImage", trailing)] {
            let image = try #require(list.frame("list[0].cell[0].\(side)"))
            let expected = position == .center ? frame.minY + 0.5 * frame.height - 0.5 * 24 : frame.minY + 16
            #expect(abs(image.minY - expected) < 0.34, "\(side) \(position)")
        }
    }

    /// Centring an image does not change the cell's height (MDC computes the height first).
    @Test func centringKeepsTheHeight() throws {
        let avatar = StereoCellImage.image("/a.png", size: .large)
        let top = try layout(.unthemed, SelfSizingStereoCell(title: "T", leadingImage: avatar))
        let centred = try layout(.unthemed, SelfSizingStereoCell(title: "T", leadingImage: avatar, leadingImagePosition: .center))
        #expect(top.frame("list[0].cell[0]") == centred.frame("list[0].cell[0]"))
    }
}
