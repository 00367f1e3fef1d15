import Foundation
import Listshot

/// The lines `verify --against` prints before its summary line (docs/against.md, "Output"): the
/// input files that differ from the revision first, then one heading per spec file with its
/// variants that are not unchanged under it, the element changes its variants share listed once.
/// Each part is capped, the rest left to the report; every name and message is escaped for the
/// terminal.
///
/// ```swift
/// let run = try runner.verify(againstRevision: "main", baseRenderer: Renderer(), options: SnapshotOptions())
/// for line in AgainstConsole(run: run, catalogRoot: runner.catalog.root, catalogName: "Snapshots").lines { print(line) }
/// // Input files that differ from main (3f2a4c1d9e0b), in Snapshots/:
/// //   changed Components/ProfileRow.yaml
/// // CHANGED views/app-screen.yaml: day, night
/// // …
/// ```
public struct AgainstConsole: Sendable {
    public var results: [SnapshotResult]
    public var inputs: [AgainstInputChange]
    /// `REV (commit)`, as the run's messages name the revision.
    public var revision: String
    public var catalogRoot: String
    /// The catalog as the user named it, for the paths' heading.
    public var catalogName: String
    /// The most input files listed.
    public var fileLimit = 10
    /// The most lines of specs shown with their variants and changes; later specs get their heading only.
    public var detailLimit = 40
    /// The most specs shown by their heading only, after ``detailLimit``.
    public var headingLimit = 20
    /// The most element changes listed at one place, and the most variants listed under one spec.
    public var changeLimit = 12

    /// The console of `run`, a `verify --against` run, for the catalog at `catalogRoot`.
    public init(run: VerifyRun, catalogRoot: String, catalogName: String) {
        let against = run.against
        self.init(results: run.results, inputs: run.changedInputs, revision: against?.revision ?? "",
                  commit: against?.commit ?? "", catalogRoot: catalogRoot, catalogName: catalogName)
    }

    public init(results: [SnapshotResult], inputs: [AgainstInputChange], revision: String, commit: String,
                catalogRoot: String, catalogName: String) {
        self.results = results
        self.inputs = inputs
        self.revision = "\(revision) (\(commit.prefix(12)))"
        self.catalogRoot = catalogRoot
        self.catalogName = catalogName
    }

    /// One variant that is not unchanged.
    struct Entry {
        var label: String
        var variant: String
        var message: String
        var changes: [String]
    }

    /// The variants of one spec file.
    struct Group {
        var spec: String
        var entries: [Entry]
        var label: String { Set(entries.map(\.label)).count == 1 ? entries[0].label : "CHANGED" }
    }

    /// Every line, in order: the input files, then the specs.
    public var lines: [String] { fileLines + specLines }

    /// `Input files that differ from REV (commit), in CATALOG/:` and one line per file.
    var fileLines: [String] {
        guard !inputs.isEmpty else { return [] }
        var lines = ["Input files that differ from \(revision.escapingControlCharacters), in \(catalogName.escapingControlCharacters)/:"]
        for input in inputs.prefix(fileLimit) {
            lines.append("  \(input.kind.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)) \(input.path.escapingControlCharacters)")
        }
        if inputs.count > fileLimit { lines.append("  … \(inputs.count - fileLimit) more file\(inputs.count - fileLimit == 1 ? "" : "s") in the report") }
        return lines
    }

    /// Each spec's lines in full while they fit in ``detailLimit``, then its heading alone.
    var specLines: [String] {
        var lines: [String] = []
        var detailed = true, headings = 0, shown = 0, leftSpecs = 0, leftVariants = 0
        for group in groups {
            let full = Self.lines(of: group, limit: changeLimit)
            if detailed, shown == 0 || lines.count + full.count <= detailLimit {
                lines += full
            } else if headings < headingLimit {
                detailed = false
                headings += 1
                lines.append(full[0])
            } else {
                leftSpecs += 1
                leftVariants += group.entries.count
            }
            shown += 1
        }
        if leftSpecs > 0 {
            lines.append("… \(leftSpecs) more spec\(leftSpecs == 1 ? "" : "s") (\(leftVariants) variant\(leftVariants == 1 ? "" : "s")) in the report")
        }
        return lines
    }

