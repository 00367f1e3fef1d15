@testable import ListshotCore
import Testing

/// Every field of every primitive: mutating it alone gives a change line that names it.
@Suite("Semantic diff, field by field")
struct DisplayListDiffFieldTests {
    struct Mutation: Sendable, CustomTestStringConvertible {
        var field: String
        var old: Primitive
        var new: Primitive
        /// The start of the line that must appear, after the element id.
        var line: String
        var testDescription: String { field }
    }

    static let red = RGBA(red: 255, green: 0, blue: 0), blue = RGBA(red: 0, green: 0, blue: 255)
    static let frame = Rect(x: 10, y: 20, width: 30, height: 40)
    static let gradient = Paint.linearGradient(LinearGradient(angle: 180, stops: [
        GradientStop(color: red, location: 0), GradientStop(color: blue, location: 1),
    ]))
    static let stroke = Stroke(color: red, width: 1)

    /// `base` with one change made by `edit`.
    static func with<T>(_ base: T, _ edit: (inout T) -> Void) -> T {
        var copy = base
        edit(&copy)
        return copy
    }

    /// The mutations of a primitive's frame: a resize and a move.
    static func frameMutations(_ kind: String, _ make: (Rect) -> Primitive) -> [Mutation] {
        [Mutation(field: "\(kind).frame.width", old: make(frame), new: make(with(frame) { $0.width += 1 }), line: "resized"),
         Mutation(field: "\(kind).frame.height", old: make(frame), new: make(with(frame) { $0.height += 1 }), line: "resized"),
         Mutation(field: "\(kind).frame.x", old: make(frame), new: make(with(frame) { $0.x += 1 }), line: "moved 1 pt right"),
         Mutation(field: "\(kind).frame.y", old: make(frame), new: make(with(frame) { $0.y += 1 }), line: "moved 1 pt down")]
    }

    /// The mutations of an optional fill: its colour, and each gradient field.
    static func paintMutations(_ kind: String, _ make: (Paint?) -> Primitive) -> [Mutation] {
        func gradientEdit(_ edit: @escaping (inout LinearGradient) -> Void) -> Paint {
            guard case .linearGradient(var g) = gradient else { return gradient }
            edit(&g)
            return .linearGradient(g)
        }
        return [
            Mutation(field: "\(kind).fill", old: make(.solid(red)), new: make(.solid(blue)), line: "colour"),
            Mutation(field: "\(kind).fill.none", old: make(.solid(red)), new: make(nil), line: "colour"),
            Mutation(field: "\(kind).fill.angle", old: make(gradient), new: make(gradientEdit { $0.angle = 90 }), line: "colour"),
            Mutation(field: "\(kind).fill.stop.color", old: make(gradient), new: make(gradientEdit { $0.stops[0].color = blue }), line: "colour"),
            Mutation(field: "\(kind).fill.stop.location", old: make(gradient), new: make(gradientEdit { $0.stops[0].location = 0.5 }), line: "colour"),
        ]
    }

    /// The mutations of a stroke: its colour and width, and none.
    static func strokeMutations(_ kind: String, line: String, _ make: (Stroke?) -> Primitive) -> [Mutation] {
        [Mutation(field: "\(kind).stroke.color", old: make(stroke), new: make(with(stroke) { $0.color = blue }), line: line),
         Mutation(field: "\(kind).stroke.width", old: make(stroke), new: make(with(stroke) { $0.width = 2 }), line: line),
         Mutation(field: "\(kind).stroke.none", old: make(stroke), new: make(nil), line: line)]
    }

    static let rect = RectPrimitive(frame: frame, cornerRadius: 4, fill: .solid(red), stroke: stroke)
    static let ellipse = EllipsePrimitive(frame: frame, fill: .solid(red), stroke: stroke)
    static let linePrimitive = LinePrimitive(from: Point(x: 0, y: 10), to: Point(x: 100, y: 10), stroke: stroke)
    static let path = PathPrimitive(frame: frame, viewBox: Size(width: 24, height: 24),
                                    path: VectorPath([.move(9, 6), .line(15, 12), .line(9, 18)]), paint: .stroke(red, width: 2))
    static let image = ImagePrimitive(frame: frame, path: "assets/a.png", contentMode: .aspectFill, cornerRadius: 4)
    static let shadow = ShadowPrimitive(frame: frame, cornerRadius: 8, color: red, blur: 4, offset: Point(x: 0, y: 2))
    static let text = TextPrimitive(frame: frame, request: TextRequest(text: "A", style: TextStyle(fontFamily: "Inter", size: 16, weight: .regular, lineHeight: 24), width: 30), color: red)
    static let clip = ClipPrimitive(frame: frame, cornerRadius: 4)

