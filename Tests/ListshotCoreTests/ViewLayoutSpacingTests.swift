@testable import ListshotCore
import Testing

/// Spacers are sized after their siblings, stacks put no default spacing beside a spacer, the
/// default spacing is chosen per pair of views, and a divider is one device pixel thick — each
/// row names the SwiftUI behaviour it encodes and where it is written down.
@Suite("ViewNode layout: spacers, default spacing and dividers")
struct ViewLayoutSpacingTests {
    static let openSwiftUI = "OpenSwiftUIProject/OpenSwiftUI @ 069dd80bce30bb9117b783e963c0ed7f741c7587"
    static let long = String(repeating: "a", count: 60)   // 480 pt with the fake measurer

    /// (source, stack, expected frames by id)
    static let rows: [(String, ViewNode, [String: Rect])] = [
        ("Sources/OpenSwiftUICore/Layout/Separator/Spacer.swift (layoutPriority() is -.infinity) and StackLayout.swift "
            + "sizeChildrenGenerallyWithConcreteMajorProposal, \(openSwiftUI): the text is offered 304 less the spacer's minimum 8 (whole 8 pt characters with the fake measurer)",
         ViewNode.hstack(spacing: 0, [ViewNode.text(long, lineLimit: 1), ViewNode.spacer()]).frame(width: 304, alignment: .leading),
         ["view.hstack[0].text": Rect(x: 0, y: 0, width: 296, height: 24)]),
        ("Spacer.swift (layoutPriority -.infinity), \(openSwiftUI): a spacer between two texts is sized last, wherever it is",
         ViewNode.hstack(spacing: 0, [ViewNode.spacer(), ViewNode.text(long, lineLimit: 1)]).frame(width: 304, alignment: .leading),
         ["view.hstack[1].text": Rect(x: 8, y: 0, width: 296, height: 24)]),
        ("developer.apple.com/documentation/swiftui/view/layoutpriority(_:): an explicit priority on a spacer replaces its -∞ (Spacer.swift, \(openSwiftUI))",
         ViewNode.hstack(spacing: 0, [ViewNode.text(long, lineLimit: 1), ViewNode.spacer().layoutPriority(0)]).frame(width: 304, alignment: .leading),
         ["view.hstack[0].text": Rect(x: 0, y: 0, width: 152, height: 24)]),
        ("Spacer.swift spacing() is .horizontal(.zero) and Layout.swift ViewSpacing.distance(to:along:), \(openSwiftUI): "
            + "a squeezed spacer in a default-spacing HStack leaves its minimum 8, no spacing beside it",
         ViewNode.hstack([box(200, 10), ViewNode.spacer(), box(200, 10)]),
         ["view.hstack[0].rectangle": Rect(x: 0, y: 0, width: 200, height: 10),
          "view.hstack[2].rectangle": Rect(x: 208, y: 0, width: 200, height: 10)]),
        ("Example/OpenSwiftUIUITests/Layout/Separator/SpacerUITests.swift spacerInHStack, \(openSwiftUI): 50, Spacer, 50 in 200 — the boxes at the two ends",
         ViewNode.hstack([box(50, 50), ViewNode.spacer(), box(50, 50)]).frame(width: 200, height: 80),
         ["view.hstack[0].rectangle": Rect(x: 0, y: 15, width: 50, height: 50),
          "view.hstack[2].rectangle": Rect(x: 150, y: 15, width: 50, height: 50)]),
        ("Spacer.swift spacing() is .vertical(.zero) in a VStack, \(openSwiftUI): no spacing beside a squeezed spacer vertically either",
         ViewNode.vstack([box(10, 10), ViewNode.spacer(), box(10, 10)]),
         ["view.vstack[2].rectangle": Rect(x: 0, y: 18, width: 10, height: 10)]),
        ("StackLayout.swift makeChildren (a uniform spacing is used for every pair), \(openSwiftUI): an explicit spacing stays beside a spacer",
         ViewNode.hstack(spacing: 4, [box(200, 10), ViewNode.spacer(), box(200, 10)]),
         ["view.hstack[2].rectangle": Rect(x: 216, y: 0, width: 200, height: 10)]),
        ("Text+Spacing.swift (a text names only its top and bottom edges in horizontal writing) and OpenSwiftUIGlue.swift defaultSpacing 8, \(openSwiftUI): text beside text is 8 apart",
         ViewNode.hstack([ViewNode.text("ab"), ViewNode.text("cd")]),
         ["view.hstack[1].text": Rect(x: 24, y: 0, width: 16, height: 24)]),
        ("Text+Spacing.swift, Layout.swift ViewSpacing.distance(to:along:) falls back to defaultSpacing 8, \(openSwiftUI): text beside a shape is 8 apart",
         ViewNode.hstack([ViewNode.text("ab"), box(10, 10)]),
         ["view.hstack[1].rectangle": Rect(x: 24, y: 7, width: 10, height: 10)]),
        ("LayoutComputer.swift (a plain view's spacing is Spacing()), Layout.swift distance(to:along:) → defaultSpacing 8, \(openSwiftUI): two shapes are 8 apart",
         ViewNode.vstack([box(10, 10), box(10, 10)]),
         ["view.vstack[1].rectangle": Rect(x: 0, y: 18, width: 10, height: 10)]),
    ]

