/// The file formats the backend writes.
public enum OutputFormat: String, Sendable, Hashable, Codable, CaseIterable {
    case png, svg, pdf

    /// The file extension, without a dot.
    public var fileExtension: String { rawValue }
}
