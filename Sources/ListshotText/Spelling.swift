/// "Did you mean" suggestions for unknown keys and names.
///
/// A suggestion has to be close enough to help (docs/specs.md, "Errors"):
/// - at most one edit in three letters of the word (one for words of up to five letters; a swapped
///   pair of neighbouring letters is one edit), or
/// - the word, of three letters or more, is how exactly one name begins or ends (`swift` →
///   `swiftui`, `dark` → `onDark`),
///
/// and never for a word that is itself one of the names (the same word in other capitals gets one). `gear` is two edits
/// from `heart` and begins or ends no icon, so it gets no suggestion: the message lists the valid
/// names instead (``nameList(_:docs:)``).
///
/// ```swift
/// Spelling.closest(to: "subtitel", in: ["title", "subtitle"])   // "subtitle"
/// Spelling.closest(to: "gear", in: ["heart", "settings"])       // nil
/// Spelling.help(for: "gear", in: ["heart", "settings"], known: "Known icons", docs: "docs/specs.md")
/// // "Known icons: heart, settings."
/// ```
public enum Spelling {
    /// The candidate closest to `word`, if it is close enough to be a likely typo.
    public static func closest(to word: String, in candidates: some Collection<String>) -> String? {
        // A valid name needs no other: it is right, and in the wrong place or shape, which a
        // message says instead. The same word in other capitals is a suggestion (`Render` → `render`).
        guard !candidates.contains(word) else { return nil }
        let lowered = word.lowercased()
        let others = Array(candidates)
        let scored = others.map { ($0, editDistance(lowered, $0.lowercased())) }
        if let best = scored.min(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }), best.1 <= limit(for: word) {
            return best.0
        }
        guard word.unicodeScalars.count >= 3 else { return nil }
        let framing = others.filter { $0.lowercased().hasPrefix(lowered) || $0.lowercased().hasSuffix(lowered) }
        return framing.count == 1 ? framing.first : nil
    }

    /// How many edits a suggestion for `word` may be away: one in three letters, at least one.
    public static func limit(for word: String) -> Int {
        max(1, word.unicodeScalars.count / 3)
    }

    /// How many names a message lists in full; longer lists show ``listHead`` of them and the count.
    public static let listLimit = 12
    /// How many names a shortened list shows.
    public static let listHead = 8

    /// The names for a message: all of them when there are at most ``listLimit``, else the first
    /// ``listHead``, how many there are and where `docs` lists them all.
    ///
    /// ```swift
    /// Spelling.nameList(["day", "night"], docs: "docs/specs.md")   // "day, night"
    /// Spelling.nameList(icons, docs: "docs/specs.md")   // "chevron-right, …, close, … (24 in all; see docs/specs.md)"
    /// ```
    public static func nameList(_ names: [String], docs: String) -> String {
        guard names.count > listLimit else { return names.joined(separator: ", ") }
        return names.prefix(listHead).joined(separator: ", ") + ", … (\(names.count) in all; see \(docs))"
    }

    /// The sentence that follows what is wrong with `word`: "Did you mean 'x'?" when a name is
    /// close, else `known` and the names (``nameList(_:docs:)``).
    public static func help(for word: String, in names: [String], known: String, docs: String) -> String {
        if let near = closest(to: word, in: names) { return "Did you mean '\(near)'?" }
        return "\(known): \(nameList(names, docs: docs))."
    }

    /// Edit distance with adjacent transpositions (optimal string alignment): insertions,
    /// deletions, substitutions and swaps of two neighbouring scalars each cost one.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                var cost = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { cost = min(cost, beforePrevious[j - 2] + 1) }
                current[j] = cost
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
