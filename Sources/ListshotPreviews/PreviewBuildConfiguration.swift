import SwiftIfConfig
import SwiftSyntax

/// The `#if` conditions as the preview build compiles them (a debug build for Linux against
/// Listshot's `SwiftUI` module), so the scanner sees the previews the compiler will expand:
/// `DEBUG` is set, `os(Linux)` holds, `os(iOS)` does not, and `canImport` holds for the modules
/// the build provides (docs/previews.md, "#if").
///
/// ```swift
/// let configuration = PreviewBuildConfiguration(customConditions: ["DEBUG", "SNAPSHOTS"])
/// ```
public struct PreviewBuildConfiguration: BuildConfiguration, Sendable, Hashable {
    /// Conditions set with `-D`; a debug build sets `DEBUG`.
    public var customConditions: Set<String>
    /// Modules `canImport` finds: the shims, the toolchain's, and the sources' own modules.
    public var importable: Set<String>

    public static let providedModules: Set<String> = [
        "SwiftUI", "Combine", "CoreGraphics", "UIKit", "Foundation", "Observation", "Dispatch", "XCTest", "Testing",
    ]

    public init(customConditions: Set<String> = ["DEBUG"], importable: Set<String> = PreviewBuildConfiguration.providedModules) {
        self.customConditions = customConditions
        self.importable = importable
    }

    public func isCustomConditionSet(name: String) throws -> Bool { customConditions.contains(name) }
    public func hasFeature(name: String) throws -> Bool { false }
    public func hasAttribute(name: String) throws -> Bool { true }
    public func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) throws -> Bool {
        importPath.first.map { importable.contains($0.1) } ?? false
    }
    public func isActiveTargetOS(name: String) throws -> Bool { name == "Linux" }
    public func isActiveTargetArchitecture(name: String) throws -> Bool {
        #if arch(arm64)
        return name == "arm64"
        #else
        return name == "x86_64"
        #endif
    }
    public func isActiveTargetEnvironment(name: String) throws -> Bool { name == "gnu" }
    public func isActiveTargetRuntime(name: String) throws -> Bool { name == "_Native" }
    public func isActiveTargetPointerAuthentication(name: String) throws -> Bool { false }
    public func isActiveTargetObjectFormat(name: String) throws -> Bool { name == "ELF" }
    public var targetPointerBitWidth: Int { 64 }
    public var targetAtomicBitWidths: [Int] { [32, 64] }
    public var endianness: Endianness { .little }
    public var languageVersion: VersionTuple { VersionTuple(6, 0) }
    public var compilerVersion: VersionTuple { VersionTuple(6, 3) }
}
