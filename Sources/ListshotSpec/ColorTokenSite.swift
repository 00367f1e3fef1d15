import ListshotCore

/// Where a spec, or a component it uses, names a theme colour token: the file, line and column of
/// the name, and for a component's token the component and the spec line that used it. Layout
/// finds a token missing from the theme; these sites let the message point at the text
/// (docs/views.md, "Components").
///
/// ```swift
/// let site = spec.colorTokenSites.first { $0.token == "neutralLow" }
/// print(site?.location ?? "")   // Components/PendingTag.yaml:4:32
/// ```
public struct ColorTokenSite: Sendable, Hashable, Codable {
    /// The token's name as written.
    public var token: String
    /// The file the name is written in: the spec, or a component's file.
    public var file: String
    public var line: Int?
    public var column: Int?
    /// The component whose body holds the name (the innermost, when components nest); nil in the spec's own views.
    public var component: String?
    /// `spec.yaml:LINE:COLUMN`: where the spec itself uses the (outermost) component; nil in the spec's own views.
    public var usedAt: String?

    public init(token: String, file: String, line: Int?, column: Int?, component: String? = nil, usedAt: String? = nil) {
        self.token = token; self.file = file; self.line = line; self.column = column
        self.component = component; self.usedAt = usedAt
    }

    /// `file:line:column`, with as much of the position as is known.
    public var location: String {
        guard let line else { return file }
        return "\(file):\(line)" + (column.map { ":\($0)" } ?? "")
    }
}

/// The component a reader is reading the body of, and where the spec used it.
struct ComponentUse {
    let name: String
    /// The spec's own `component:` position of the outermost use.
    let usedAt: String
}

/// The sites found so far in one parse, shared by the readers of the spec and of its components.
/// Bounded: a spec names at most ``maximumSites`` tokens worth remembering.
final class ColorTokenSites {
    static let maximumSites = 10_000
    private(set) var sites: [ColorTokenSite] = []
    private var seen: Set<ColorTokenSite> = []

    /// Remembers one site; the same place read again (a component used twice) is kept once.
    func add(_ site: ColorTokenSite) {
        guard sites.count < Self.maximumSites, seen.insert(site).inserted else { return }
        sites.append(site)
    }
}