    @Test(arguments: rows)
    func stacksSpaceAsSwiftUIDoes(source: String, view: ViewNode, expected: [String: Rect]) throws {
        let list = try layoutView(view)
        for (id, frame) in expected {
            #expect(list.frame(id) == frame, "\(id) — \(source)")
        }
    }

    @Test("A spacer's stack priority is -∞ unless it has a layoutPriority; other views' is 0 — Spacer.swift @ 069dd80")
    func spacerPriority() {
        #expect(ViewLayoutEngine.stackPriority(ViewNode.spacer()) == -.infinity)
        #expect(ViewLayoutEngine.stackPriority(ViewNode.spacer().layoutPriority(2)) == 2)
        #expect(ViewLayoutEngine.stackPriority(ViewNode.text("a")) == 0)
    }

    /// (source, scale, content size, the divider's thickness)
    static let dividers: [(String, Double, ContentSizeCategory, Double)] = [
        ("EnvironmentAdditions.swift dividerThickness = pixelLength, \(openSwiftUI): 0.5 pt at 2×", 2, .large, 0.5),
        ("EnvironmentAdditions.swift dividerThickness = pixelLength, \(openSwiftUI): ⅓ pt at 3×", 3, .large, 1.0 / 3),
        ("EnvironmentAdditions.swift dividerThickness = pixelLength, \(openSwiftUI): 1 pt at 1×", 1, .extraSmall, 1),
        ("EnvironmentAdditions.swift: 1.0 at accessibility sizes; DividerUITests dividerWithColorScheme (.accessibility1), \(openSwiftUI)", 3, .accessibilityMedium, 1),
        ("EnvironmentAdditions.swift: 1.0 at accessibility sizes, \(openSwiftUI): the largest size too", 2, .accessibilityExtraExtraExtraLarge, 1),
        ("EnvironmentAdditions.swift: xxxl is not an accessibility size, \(openSwiftUI)", 3, .extraExtraExtraLarge, 1.0 / 3),
    ]

    @Test(arguments: dividers)
    func dividerIsOneDevicePixel(source: String, scale: Double, contentSize: ContentSizeCategory, thickness: Double) throws {
        #expect(ViewLayoutDefaults.dividerThickness(scale: scale, contentSize: contentSize) == thickness, "\(source)")
        let view = ViewNode.vstack(spacing: 0, [box(10, 10), ViewNode(.divider), box(10, 10)])
        let list = try ViewLayout.layout(view, width: 393, height: nil, theme: TestTheme.make(contentSize: contentSize),
                                         measurer: FixedAdvanceTextMeasurer(), direction: .leftToRight, scale: scale).displayList
        // Drawn on the pixel grid, so the height is compared to a billionth of a point.
        let frame = try #require(list.frame("view.vstack[1].divider"), "\(source)")
        #expect(frame.x == 0 && frame.y == 10 && frame.width == 393, "\(source)")
        #expect(abs(frame.height - thickness) < 1e-9, "\(source): \(frame.height)")
    }
}
