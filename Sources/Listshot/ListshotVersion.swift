/// The version of Listshot, printed by `listshot --version`: one place to bump on release.
///
/// ```swift
/// print(ListshotVersion.current)  // "0.9.0"
/// ```
public enum ListshotVersion {
    public static let current = "0.9.0"
}
