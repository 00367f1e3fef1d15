/// A problem that stops the backend from drawing, with what to do about it.
public enum RenderError: Error, Sendable, Hashable, CustomStringConvertible {
    case fontsMissing(files: [String], packages: String)
    case fontUnreadable(path: String, package: String)
    case unknownFontFamily(String, known: [String])
    case imageNotFound(path: String, element: String)
    case imageUnreadable(path: String, element: String, reason: String)
    case surfaceFailed(String)
    case backend(String)

    public var description: String {
        switch self {
        case .fontsMissing(let files, let packages):
            return "Font files are missing: \(files.joined(separator: ", ")). Install them with `apt-get install \(packages)` (the README's set-up command does this)."
        case .fontUnreadable(let path, let package):
            return "The font file \(path) cannot be read. Reinstall it with `apt-get install --reinstall \(package)`."
        case .unknownFontFamily(let family, let known):
            return "The font family '\(family)' is not one Listshot ships. Use one of: \(known.joined(separator: ", "))."
        case .imageNotFound(let path, let element):
            return "\(element): the image \(path) does not exist. Check the path; relative paths start at the spec file's folder."
        case .imageUnreadable(let path, let element, let reason):
            return "\(element): the image \(path) is not a readable PNG (\(reason)). Re-export it as PNG."
        case .surfaceFailed(let message):
            return "Cairo could not create the drawing surface: \(message)."
        case .backend(let message):
            return "The Cairo/Pango backend failed: \(message)."
        }
    }
}
