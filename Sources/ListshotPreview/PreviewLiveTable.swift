import Foundation
import ListshotPreviews
import ListshotSpec

/// One preview the live preview serves: the spec its last run made (nil for a file that has not
/// drawn yet and only shows its error), the user's Swift file, and which `--previews` source it is of.
package struct PreviewLiveEntry: Sendable {
    package var spec: ScreenSpec?
    package var file: String
    package var source: Int
    /// Its place among its file's previews, in source order.
    package var position: Int
}

/// The previews the live preview serves, by name (`LABEL/FILE/NAME`, e.g.
/// `Landmarks/Views/LandmarkRow.swift/Dark`, so the index groups them by Swift file), and the error
/// each Swift file shows instead of its previews while it does not build (docs/preview.md, "Previews").
/// A run replaces the previews of the files it ran and marks those of the files that failed; the
/// others are left as they were.
///
/// ```swift
/// var table = PreviewLiveTable()
/// let change = table.apply(loaded, sources: sources, source: source, index: 0, ran: nil)
/// change.render   // the names to draw again
/// ```
package struct PreviewLiveTable: Sendable {
    package var entries: [String: PreviewLiveEntry] = [:]
    /// The names in order: by source, by Swift file, by place in the file.
    package var names: [String] = []
    /// A Swift file's error (it does not build, or a preview of it stopped the runner), by file path.
    package var fileErrors: [String: String] = [:]
    /// A source's error (its folder cannot be read, the build fails outside the user's files), by source index.
    package var sourceErrors: [Int: String] = [:]
    /// The sources whose first run is done.
    package var ready: Set<Int> = []

    package init() {}

    /// What one ``apply(_:sources:source:index:ran:)`` changed.
    package struct Change: Sendable, Equatable {
        /// Names with a new spec: to draw again.
        package var render: [String] = []
        /// Names whose file does not build: their last good images stay, with the error.
        package var errored: [String] = []
        /// Whether names were added or removed (the index changed).
        package var listing = false
    }

    /// The name of a preview of `file`: `LABEL/[MODULE/]RELATIVE-PATH/NAME`; without `name`, the
    /// file's own entry (shown while it has no preview drawn).
    package static func name(label: String, file: PreviewSourceFile, sources: PreviewSources, preview: String?) -> String {
        let module = sources.modules.count > 1 ? (sources.modules.first { $0.files.contains(file) }?.name).map { $0 + "/" } ?? "" : ""
        let base = "\(label)/\(module)\(file.relativePath)"
        return preview.map { "\(base)/\($0)" } ?? base
    }

    /// A file's error as the page shows it: `LABEL/RELATIVE-PATH:LINE:COLUMN: MESSAGE`, then what to do.
    package static func errorText(_ failure: PreviewBuildFailure, label: String, file: PreviewSourceFile?) -> String {
        var shown = failure
        shown.file = file.map { "\(label)/\($0.relativePath)" } ?? (failure.file as NSString).lastPathComponent
        return "\(shown.summary)\nThe previews of this file are not drawn while it does not build; below is their last good render."
    }

    /// Applies one run of `source` (number `index`); `ran` is the files whose previews were run (nil: all).
    package mutating func apply(_ loaded: PreviewSnapshots, sources: PreviewSources, source: PreviewSwiftSource, index: Int,
                                ran: Set<String>?) -> Change {
        apply(specs: loaded.specs, failures: loaded.failures, problems: loaded.previewProblems.map { ($0.file, $0.message) },
              sources: sources, source: source, index: index, ran: ran)
    }

    /// ``apply(_:sources:source:index:ran:)`` from the run's parts: the specs drawn, the files that
    /// did not build, and the previews that could not be drawn (by file).
    package mutating func apply(specs: [ScreenSpec], failures: [PreviewBuildFailure], problems previewProblems: [(file: String, message: String)],
                                sources: PreviewSources, source: PreviewSwiftSource, index: Int, ran: Set<String>?) -> Change {
        var change = Change()
        let files = sources.modules.flatMap(\.files)
        let paths = Set(files.map(\.path))
        let before = Set(entries.keys)
        sourceErrors[index] = nil
        ready.insert(index)
        // Files that left the sources take their previews and errors with them.
        for (name, entry) in entries where entry.source == index && !paths.contains(entry.file) { entries[name] = nil }
        for path in fileErrors.keys where !paths.contains(path) && source.owns(PreviewDependencies.standard(path)) { fileErrors[path] = nil }
        var failed: [String: String] = [:]
        for failure in failures {
            failed[failure.file] = Self.errorText(failure, label: source.label, file: files.first { $0.path == failure.file })
        }
        var problems: [String: [String]] = [:]
        for problem in previewProblems { problems[problem.file, default: []].append(problem.message) }
        for file in files {
            if let error = failed[file.path] {
                fileErrors[file.path] = error
                if !entries.values.contains(where: { $0.file == file.path }) {
                    let name = Self.name(label: source.label, file: file, sources: sources, preview: nil)
                    entries[name] = PreviewLiveEntry(spec: nil, file: file.path, source: index, position: -1)
                }
                change.errored += entries.filter { $0.value.file == file.path }.map(\.key).sorted()
                continue
            }
            guard ran?.contains(file.path) ?? true else { continue }
            for (name, entry) in entries where entry.file == file.path { entries[name] = nil }
            for (position, spec) in specs.enumerated() where spec.file == file.path {
                let name = Self.name(label: source.label, file: file, sources: sources, preview: spec.name)
                entries[name] = PreviewLiveEntry(spec: spec, file: file.path, source: index, position: position)
                change.render.append(name)
            }
            fileErrors[file.path] = problems[file.path].map { $0.joined(separator: "\n") }
            // A file whose every preview stopped the runner keeps an entry that shows why.
            if fileErrors[file.path] != nil, !entries.values.contains(where: { $0.file == file.path }) {
                let name = Self.name(label: source.label, file: file, sources: sources, preview: nil)
                entries[name] = PreviewLiveEntry(spec: nil, file: file.path, source: index, position: -1)
                change.errored.append(name)
            }
        }
        order()
        change.listing = Set(entries.keys) != before
        return change
    }

    /// Marks every preview of `index` with the source's error (the run did not happen).
    package mutating func fail(source index: Int, message: String) -> Change {
        sourceErrors[index] = message
        ready.insert(index)
        return Change(render: [], errored: entries.filter { $0.value.source == index }.map(\.key).sorted(), listing: false)
    }

    /// The files with an error now, of `index`: a run includes them, so a fix elsewhere clears them.
    package func erroredFiles(source index: Int) -> Set<String> {
        Set(fileErrors.keys.filter { path in entries.values.contains { $0.source == index && $0.file == path } })
    }

    /// The error a preview's page shows: its source's, else its file's.
    package func error(for name: String) -> String? {
        guard let entry = entries[name] else { return nil }
        return sourceErrors[entry.source] ?? fileErrors[entry.file]
    }

    /// Puts ``names`` in order: sources, then files in path order, then place in the file.
    mutating func order() {
        names = entries.sorted { a, b in
            if a.value.source != b.value.source { return a.value.source < b.value.source }
            if a.value.file != b.value.file { return a.value.file < b.value.file }
            if a.value.position != b.value.position { return a.value.position < b.value.position }
            return a.key < b.key
        }.map(\.key)
    }
}