    static let mutations: [Mutation] = {
        var all: [Mutation] = []
        all += frameMutations("rect") { f in .rect(with(rect) { $0.frame = f }) }
        all += paintMutations("rect") { p in .rect(with(rect) { $0.fill = p }) }
        all += strokeMutations("rect", line: "border") { s in .rect(with(rect) { $0.stroke = s }) }
        all.append(Mutation(field: "rect.cornerRadius", old: .rect(rect), new: .rect(with(rect) { $0.cornerRadius = 5 }), line: "corner radius 4 → 5"))

        all += frameMutations("ellipse") { f in .ellipse(with(ellipse) { $0.frame = f }) }
        all += paintMutations("ellipse") { p in .ellipse(with(ellipse) { $0.fill = p }) }
        all += strokeMutations("ellipse", line: "border") { s in .ellipse(with(ellipse) { $0.stroke = s }) }

        for (name, edit) in [("from.x", { (l: inout LinePrimitive) in l.from.x += 1 }), ("from.y", { $0.from.y += 1 }),
                             ("to.x", { $0.to.x += 1 }), ("to.y", { $0.to.y += 1 })] {
            all.append(Mutation(field: "line.\(name)", old: .line(linePrimitive), new: .line(with(linePrimitive, edit)), line: "line moved"))
        }
        all += strokeMutations("line", line: "line") { s in .line(with(linePrimitive) { $0.stroke = s ?? Stroke(color: blue, width: 3) }) }

        all += frameMutations("path") { f in .path(with(path) { $0.frame = f }) }
        all.append(Mutation(field: "path.viewBox.width", old: .path(path), new: .path(with(path) { $0.viewBox.width = 20 }), line: "view box 24×24 → 20×24"))
        all.append(Mutation(field: "path.viewBox.height", old: .path(path), new: .path(with(path) { $0.viewBox.height = 20 }), line: "view box 24×24 → 24×20"))
        all.append(Mutation(field: "path.path", old: .path(path), new: .path(with(path) { $0.path.commands[1] = .line(15, 13) }), line: "icon shape changed"))
        all.append(Mutation(field: "path.paint.color", old: .path(path), new: .path(with(path) { $0.paint = .stroke(blue, width: 2) }), line: "icon paint"))
        all.append(Mutation(field: "path.paint.width", old: .path(path), new: .path(with(path) { $0.paint = .stroke(red, width: 3) }), line: "icon paint #FF0000 stroke 2 → #FF0000 stroke 3"))
        all.append(Mutation(field: "path.paint.type", old: .path(path), new: .path(with(path) { $0.paint = .fill(red) }), line: "icon paint"))
        all.append(Mutation(field: "path.isMirrored", old: .path(path), new: .path(with(path) { $0.isMirrored = true }), line: "mirrored false → true"))

        all += frameMutations("image") { f in .image(with(image) { $0.frame = f }) }
        all.append(Mutation(field: "image.path", old: .image(image), new: .image(with(image) { $0.path = "assets/b.png" }), line: "image a.png → b.png"))
        all.append(Mutation(field: "image.contentMode", old: .image(image), new: .image(with(image) { $0.contentMode = .aspectFit }), line: "content mode aspectFill → aspectFit"))
        all.append(Mutation(field: "image.cornerRadius", old: .image(image), new: .image(with(image) { $0.cornerRadius = 5 }), line: "corner radius 4 → 5"))

        all += frameMutations("shadow") { f in .shadow(with(shadow) { $0.frame = f }) }
        all.append(Mutation(field: "shadow.cornerRadius", old: .shadow(shadow), new: .shadow(with(shadow) { $0.cornerRadius = 9 }), line: "shadow corner radius 8 → 9"))
        all.append(Mutation(field: "shadow.color", old: .shadow(shadow), new: .shadow(with(shadow) { $0.color = blue }), line: "shadow colour #FF0000 → #0000FF"))
        all.append(Mutation(field: "shadow.blur", old: .shadow(shadow), new: .shadow(with(shadow) { $0.blur = 5 }), line: "shadow blur 4 → 5"))
        all.append(Mutation(field: "shadow.offset.x", old: .shadow(shadow), new: .shadow(with(shadow) { $0.offset.x = 1 }), line: "shadow offset 0, 2 → 1, 2"))
        all.append(Mutation(field: "shadow.offset.y", old: .shadow(shadow), new: .shadow(with(shadow) { $0.offset.y = 3 }), line: "shadow offset 0, 2 → 0, 3"))

        all += frameMutations("text") { f in .text(with(text) { $0.frame = f }) }
        let textEdits: [(String, (inout TextPrimitive) -> Void, String)] = [
            ("request.text", { $0.request.text = "B" }, "text \"A\" → \"B\""),
            ("request.style.fontFamily", { $0.request.style.fontFamily = "Roboto" }, "text style Inter 16/24 regular → Roboto 16/24 regular"),
            ("request.style.size", { $0.request.style.size = 17 }, "text style Inter 16/24 regular → Inter 17/24 regular"),
            ("request.style.weight", { $0.request.style.weight = .bold }, "text style Inter 16/24 regular → Inter 16/24 bold"),
            ("request.style.lineHeight", { $0.request.style.lineHeight = 20 }, "text style Inter 16/24 regular → Inter 16/20 regular"),
            ("request.maxLines", { $0.request.maxLines = 2 }, "text style Inter 16/24 regular → Inter 16/24 regular max 2 lines"),
            ("request.alignment", { $0.request.alignment = .center }, "text style Inter 16/24 regular → Inter 16/24 regular center"),
            ("request.width", { $0.request.width = 31 }, "wrap width 30 → 31"),
            ("request.direction", { $0.request.direction = .rightToLeft }, "direction ltr → rtl"),
            ("color", { $0.color = blue }, "colour #FF0000 → #0000FF"),
        ]
        for (name, edit, line) in textEdits {
            all.append(Mutation(field: "text.\(name)", old: .text(text), new: .text(with(text, edit)), line: line))
        }

        all += frameMutations("pushClip") { f in .pushClip(with(clip) { $0.frame = f }) }
        all.append(Mutation(field: "pushClip.cornerRadius", old: .pushClip(clip), new: .pushClip(with(clip) { $0.cornerRadius = 0 }), line: "clip corner radius 4 → 0"))
        all.append(Mutation(field: "pushOpacity", old: .pushOpacity(0.5), new: .pushOpacity(0.4), line: "opacity 0.5 → 0.4"))
        all.append(Mutation(field: "kind", old: .rect(rect), new: .ellipse(ellipse), line: "became a ellipse (was a rect)"))
        return all
    }()

