// Combine's coder protocols. Packages that find a `Combine` module (`#if canImport(Combine)`) make
// their decoders conform to `TopLevelDecoder` (Yams does); with this shim in the build, they must
// find it here too (docs/swiftui.md, "The modules around it").

/// A decoder of a whole value from one input (Combine `TopLevelDecoder`).
///
/// ```swift
/// extension JSONDecoder: TopLevelDecoder {}
/// ```
public protocol TopLevelDecoder {
    associatedtype Input
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

/// An encoder of a whole value into one output (Combine `TopLevelEncoder`).
///
/// ```swift
/// extension JSONEncoder: TopLevelEncoder {}
/// ```
public protocol TopLevelEncoder {
    associatedtype Output
    func encode<T: Encodable>(_ value: T) throws -> Output
}
