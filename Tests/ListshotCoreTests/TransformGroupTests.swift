import Foundation
import ListshotCore
import Testing

/// The `pushTransform` / `popTransform` group: its JSON, its nesting, and how mirroring, pixel
/// snapping and the semantic diff treat the items inside (docs/display-list.md, "Groups").
@Suite("Display-list transform groups")
struct TransformGroupTests {
    static let placed = Transform(translation: Point(x: 40, y: 120), scale: 0.5)
    static let dot = Primitive.ellipse(EllipsePrimitive(frame: Rect(x: 10, y: 20, width: 30, height: 40), fill: .solid(.black)))

    static func list(_ primitives: [Primitive], width: Double = 200) -> DisplayList {
        DisplayList(size: Size(width: width, height: 200), scale: 2,
                    items: primitives.enumerated().map { DisplayItem(id: "i\($0.offset)", $0.element) })
    }

    @Test func itRoundTripsThroughContractJSON() throws {
        let list = Self.list([.pushTransform(Self.placed), Self.dot, .popTransform])
        let bytes = try list.contractJSON()
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(#"{"id":"i0","scale":0.5,"translation":{"x":40,"y":120},"type":"pushTransform"}"#))
        #expect(text.contains(#"{"id":"i2","type":"popTransform"}"#))
        #expect(try DisplayList.decodeContract(bytes, file: "a.layout.json") == list)
    }

    @Test(arguments: [
        ([.pushTransform(Self.placed), Self.dot], "item 0 (i0) is a pushTransform that is never closed"),
        ([Self.dot, .popTransform], "item 1 (i1) is a popTransform with no open group"),
        ([.pushTransform(Self.placed), .pushClip(ClipPrimitive(frame: .zero)), .popTransform, .popClip],
         "item 2 (i2) is a popTransform, but the innermost open group is the pushClip at item 1"),
        ([.pushTransform(Transform(translation: .zero, scale: 0)), .popTransform],
         "item 0 (i0) is a pushTransform with translation (0.0, 0.0) and scale 0.0; the translation must be finite and the scale a finite number greater than 0"),
        ([.pushTransform(Transform(translation: .zero, scale: -2)), .popTransform],
         "item 0 (i0) is a pushTransform with translation (0.0, 0.0) and scale -2.0; the translation must be finite and the scale a finite number greater than 0"),
    ] as [([Primitive], String)])
    func badGroupsAreRefused(primitives: [Primitive], message: String) throws {
        let list = Self.list(primitives)
        do {
            try list.validateNesting()
            Issue.record("an invalid transform group was accepted")
        } catch {
            #expect(error.description == message)
        }
        do {
            _ = try DisplayList.decodeContract(try list.contractJSON(), file: "a.layout.json")
            Issue.record("an invalid transform group was read")
        } catch {
            #expect(error.description.contains(message))
        }
    }

    @Test func transformsNestWithClipsAndOpacity() throws {
        try Self.list([.pushOpacity(0.5), .pushTransform(Self.placed), .pushClip(ClipPrimitive(frame: .zero)), Self.dot,
                       .popClip, .popTransform, .popOpacity]).validateNesting()
    }

    /// Mirroring flips what the group draws across the canvas: the dot's outer frame is the
    /// mirror image of its unmirrored outer frame.
    @Test func mirroringMovesTheGroupSoItsContentFlipsInTheCanvas() throws {
        let list = Self.list([.pushTransform(Self.placed), Self.dot, .popTransform])
        let mirrored = list.mirroredHorizontally()
        guard case .pushTransform(let t) = mirrored.items[0].primitive, case .ellipse(let e) = mirrored.items[1].primitive else {
            Issue.record("the items changed kind"); return
        }
        let before = Self.placed.apply(Rect(x: 10, y: 20, width: 30, height: 40))   // (45, 130, 15, 20)
        let after = t.apply(e.frame)
        #expect(after == Rect(x: 200 - before.maxX, y: before.y, width: before.width, height: before.height))
        #expect(t.scale == 0.5)
    }

    /// Snapping rounds inner frames to the device pixels they land on, not to the inner grid.
    @Test func snappingRoundsInnerFramesToTheDevicePixelsTheyLandOn() throws {
        let offGrid = Transform(translation: Point(x: 0.3, y: 0), scale: 0.5)
        let list = Self.list([.pushTransform(offGrid), .rect(RectPrimitive(frame: Rect(x: 1, y: 1, width: 10, height: 10))), .popTransform])
        guard case .rect(let r) = list.snappedToPixelGrid().items[1].primitive else { Issue.record("not a rect"); return }
        let outer = offGrid.apply(r.frame)
        // Outer edges on the 2× grid (multiples of 0.5 pt), within 1e-9.
        for edge in [outer.minX, outer.maxX, outer.minY, outer.maxY] {
            #expect(abs(edge * 2 - (edge * 2).rounded()) < 1e-9, "edge \(edge) is off the device grid")
        }
        // Outside any transform nothing changes: a frame already on the grid stays.
        let plain = Self.list([.rect(RectPrimitive(frame: Rect(x: 1, y: 1.5, width: 10, height: 10)))])
        #expect(plain.snappedToPixelGrid() == plain)
    }

    /// The diff names the items inside by their own ids and points; the frame it reports for
    /// linking pixels is in the canvas.
    @Test func theDiffComparesInsideInInnerPointsAndReportsCanvasFrames() throws {
        func framed(_ title: String, scale: Double) -> DisplayList {
            DisplayList(size: Size(width: 200, height: 200), scale: 2, items: [
                DisplayItem(id: "presentation.screen", .pushTransform(Transform(translation: Point(x: 40, y: 120), scale: scale))),
                DisplayItem(id: "list[0].cell[0].title", .text(TextPrimitive(
                    frame: Rect(x: 16, y: 24, width: 100, height: 20),
                    request: TextRequest(text: title, style: TextStyle(fontFamily: "Inter", size: 16, weight: .regular, lineHeight: 20), width: 100),
                    color: .black))),
                DisplayItem(id: "presentation.screen", .popTransform),
            ])
        }
        let changes = DisplayListDiff(old: framed("A", scale: 0.5), new: framed("B", scale: 0.5)).changes
        #expect(changes.map(\.description) == [#"list[0].cell[0].title text "A" → "B""#])
        #expect(changes.first?.frame == Rect(x: 48, y: 132, width: 50, height: 10))
        let rescaled = DisplayListDiff(old: framed("A", scale: 0.5), new: framed("A", scale: 0.25)).changes
        #expect(rescaled.map(\.description) == ["presentation.screen scale 0.5 → 0.25"])
    }
}
