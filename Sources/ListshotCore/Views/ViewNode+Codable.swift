/// A view as JSON: `{"kind": …, "modifiers": […]}`, as the compiler would write it, and a decode
/// that refuses a tree nested deeper than the layout draws (``ViewLayout/maximumDepth``).
///
/// Depth is counted as the layout and the spec reader count it: each view a stack, list, grid,
/// button, background or overlay holds is one level below its holder, and the views a design-system
/// component holds start again at 0, as their component lays them out on their own. The count
/// lives in the decoder's `userInfo` (``ScreenTransport/decode(_:from:maxBytes:)`` puts it there); a
/// decoder without it checks nothing here.
///
/// ```swift
/// let view = try ScreenTransport.decode(ViewNode.self, from: ScreenTransport.encode(ViewNode.text("Hi")))
/// ```
extension ViewNode: Codable {
    private enum CodingKeys: String, CodingKey { case kind, modifiers }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let counter = ViewDecodingDepth.counter(in: decoder) else {
            let kind = try container.decode(ViewKind.self, forKey: .kind)
            self.init(kind, modifiers: try Self.boundedModifiers(container, decoder))
            return
        }
        let depth = counter.next
        guard depth <= ViewLayout.maximumDepth else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "views nest at most \(ViewLayout.maximumDepth) levels (each stack child, background view and overlay view is one level down), and this view is \(depth) levels deep. Flatten the tree."))
        }
        defer { counter.next = depth }
        counter.next = Self.startsOwnTree(container) ? 0 : depth + 1
        let kind = try container.decode(ViewKind.self, forKey: .kind)
        counter.next = depth + 1
        self.init(kind, modifiers: try Self.boundedModifiers(container, decoder))
    }

    /// The view's modifiers, refused past ``ViewLayout/maximumModifiers`` (the layout wraps a view once per modifier).
    private static func boundedModifiers(_ container: KeyedDecodingContainer<CodingKeys>, _ decoder: any Decoder) throws -> [ViewModifier] {
        let modifiers = try container.decode([ViewModifier].self, forKey: .modifiers)
        guard modifiers.count <= ViewLayout.maximumModifiers else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath + [CodingKeys.modifiers],
                debugDescription: "a view holds at most \(ViewLayout.maximumModifiers) modifiers, and this one has \(modifiers.count). Merge them, or wrap the view in a stack."))
        }
        return modifiers
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(modifiers, forKey: .modifiers)
    }

    /// Whether the kind is a component or a card block, whose views the component lays out as
    /// trees of their own (depth 0).
    private static func startsOwnTree(_ container: KeyedDecodingContainer<CodingKeys>) -> Bool {
        guard let kind = try? container.nestedContainer(keyedBy: ViewKindCaseKey.self, forKey: .kind) else { return false }
        return kind.allKeys.contains { $0.stringValue == "component" || $0.stringValue == "cardBlock" }
    }
}

/// Any key of a JSON object: the case names of a view kind.
private struct ViewKindCaseKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// The level the next decoded view sits at, shared by one decode through the decoder's `userInfo`.
///
/// One decode runs on one thread from start to end, so the counter is never shared between threads
/// while it changes.
///
/// ```swift
/// let decoder = JSONDecoder()
/// ViewDecodingDepth.install(in: decoder)
/// ```
final class ViewDecodingDepth: @unchecked Sendable {
    var next = 0

    static let key = CodingUserInfoKey(rawValue: "listshot.viewDecodingDepth")

    static func counter(in decoder: any Decoder) -> ViewDecodingDepth? {
        key.flatMap { decoder.userInfo[$0] as? ViewDecodingDepth }
    }
}
