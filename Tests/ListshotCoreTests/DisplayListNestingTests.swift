import Foundation
import ListshotCore
import Testing

/// Clip and opacity groups nest; a list that does not is refused where it is read.
@Suite("Display-list group nesting")
struct DisplayListNestingTests {
    static let clip = Primitive.pushClip(ClipPrimitive(frame: Rect(x: 0, y: 0, width: 10, height: 10)))
    static let dot = Primitive.ellipse(EllipsePrimitive(frame: Rect(x: 0, y: 0, width: 10, height: 10)))

    static func list(_ primitives: [Primitive]) -> DisplayList {
        DisplayList(size: Size(width: 10, height: 10), scale: 1,
                    items: primitives.enumerated().map { DisplayItem(id: "i\($0.offset)", $0.element) })
    }

    @Test func nestedGroupsAreValid() throws {
        try Self.list([Self.clip, .pushOpacity(0.5), Self.dot, .popOpacity, .popClip, .pushOpacity(1), .popOpacity]).validateNesting()
    }

    @Test(arguments: [
        ([Self.dot, .popClip], "item 1 (i1) is a popClip with no open group"),
        ([Self.clip, Self.dot], "item 0 (i0) is a pushClip that is never closed"),
        ([Self.clip, .pushOpacity(0.5), .popClip, .popOpacity], "item 2 (i2) is a popClip, but the innermost open group is the pushOpacity at item 1"),
    ])
    func unbalancedGroupsNameTheFirstBadItem(primitives: [Primitive], message: String) throws {
        let list = Self.list(primitives)
        #expect(throws: NestingError.self) { try list.validateNesting() }
        do { try list.validateNesting() } catch { #expect(error.description == message) }
        // Reading it back from JSON refuses it, naming the file.
        let json = try JSONEncoder().encode(list)
        do {
            _ = try DisplayList.decodeContract(Array(json), file: "a.layout.json")
            Issue.record("an unbalanced display list was read")
        } catch {
            #expect(error.description == "a.layout.json is not a valid display list (its groups do not nest: \(message)). Re-record it.")
        }
    }
}
