import ListshotSpec
import Yams

/// Mutates spec text: byte-level edits (flips, inserts, deletes, duplicated ranges, hostile
/// tokens) and structure-aware edits on the YAML tree (hostile scalars in every value, repeated
/// or deleted items, swapped subtrees, deeper nesting, known keys with hostile values).
struct SpecMutator {
    /// Scalars that have broken parsers, conversions and layouts before.
    static let hostileScalars = [
        "0", "-1", "-0.0", "1e19", "1e308", "-1e308", "1e-300", ".inf", "-.inf", ".nan", "2147483647", "2147483648",
        "-2147483649", "4294967296", "9223372036854775807", "18446744073709551616", "100000", "100001", "4096", "16385",
        "0.5", "1.0e+3", "0x7FFFFFFF", "0o777", "true", "null", "~", "", " ", "x", "#FFF", "#GGGGGG", "brandLow", "dot",
        "\u{202E}gnp.exe", "مرحبا بالعالم", "👩‍👩‍👧‍👦🏳️‍🌈", "line\nbreak", "tab\there", "<b>html</b>", "# heading", "`code`",
        String(repeating: "W", count: 3000), String(repeating: "word ", count: 600), "../../../etc/passwd", "/proc/self/mem",
        "/dev/zero", "avatar.png", "missing.png",
    ]

    /// Keys the spec format knows, to insert with hostile values: this list, then every key of the
    /// registries (view kinds and their own keys, modifiers, components, each slot's kinds) that
    /// it lacks, in the registries' fixed order (``SpecVocabulary``).
    static let keys = handKeys + SpecVocabulary.all.filter { !handKeys.contains($0) }

    /// Keys of the older formats and values the registries do not list.
    static let handKeys = [
        "title", "subtitle", "description", "titleLines", "subtitleLines", "descriptionLines", "detailLines", "repeat",
        "height", "width", "scale", "spacing", "spacer", "scrollOffset", "cardWidth", "initiallyShownCardsCount", "badge",
        "indent", "aspectRatio", "itemsPerRow", "interitemSpacing", "horizontalPadding", "additionalHeight", "factor",
        "progress", "x", "y", "image", "icon", "style", "control", "asset", "content", "vStack", "hStack", "cells", "frame",
        "theme", "device", "orientation", "appearances", "contentSize", "direction", "sections", "items", "cards",
    ]

    /// Text tokens spliced in at random byte positions.
    static let hostileTokens = [
        "&a ", "*a", "*b", "<<: *a\n", "? ", "- ", ": ", "[", "]", "{", "}", ",", "\"", "'", "|\n", ">-\n", "#", "!!binary ",
        "!!float ", "%YAML 1.1\n", "---\n", "...\n", "\t", "\u{0}", "\u{1B}[2J", "\u{7}", "\u{FEFF}", "\u{FFFE}", "\r",
        "1e308", "-1", ".nan", "2147483648", "\n  ", "\n- ", "&a [*a]",
    ]

    var random: SplitMix64

    mutating func mutate(_ text: String) -> String {
        var result = text
        let rounds = random.chance(7, in: 10) ? 1 : 2 + random.below(2)
        for _ in 0..<rounds {
            if random.chance(3, in: 4), let structured = structural(result) {
                result = structured
            } else {
                result = String(decoding: bytes(Array(result.utf8)), as: UTF8.self)
            }
        }
        return result
    }

    // MARK: Byte level

    mutating func bytes(_ input: [UInt8]) -> [UInt8] {
        var data = input
        if data.isEmpty { return Array(random.pick(Self.hostileTokens).utf8) }
        switch random.below(7) {
        case 0:
            let i = random.below(data.count)
            data[i] ^= UInt8(1 << random.below(8))
        case 1:
            data.insert(UInt8(truncatingIfNeeded: random.next()), at: random.below(data.count + 1))
        case 2:
            let start = random.below(data.count), length = min(data.count - start, 1 + random.below(32))
            data.removeSubrange(start..<start + length)
        case 3:
            let start = random.below(data.count), length = min(data.count - start, 1 + random.below(256))
            let copy = Array(data[start..<start + length])
            data.insert(contentsOf: copy, at: random.below(data.count + 1))
        case 4:
            data.insert(contentsOf: Array(random.pick(Self.hostileTokens).utf8), at: random.below(data.count + 1))
        case 5:
            data = Array(data.prefix(random.below(data.count + 1)))
        default:
            // Replace a number in the text with a hostile one.
            let digits = data.indices.filter { (0x30...0x39).contains(data[$0]) }
            if let i = digits.isEmpty ? nil : random.pick(digits) {
                var end = i
                while end < data.count, (0x30...0x39).contains(data[end]) || data[end] == 0x2E { end += 1 }
                data.replaceSubrange(i..<end, with: Array(random.pick(Self.hostileScalars).utf8))
            }
        }
        return data
    }

    // MARK: Structure aware

    mutating func structural(_ text: String) -> String? {
        guard let root = try? Yams.compose(yaml: text) else { return nil }
        let count = Self.count(root)
        guard count > 0 else { return nil }
        let target = random.below(count)
        var index = 0
        let donor = Self.node(at: random.below(count), in: root)
        let mutated = rewrite(root, target: target, index: &index, donor: donor)
        return try? Yams.serialize(node: mutated)
    }

