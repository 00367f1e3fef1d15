import Foundation
import Testing

/// The Debian packages of the pipelines (docs/ci.md, "Debian packages"): the runtime list covers
/// what the built binary links, and only the build job reaches a package index.
@Suite("CI pipelines: Debian packages")
struct PipelinePackageTests {
    /// Every library the binary loads comes from a package the list names or that a named package
    /// depends on; every library it names itself is listed outright. Libraries of the Swift image
    /// (glibc, the C++ runtime) and files no package owns (the debug build's Swift runtime, which
    /// release builds link statically) are left out (docs/ci.md).
    @Test func theRuntimePackagesCoverWhatTheBinaryLinks() throws {
        let libraries = try PipelinePackages.libraries(of: CLI.binary.path)
        #expect(libraries.contains { $0.soname.hasPrefix("libcairo") }, "ldd found no cairo in \(libraries.map(\.soname))")
        let owners = try PipelinePackages.owners(libraries.map(\.path))
        let owned = libraries.compactMap { library in owners[library.path].flatMap { $0 }.map { (library, $0) } }
        #expect(owned.count >= 10, "dpkg -S found the packages of only \(owned.map(\.1))")
        for (file, jobs) in try PipelineLintTests.bothPipelines() {
            let listed = try PipelinePackages.runtimeList(jobs, file: file)
            let installed = try PipelinePackages.withDependencies(listed)
            for (library, package) in owned where !PipelinePackages.inTheSwiftImage.contains(package) {
                #expect(installed.contains(package), "\(file): \(library.soname) (\(library.path)) is in \(package), which the runtime packages neither name nor bring")
                if library.direct {
                    #expect(listed.contains(package), "\(file): the binary links \(library.soname) itself; name its package \(package) in the runtime packages")
                }
            }
        }
    }

    /// Once per pipeline: only the build job downloads the runtime packages (and GitLab's note job
    /// its curl and jq); the jobs that run the binary install the build job's files, offline.
    @Test func onlyTheBuildJobReadsAPackageIndex() throws {
        for (file, jobs) in try PipelineLintTests.bothPipelines() {
            let updating = Set(jobs.filter { job in job.chunks.contains { $0.shell?.contains("apt-get update") == true } }.map(\.name))
            #expect(updating.isSubset(of: ["build", "build-listshot", "listshot-note"]), "\(file): \(updating.sorted()) run apt-get update")
            let installers = jobs.filter { job in job.chunks.contains { $0.shell?.contains("apt-get install") == true } }
            for job in installers where !["build", "build-listshot", "listshot-note"].contains(job.name) {
                let installs = job.chunks.compactMap(\.shell).filter { $0.contains("apt-get install") }
                #expect(installs.allSatisfy { $0.contains("--no-download") && $0.contains(".listshot/debs/*.deb") },
                        "\(file): \(job.name) installs from somewhere other than the build job's .listshot/debs:\n\(installs)")
            }
            #expect(installers.count >= 3, "\(file): only \(installers.map(\.name)) install packages")
        }
    }
}
