import Foundation
import Testing

/// Distinct, stable names for the snapshots of one test: `<test>.<name>` with `named:`, else
/// `<test>.<n>` numbered from 1 in call order; a parameterised Swift Testing case adds its
/// arguments, `<test>(<arguments>).<n>`, so each argument has its own references.
enum SnapshotNaming {
    private static let lock = NSLock()
    private nonisolated(unsafe) static var counters: [String: Int] = [:]

    /// The next name for a call in `testName` of `filePath`.
    static func next(named name: String?, testName: String, filePath: String) -> String {
        let test = sanitize(baseName(testName)) + argumentSuffix()
        if let name { return "\(test).\(sanitize(name))" }
        let key = filePath + "\u{0}" + test + "\u{0}" + testIdentity()
        lock.lock()
        defer { lock.unlock() }
        let number = (counters[key] ?? 0) + 1
        counters[key] = number
        return "\(test).\(number)"
    }

    /// `check(theme:)` → `check`: a parameterised test's labels say nothing its arguments do not.
    static func baseName(_ function: String) -> String {
        guard function.hasSuffix(":)"), let open = function.firstIndex(of: "(") else { return function }
        return String(function[..<open])
    }

    /// `testSettings()` → `testSettings`, `boxed cells` → `boxed-cells`.
    static func sanitize(_ name: String) -> String {
        let trimmed = name.hasSuffix("()") ? String(name.dropLast(2)) : name
        let mapped = trimmed.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" }
        var result = String(mapped)
        while result.contains("--") { result = result.replacingOccurrences(of: "--", with: "-") }
        return result.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
    }

    /// The running Swift Testing test's id, or empty under XCTest.
    static func testIdentity() -> String {
        Test.current.map { String(describing: $0.id) } ?? ""
    }

    /// `(argument, …)` for a parameterised Swift Testing case, else empty. Swift Testing does not
    /// publish a case's arguments, so they are read by reflection of `Test.Case.current`; each
    /// value is described as Swift Testing describes it (`String(describingForTest:)`).
    static func argumentSuffix() -> String {
        guard let testCase = Test.Case.current, testCase.isParameterized else { return "" }
        let values = arguments(of: testCase).map { sanitize(String(describingForTest: $0)) }
        guard !values.isEmpty else { return "" }
        let joined = values.joined(separator: "_")
        return "(" + (joined.count > 80 ? String(joined.prefix(80)) : joined) + ")"
    }

    static func arguments(of testCase: Test.Case) -> [Any] {
        guard let list = find("arguments", in: testCase, depth: 4) else { return [] }
        return Mirror(reflecting: list).children.compactMap { Mirror(reflecting: $0.value).descendant("value") }
    }

    /// The first child labelled `label`, searched breadth-first down to `depth` levels
    /// (Swift Testing 6.x keeps them at `_kind.parameterized.arguments`).
    static func find(_ label: String, in value: Any, depth: Int) -> Any? {
        var level: [Any] = [value]
        for _ in 0..<depth {
            var next: [Any] = []
            for item in level {
                for child in Mirror(reflecting: item).children {
                    if child.label == label { return child.value }
                    next.append(child.value)
                }
            }
            level = next
        }
        return nil
    }
}