    static func count(_ node: Node) -> Int {
        switch node {
        case .scalar, .alias: return 1
        case .mapping(let mapping): return 1 + mapping.reduce(0) { $0 + count($1.value) }
        case .sequence(let sequence): return 1 + sequence.reduce(0) { $0 + count($1) }
        }
    }

    static func node(at target: Int, in root: Node) -> Node {
        var index = 0
        func walk(_ node: Node) -> Node? {
            if index == target { return node }
            index += 1
            switch node {
            case .mapping(let mapping):
                for (_, value) in mapping { if let found = walk(value) { return found } }
            case .sequence(let sequence):
                for item in sequence { if let found = walk(item) { return found } }
            default: break
            }
            return nil
        }
        return walk(root) ?? root
    }

    mutating func rewrite(_ node: Node, target: Int, index: inout Int, donor: Node) -> Node {
        if index == target {
            index += 1
            return mutateNode(node, donor: donor)
        }
        index += 1
        switch node {
        case .mapping(let mapping):
            var pairs: [(Node, Node)] = []
            for (key, value) in mapping { pairs.append((key, rewrite(value, target: target, index: &index, donor: donor))) }
            return Node(pairs)
        case .sequence(let sequence):
            return Node(sequence.map { rewrite($0, target: target, index: &index, donor: donor) })
        default:
            return node
        }
    }

    /// Numbers only, for numeric values: they get past type checks into ranges and layout.
    static let hostileNumbers = hostileScalars.filter { Double($0) != nil || $0.hasPrefix(".") || $0.hasPrefix("0x") || $0.hasPrefix("0o") }

    mutating func mutateNode(_ node: Node, donor: Node) -> Node {
        if case .scalar(let scalar) = node, Double(scalar.string) != nil, random.chance(2, in: 3) {
            return Node(random.pick(Self.hostileNumbers))
        }
        // Weighted: hostile values and repeated items reach layout; type confusion stops at the reader.
        switch random.below(21) {
        case 0..<10:
            if case .scalar = node { return Node(random.pick(Self.hostileScalars)) }
            return rewriteChild(node)
        case 10:
            return donor  // type confusion: another part of the same spec
        case 11..<14:
            if case .sequence(let sequence) = node, let first = sequence.first {
                return Node(Array(sequence) + Array(repeating: first, count: 1 + random.below(60)))
            }
            return rewriteChild(node)
        case 14..<16:
            if case .mapping(let mapping) = node, !mapping.isEmpty {
                var pairs = Array(mapping.map { ($0.key, $0.value) })
                pairs.remove(at: random.below(pairs.count))
                return Node(pairs)
            }
            return rewriteChild(node)
        case 16..<18:
            if case .mapping(let mapping) = node {
                var pairs = Array(mapping.map { ($0.key, $0.value) })
                pairs.append((Node(random.pick(Self.keys)), Node(random.pick(Self.hostileScalars))))
                return Node(pairs)
            }
            return Node(random.pick(Self.hostileScalars))
        case 18:
            // Deeper nesting: the node inside stacks, lists and mappings.
            var wrapped = node
            for _ in 0..<(1 + random.below(12)) {
                switch random.below(3) {
                case 0: wrapped = Node([(Node(random.pick(["vStack", "hStack"])), Node([(Node("content"), Node([wrapped]))]))])
                case 1: wrapped = Node([(Node(random.pick(["vstack", "hstack", "zstack"])), Node([wrapped]))])  // a view's stack
                default: wrapped = Node([wrapped])
                }
            }
            return wrapped
        case 19:
            // A long modifier chain: the layout wraps a view in one layer per modifier (10,000 used to end in SIGSEGV).
            let count = random.pick([8, 64, 65, 300, 10_000])
            let modifier = Node([(Node(random.pick(["padding", "opacity"])), Node(random.pick(["0", "1"])))])
            let chain = Node(Array(repeating: modifier, count: count))
            if case .mapping(let mapping) = node {
                var pairs = Array(mapping.map { ($0.key, $0.value) }).filter { $0.0.string != "modifiers" }
                pairs.append((Node("modifiers"), chain))
                return Node(pairs)
            }
            return Node([(Node("view"), Node([(Node("text"), Node("x")), (Node("modifiers"), chain)]))])
        default:
            return Node([(Node(random.pick(Self.keys)), node)])
        }
    }

    /// A container with one of its values replaced by a hostile scalar (keys kept).
    mutating func rewriteChild(_ node: Node) -> Node {
        switch node {
        case .mapping(let mapping) where !mapping.isEmpty:
            var pairs = Array(mapping.map { ($0.key, $0.value) })
            let i = random.below(pairs.count)
            pairs[i].1 = Node(random.pick(Self.hostileScalars))
            return Node(pairs)
        case .sequence(let sequence) where !sequence.isEmpty:
            var items = Array(sequence)
            items[random.below(items.count)] = Node(random.pick(Self.hostileScalars))
            return Node(items)
        default:
            return Node(random.pick(Self.hostileScalars))
        }
    }
}
