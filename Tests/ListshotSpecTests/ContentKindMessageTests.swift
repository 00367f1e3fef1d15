import ListshotCore
@testable import ListshotSpec
import Testing

/// The content-item messages list the registry's kinds and suggest the nearest one.
@Suite("Spec: content kinds in messages")
struct ContentKindMessageTests {
    static let kindNames = ComponentKind.allCases.map(\.rawValue)

    /// The names a message lists after `one of: `, up to ` (and optionally`.
    static func listedNames(_ message: String) -> [String]? {
        guard let start = message.range(of: "one of: "), let end = message.range(of: " (and optionally") else { return nil }
        return message[start.upperBound..<end.lowerBound].components(separatedBy: ", ")
    }

    /// (unknown key, the suggestion)
    @Test(arguments: [("lsit", "list"), ("cardLst", "cardList"), ("tag", "tags"), ("listkit", "listKit"), ("badge", "badges")])
    func unknownKeyListsTheKindsAndSuggestsTheNearest(key: String, suggestion: String) {
        let error = expectSpecError("content:\n  - \(key): {}\n", line: 2, column: 5, fragment: "Did you mean '\(suggestion)'?")
        #expect(error?.keyPath == "content[0].\(key)")
        #expect(error.flatMap { Self.listedNames($0.description) } == Self.kindNames)
    }

    @Test func unknownKeyWithNothingNearListsTheKinds() {
        let error = expectSpecError("content:\n  - carousel: {}\n", line: 2, column: 5, fragment: "unknown key. Each content item has exactly one of: ")
        #expect(error?.description.contains("Did you mean") == false)
        #expect(error.flatMap { Self.listedNames($0.description) } == Self.kindNames)
    }

    /// (item, why it has not exactly one kind)
    @Test(arguments: ["{}", "{padding: 8}", "{spacer: 8, tags: {items: [{text: A}]}}"])
    func anItemWithoutExactlyOneKindListsTheKinds(item: String) {
        let error = expectSpecError("content:\n  - \(item)\n", line: 2, column: 5, fragment: "each content item has exactly one of: ")
        #expect(error.flatMap { Self.listedNames($0.description) } == Self.kindNames)
    }

    @Test func aTypoOfListSuggestsList() {
        expectSpecError("content: [{lsit: {cells: [{title: A}]}}]\n", line: 1, column: 12, fragment: "content[0].lsit: unknown key. Did you mean 'list'?")
    }

    @Test func theContentKeysAreTheKindsAndPadding() {
        #expect(SpecReader.contentKeys == Self.kindNames + ["padding"])
    }
}
