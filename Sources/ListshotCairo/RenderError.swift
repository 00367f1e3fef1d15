/// A problem that stops the backend from drawing, with what to do about it.
public enum RenderError: Error, Sendable, Hashable, CustomStringConvertible {
    case fontsMissing(files: [String], packages: String)
    case fontUnreadable(path: String, package: String)
    case unknownFontFamily(String, known: [String])
    case imageNotFound(path: String, element: String)
    /// The image cannot be drawn; `reason` says why and, when it ends with a full stop, what to do.
    case imageUnreadable(path: String, element: String, reason: String)
    /// Drawing this image would take the render's decoded images past ``ImageBudget/pixelsPerRender``.
    case imageBudgetExceeded(path: String, element: String, pixels: Int, budget: Int)
    case surfaceFailed(String)
    case backend(String)

    public var description: String {
        switch self {
        case .fontsMissing(let files, let packages):
            return "Font files are missing: \(files.joined(separator: ", ")). Install them with `apt-get install \(packages)` (the README's set-up command does this)."
        case .fontUnreadable(let path, let package) where package.isEmpty:
            return "The brand font file \(path) cannot be read any more. Restore it, or remove it from the theme."
        case .fontUnreadable(let path, let package):
            return "The font file \(path) cannot be read. Reinstall it with `apt-get install --reinstall \(package)`."
        case .unknownFontFamily(let family, let known):
            return "The font family '\(family)' is not one Listshot ships. Use one of: \(known.joined(separator: ", "))."
        case .imageNotFound(let path, let element):
            return "\(element): the image \(path) does not exist. Check the path; relative paths start at the spec file's folder."
        case .imageUnreadable(let path, let element, let reason):
            if reason.hasSuffix(".") { return "\(element): the image \(path) cannot be drawn. \(reason)" }
            return "\(element): the image \(path) is not a readable PNG (\(reason)). Re-export it as PNG."
        case .imageBudgetExceeded(let path, let element, let pixels, let budget):
            return "\(element): the image \(path) would bring this render's decoded images to \(pixels) pixels, over the budget of \(budget) pixels per render (one 8192×8192 image). Use smaller images or fewer distinct ones."
        case .surfaceFailed(let message):
            return "Cairo could not create the drawing surface: \(message)."
        case .backend(let message):
            return "The Cairo/Pango backend failed: \(message)."
        }
    }
}
