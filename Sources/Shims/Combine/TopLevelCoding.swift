// Combine's coder protocols. Packages that write `#if canImport(Combine)` (Yams) find this shim
// module in the build and import `Combine.TopLevelDecoder`, so it must exist, with Apple's shape.

/// A decoder of values from one top-level input (Combine `TopLevelDecoder`).
///
/// ```swift
/// extension JSONDecoder: TopLevelDecoder {}
/// ```
public protocol TopLevelDecoder {
    associatedtype Input
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

/// An encoder of values to one top-level output (Combine `TopLevelEncoder`).
///
/// ```swift
/// extension JSONEncoder: TopLevelEncoder {}
/// ```
public protocol TopLevelEncoder {
    associatedtype Output
    func encode<T: Encodable>(_ value: T) throws -> Output
}
