import Foundation
import Testing

/// App code against the design systems' SwiftUI modules, type-checked by the real compiler against the modules this
/// build made: the forms the docs show compile, and an API Listshot does not draw fails to compile with its name
/// (docs/mistica.md and docs/backpack.md, "Not available").
@Suite("The design systems' SwiftUI API, compiled")
struct DesignSystemAPICompileTests {
    /// One file of app code and what the compiler must say about it: nil when it must compile.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var source: String
        var error: String?
        var testDescription: String { name }
    }

    static let cases: [Case] = misticaCases + backpackCases

    @Test(arguments: cases)
    func typeChecks(_ example: Case) throws {
        let scratch = try Scratch()
        let file = try scratch.write("App.swift", example.source)
        let result = try Run.process("/usr/bin/env", ["swiftc", "-typecheck", "-I", Self.modules.path, file], in: scratch.url)
        if let error = example.error {
            #expect(result.status != 0, "\(example.name) compiled, but must fail with \(error)")
            #expect(result.stderr.contains(error), "\(example.name): the compiler said\n\(result.stderr)")
        } else {
            #expect(result.status == 0, "\(example.name) must compile:\n\(result.stderr)")
        }
    }

    /// The build's module folder (…/debug/Modules), beside the test runner.
    static var modules: URL { CLI.binary.deletingLastPathComponent().appendingPathComponent("Modules") }
}