    /// The results that are not unchanged, by spec file in the order they come.
    var groups: [Group] {
        var order: [String] = []
        var bySpec: [String: [Entry]] = [:]
        for result in results where result.status != .passed {
            var spec = CatalogPath.relative(result.specFile, to: catalogRoot)
            if spec.hasPrefix("/") { spec = CatalogPath.walk(from: catalogRoot, to: result.specFile) }
            let stem = (spec as NSString).deletingPathExtension
            let variant = result.key == stem ? "" : result.key.hasPrefix(stem + ".") ? String(result.key.dropFirst(stem.count + 1)) : result.key
            let label = Self.label(result)
            if bySpec[spec] == nil { order.append(spec) }
            bySpec[spec, default: []].append(Entry(label: label, variant: variant, message: message(of: result),
                                                   changes: label == "RENAMED" ? [] : result.changes))
        }
        return order.map { Group(spec: $0, entries: bySpec[$0] ?? []) }
    }

    /// ERROR, ADDED, REMOVED, RENAMED or CHANGED.
    static func label(_ result: SnapshotResult) -> String {
        if result.status == .error { return "ERROR" }
        for word in ["added", "removed", "renamed"] where result.message.hasPrefix(word) { return word.uppercased() }
        return "CHANGED"
    }

    /// The message without what the label and the files' heading already say.
    func message(of result: SnapshotResult) -> String {
        guard result.status != .error else { return result.message }
        for prefix in ["changed since \(revision): ", "added: ", "removed: ", "renamed: "] where result.message.hasPrefix(prefix) {
            return String(result.message.dropFirst(prefix.count))
        }
        return result.message
    }

    /// A spec's heading, its variants with the changes only they have, then the changes they share.
    static func lines(of group: Group, limit: Int) -> [String] {
        let spec = group.spec.escapingControlCharacters
        if group.entries.count == 1, let only = group.entries.first, only.variant.isEmpty {
            return ["\(only.label) \(spec): \(only.message.escapingControlCharacters)"] + changeLines(only.changes, indent: 4, limit: limit)
        }
        let names = group.entries.map { $0.variant.isEmpty ? "(spec)" : $0.variant.escapingControlCharacters }
        let named = names.prefix(6).joined(separator: ", ") + (names.count > 6 ? ", +\(names.count - 6) more" : "")
        var lines = ["\(group.label) \(spec): \(named)"]
        let mixed = Set(group.entries.map(\.label)).count > 1
        let changing = group.entries.filter { !$0.changes.isEmpty }
        var shared: [String] = []
        if changing.count > 1 {
            let others = changing.dropFirst().map { Set($0.changes) }
            shared = changing[0].changes.filter { change in others.allSatisfy { $0.contains(change) } }
        }
        let sharedSet = Set(shared)
        for (entry, name) in zip(group.entries, names).prefix(limit) {
            lines.append("  \(mixed ? entry.label + " " : "")\(name): \(entry.message.escapingControlCharacters)")
            lines += changeLines(entry.changes.filter { !sharedSet.contains($0) }, indent: 4, limit: limit)
        }
        if group.entries.count > limit { lines.append("  … \(group.entries.count - limit) more variants of this spec in the report") }
        if !shared.isEmpty {
            let sharers = changing.map { $0.variant.escapingControlCharacters }
            let who = changing.count < group.entries.count ? "in " + sharers.prefix(6).joined(separator: ", ") + (sharers.count > 6 ? ", +\(sharers.count - 6) more" : "")
                : changing.count == 2 ? "in both" : "in all \(changing.count)"
            lines.append("  \(who):")
            lines += changeLines(shared, indent: 4, limit: limit)
        }
        return lines
    }

    /// Changes, one a line, at most `limit` of them.
    static func changeLines(_ changes: [String], indent: Int, limit: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        var lines = changes.prefix(limit).map { pad + $0.escapingControlCharacters }
        if changes.count > limit { lines.append("\(pad)… \(changes.count - limit) more change\(changes.count - limit == 1 ? "" : "s") in the report") }
        return lines
    }
}
