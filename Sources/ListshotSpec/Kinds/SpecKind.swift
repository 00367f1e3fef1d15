import ListshotCore

/// A registry of the kinds a spec slot can hold: each case's raw value is its spec key, written nowhere else.
///
/// The allowed keys, "did you mean" suggestions and the messages that list the kinds all come from `allCases`.
///
/// ```swift
/// ControlKind.specKeys                       // ["navigation", "switch", …]
/// ControlKind.present(in: keys).map(\.kind)  // the kinds a mapping names, in registry order
/// ```
protocol SpecKind: RawRepresentable, CaseIterable, Sendable where RawValue == String {}

extension SpecKind {
    /// Every kind's spec key, in registry order.
    static var specKeys: [String] { allCases.map(\.rawValue) }

    /// The spec keys as a message lists them: `a, b, c`.
    static var keyList: String { specKeys.joined(separator: ", ") }

    /// The kinds whose keys `keys` holds, with their values, in registry order.
    static func present(in keys: [String: SpecNode]) -> [(kind: Self, node: SpecNode)] {
        allCases.compactMap { kind in keys[kind.rawValue].map { (kind, $0) } }
    }
}

extension ComponentKind: SpecKind {}
