/// "Did you mean" suggestions for unknown keys and names.
///
/// A suggestion has to be close enough to help: at most one edit in three letters of the longer
/// word (one for words of up to five letters; a swapped pair of letters is one edit), and never
/// the word itself (the same word in other capitals is a good one). `gear` is two edits from
/// `heart`, so it gets no suggestion, and the message lists the valid names instead
/// (docs/specs.md, "Errors").
///
/// ```swift
/// Spelling.closest(to: "subtitel", in: ["title", "subtitle"])   // "subtitle"
/// Spelling.closest(to: "gear", in: ["heart", "settings"])       // nil
/// ```
public enum Spelling {
    /// The candidate closest to `word` by edit distance, if it is close enough to be a likely typo.
    public static func closest(to word: String, in candidates: some Collection<String>) -> String? {
        let lowered = word.lowercased()
        let scored = candidates.compactMap { candidate -> (String, Int)? in
            // The word itself is no suggestion (a right word in the wrong place needs another
            // message); the same word in other capitals is (`Render` → `render`).
            guard candidate != word else { return nil }
            return (candidate, editDistance(lowered, candidate.lowercased()))
        }
        guard let best = scored.min(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }) else { return nil }
        return best.1 <= limit(word, best.0) ? best.0 : nil
    }

    /// How many edits apart two words may be for one to suggest the other: one in three letters of
    /// the longer, at least one (`swift` → `swiftui` is two in seven; `gear` → `heart` two in five).
    public static func limit(_ word: String, _ candidate: String) -> Int {
        max(1, max(word.unicodeScalars.count, candidate.unicodeScalars.count) / 3)
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