    @Test(arguments: mutations)
    func eachFieldChangeNamesTheField(_ mutation: Mutation) {
        let size = Size(width: 200, height: 200)
        let old = DisplayList(size: size, scale: 1, items: [DisplayItem(id: "e", mutation.old)])
        let new = DisplayList(size: size, scale: 1, items: [DisplayItem(id: "e", mutation.new)])
        #expect(mutation.old != mutation.new, "the mutation must change something")
        let lines = DisplayListDiff(old: old, new: new).changes.map(\.description)
        // The line names the field, and its two sides (`old → new`) differ.
        let named = lines.filter { $0.hasPrefix("e \(mutation.line)") }
        #expect(named.contains { line in
            let sides = line.components(separatedBy: " → ")
            return sides.count != 2 || !sides[0].hasSuffix(" " + sides[1])
        }, "\(mutation.field): \(lines)")
    }

    @Test func unequalItemsThatNoFieldLineDescribesAreChanged() {
        // A push and a pop of the same kind share a kind name: no field line, yet they differ.
        let (move, lines) = DisplayListDiff.compare(id: "e", old: DisplayItem(id: "e", .pushClip(Self.clip)), new: DisplayItem(id: "e", .popClip))
        #expect(move == nil)
        #expect(lines.map(\.description) == ["e changed"])
    }

    @Test func pathsEqualAsStoredAreUnchanged() {
        let precise = Self.with(Self.path) { $0.path.commands[1] = .line(15.0000001, 12) }
        let (_, lines) = DisplayListDiff.compare(id: "e", old: DisplayItem(id: "e", .path(Self.path)), new: DisplayItem(id: "e", .path(precise)))
        #expect(lines.isEmpty)
    }
}
