import Foundation
import ListshotCore
import Testing

/// The display list is a published contract: every catalog sidecar validates against
/// docs/display-list.schema.json, and the schema rejects what format 1 wrote.
@Suite("Display-list schema")
struct DisplayListSchemaTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func validator() throws -> JSONSchemaValidator {
        JSONSchemaValidator(root: try JSONValue.parse(Data(contentsOf: root.appendingPathComponent("docs/display-list.schema.json"))))
    }

    static let sidecars: [String] = {
        let catalog = root.appendingPathComponent("Snapshots")
        let all = (try? FileManager.default.subpathsOfDirectory(atPath: catalog.path)) ?? []
        return all.filter { $0.hasSuffix(".layout.json") }.sorted()
    }()

    @Test func theCatalogHasSidecars() {
        #expect(Self.sidecars.count >= 100, "Snapshots/ must hold the catalog's sidecars; found \(Self.sidecars.count)")
    }

    @Test(arguments: sidecars)
    func everySidecarValidates(path: String) throws {
        let url = Self.root.appendingPathComponent("Snapshots").appendingPathComponent(path)
        let data = try Data(contentsOf: url)
        let errors = try Self.validator().errors(try JSONValue.parse(data))
        #expect(errors.isEmpty, "\(path): \(errors.prefix(5))")
        // Rounded to 1/1000 pt (kept out of the schema: float `multipleOf` checks disagree between validators).
        let unrounded = Self.numbers(in: try JSONValue.parse(data)).filter { ($0 * 1000).rounded() / 1000 != $0 }
        #expect(unrounded.isEmpty, "\(path): \(unrounded.prefix(5))")
        // And it reads back through the contract decoder.
        _ = try DisplayList.decodeContract(Array(data), file: path)
    }

    /// Every number in `value`, depth first.
    static func numbers(in value: JSONValue) -> [Double] {
        switch value {
        case .number(let number): [number]
        case .array(let items): items.flatMap { numbers(in: $0) }
        case .object(let object): object.values.flatMap { numbers(in: $0) }
        default: []
        }
    }

    @Test(arguments: [
        (#"{"formatVersion":1,"size":{"width":1,"height":1},"scale":2,"items":[]}"#, "is not 2"),
        (##"{"formatVersion":2,"size":{"width":1,"height":1},"scale":2,"items":[{"id":"a","type":"path","frame":{"x":0,"y":0,"width":1,"height":1},"viewBox":{"width":24,"height":24},"path":"M0 0Z","isMirrored":false,"paint":{"stroke":{"_0":"#FFFFFF","width":2}}}]}"##, "oneOf"),
        (##"{"formatVersion":2,"size":{"width":1,"height":1},"scale":2,"items":[{"id":"a","type":"rect","frame":{"x":0,"y":0,"width":1,"height":1},"cornerRadius":0,"fill":"#fff"}]}"##, "oneOf"),
        (#"{"formatVersion":2,"size":{"width":1,"height":1},"scale":2,"items":[{"id":"a","type":"blob"}]}"#, "not one of"),
        (#"{"formatVersion":2,"size":{"width":1,"height":1},"scale":2,"items":[],"extra":1}"#, "not allowed"),
    ])
    func theSchemaRejects(json: String, fragment: String) throws {
        let errors = try Self.validator().errors(try JSONValue.parse(Data(json.utf8)))
        #expect(errors.contains { $0.contains(fragment) }, "\(errors)")
    }

    /// A transform group as the presentation writes it validates; a zero scale does not.
    @Test func transformGroupsValidate() throws {
        let list = DisplayList(size: Size(width: 100, height: 100), scale: 2, items: [
            DisplayItem(id: "presentation.screen", .pushTransform(Transform(translation: Point(x: 19.5, y: 140.25), scale: 0.8125))),
            DisplayItem(id: "background", .rect(RectPrimitive(frame: Rect(x: 0, y: 0, width: 10, height: 10), fill: .solid(.white)))),
            DisplayItem(id: "presentation.screen", .popTransform),
        ])
        let text = String(decoding: try list.contractJSON(), as: UTF8.self)
        let errors = try Self.validator().errors(try JSONValue.parse(Data(text.utf8)))
        #expect(errors.isEmpty, "\(errors) \(text)")
        let zero = text.replacingOccurrences(of: #""scale":0.813"#, with: #""scale":0"#)
        #expect(zero != text)
        #expect(!(try Self.validator().errors(try JSONValue.parse(Data(zero.utf8)))).isEmpty, "a zero scale must not validate")
    }

    @Test func contractJSONRoundsAndNamesEveryKey() throws {
        let list = DisplayList(size: Size(width: 31.000000000000004, height: 74.66666666666667), scale: 3, items: [
            DisplayItem(id: "icon", .path(PathPrimitive(frame: Rect(x: 0.1 + 0.2, y: 0, width: 24, height: 24), viewBox: Size(width: 24, height: 24),
                                                       path: VectorPath(svgString: "M4.5 12.5L9.5 17.5Z") ?? VectorPath([]),
                                                       paint: .stroke(RGBA(red: 1, green: 2, blue: 3), width: 2)))),
        ])
        let text = String(decoding: try list.contractJSON(), as: UTF8.self)
        #expect(!text.contains("_0"), "\(text)")
        #expect(text.contains(#""width":31,"#) || text.contains(#""width":31}"#), "\(text)")
        #expect(text.contains("74.667"), "\(text)")
        #expect(text.contains(#""x":0.3"#), "\(text)")
        #expect(text.contains("M4.5 12.5L9.5 17.5Z"), "numbers inside strings are left alone: \(text)")
        #expect(try Self.validator().errors(try JSONValue.parse(Data(text.utf8))).isEmpty)
        let back = try DisplayList.decodeContract(try list.contractJSON(), file: "x")
        #expect(back.size.height == 74.667)
        #expect(back == list.roundTripped())
    }

    @Test(arguments: [
        (#"{"formatVersion":1,"size":{"width":1,"height":1},"scale":2,"items":[]}"#, "older than this Listshot's 2. Re-record it"),
        (#"{"formatVersion":3,"size":{"width":1,"height":1},"scale":2,"items":[]}"#, "newer than this Listshot's 2"),
        (#"{"size":{"width":1,"height":1}}"#, "has no formatVersion"),
        (#"[1,2]"#, "not a JSON object"),
        (#"{"formatVersion":2,"size":{"width":1},"scale":2,"items":[]}"#, "size.height is missing"),
    ])
    func oldAndBrokenSidecarsSayWhatToDo(json: String, fragment: String) {
        #expect(throws: DisplayListFormatError.self) { try DisplayList.decodeContract(Array(json.utf8), file: "a.layout.json") }
        do { _ = try DisplayList.decodeContract(Array(json.utf8), file: "a.layout.json") } catch {
            #expect(error.description.contains("a.layout.json"), "\(error)")
            #expect(error.description.contains(fragment), "\(error)")
        }
    }
}
