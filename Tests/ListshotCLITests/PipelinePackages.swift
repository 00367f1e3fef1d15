import Foundation

/// The Debian packages a pipeline installs for the jobs that only run the binary: the lines its
/// build job writes to `.listshot/debs/packages.txt` (docs/ci.md, "Debian packages"), and what the
/// binary links, read with `ldd`, `readelf` and `dpkg`.
///
/// ```swift
/// let packages = try PipelinePackages.runtimeList(jobs)
/// ```
enum PipelinePackages {
    /// Packages of libraries the `swift:6.3-bookworm` image already has (glibc and the C and C++
    /// runtimes the toolchain needs); the pipelines need not install them (docs/ci.md).
    static let inTheSwiftImage: Set<String> = ["libc6", "libgcc-s1", "libstdc++6"]

    /// The heredoc that writes `.listshot/debs/packages.txt`, one package a line; exactly one per file.
    static func runtimeList(_ jobs: [PipelineJob], file: String) throws -> [String] {
        let writers = jobs.flatMap(\.chunks).compactMap(\.shell).filter { $0.contains("> .listshot/debs/packages.txt <<'PACKAGES'") }
        guard writers.count == 1, let writer = writers.first else {
            throw PipelineError("\(file): \(writers.count) steps write .listshot/debs/packages.txt; the build job's one should")
        }
        let lines = writer.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard let start = lines.firstIndex(where: { $0.hasSuffix("<<'PACKAGES'") }),
              let end = lines[(start + 1)...].firstIndex(of: "PACKAGES") else {
            throw PipelineError("\(file): the packages.txt heredoc has no closing PACKAGES line")
        }
        return Array(lines[(start + 1)..<end])
    }

    /// The libraries `binary` loads (`ldd`), each with its file and whether the binary names it
    /// itself (`readelf -d` NEEDED) rather than through another library.
    static func libraries(of binary: String) throws -> [(soname: String, path: String, direct: Bool)] {
        let ldd = try Run.process("/usr/bin/ldd", [binary])
        guard ldd.status == 0 else { throw PipelineError("ldd \(binary) failed: \(ldd.stderr)") }
        let readelf = try Run.process("/usr/bin/readelf", ["-d", binary])
        guard readelf.status == 0 else { throw PipelineError("readelf -d \(binary) failed (binutils): \(readelf.stderr)") }
        let needed = Set(readelf.stdout.split(separator: "\n").filter { $0.contains("(NEEDED)") }.compactMap { line -> String? in
            guard let open = line.firstIndex(of: "["), let close = line.lastIndex(of: "]") else { return nil }
            return String(line[line.index(after: open)..<close])
        })
        return ldd.stdout.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ").map(String.init).map { $0.trimmingCharacters(in: .whitespaces) }
            guard let first = words.first else { return nil }
            if let arrow = words.firstIndex(of: "=>"), arrow + 1 < words.count, words[arrow + 1].hasPrefix("/") {
                return (first, words[arrow + 1], needed.contains(first))
            }
            // The loader itself: `/lib64/ld-linux-x86-64.so.2 (0x…)`.
            guard first.hasPrefix("/") else { return nil }
            let name = (first as NSString).lastPathComponent
            return (name, first, needed.contains(name))
        }
    }

    /// The package that owns each of `paths` (as given, its real path, or with `/usr` added or
    /// dropped: Debian 12 merged `/lib` into `/usr/lib`), or nil for a file no package owns.
    static func owners(_ paths: [String]) throws -> [String: String?] {
        func variants(_ path: String) -> [String] {
            let real = (path as NSString).resolvingSymlinksInPath
            return [path, real].flatMap { [$0, $0.hasPrefix("/usr/") ? String($0.dropFirst(4)) : "/usr" + $0] }
        }
        let query = try Run.process("/usr/bin/dpkg", ["-S"] + Array(Set(paths.flatMap(variants))))
        var byPath: [String: String] = [:]
        for line in query.stdout.split(separator: "\n") {
            guard let separator = line.range(of: ": ") else { continue }
            let package = line[..<separator.lowerBound].split(separator: ",").first.map { String($0.split(separator: ":")[0]).trimmingCharacters(in: .whitespaces) }
            byPath[String(line[separator.upperBound...])] = package
        }
        var result: [String: String?] = [:]
        for path in paths { result[path] = variants(path).lazy.compactMap { byPath[$0] }.first }
        return result
    }

    /// Every package `apt-get install` of `packages` brings, read from dpkg's database of the
    /// installed packages: each one's Depends and Pre-Depends (every alternative), transitively.
    static func withDependencies(_ packages: [String]) throws -> Set<String> {
        let query = try Run.process("/usr/bin/dpkg-query", ["-W", "-f", "${Package}\t${Depends}, ${Pre-Depends}\n"])
        var depends: [String: [String]] = [:]
        for line in query.stdout.split(separator: "\n") {
            let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { continue }
            depends[parts[0], default: []] += parts[1].split(whereSeparator: { $0 == "," || $0 == "|" }).compactMap { item in
                item.split(separator: " ").first.map { String($0.split(separator: ":")[0]) }
            }
        }
        var found = Set<String>()
        var queue = packages
        while let next = queue.popLast() {
            guard found.insert(next).inserted else { continue }
            queue += depends[next] ?? []
        }
        return found
    }
}
