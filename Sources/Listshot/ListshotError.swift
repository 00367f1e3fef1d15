import ListshotCairo
import ListshotCore
import ListshotSpec
import ListshotThemes

/// Every error a user can cause, in one type, each turned into one clear message at the edge.
///
/// ```swift
/// do { try renderer.render(spec) } catch { print(error.description) }
/// ```
public enum ListshotError: Error, Sendable, CustomStringConvertible {
    case spec(SpecError)
    case theme(ThemeError)
    case layout(LayoutError, spec: String)
    case render(RenderError, spec: String)
    case io(path: String, message: String)
    case usage(String)

    public var description: String {
        switch self {
        case .spec(let e): return e.description
        case .theme(let e): return e.description
        case .layout(let e, let spec): return spec.isEmpty ? e.description : "\(spec): \(e.description)"
        case .render(let e, let spec): return spec.isEmpty ? e.description : "\(spec): \(e.description)"
        case .io(let path, let message): return "\(path): \(message)"
        case .usage(let message): return message
        }
    }
}
