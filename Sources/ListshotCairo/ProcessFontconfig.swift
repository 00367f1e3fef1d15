import CCairo

/// Makes an empty configuration the process's default fontconfig configuration, for processes
/// that render only through Listshot (the CLI).
///
/// Every font Listshot draws comes from its private configuration (``FontConfiguration``), but
/// Pango's font map also starts a thread that loads the *system* configuration (parsing
/// /etc/fonts and reading every directory cache) and waits for it before its first use, work
/// a cold render never needs. With an empty configuration already current, that load is skipped.
/// Renders are unchanged: the catalog verifies pixel for pixel with and without it.
///
/// ```swift
/// ProcessFontconfig.useEmptyDefault()   // first thing in main, before any rendering
/// ```
public enum ProcessFontconfig {
    /// Call once, before any font map exists; later calls do nothing.
    public static func useEmptyDefault() {
        _ = installed
    }

    private static let installed: Bool = {
        guard let config = FcConfigCreate() else { return false }
        // FcConfigSetCurrent takes its own reference; the configuration lives for the process.
        return FcConfigSetCurrent(config) != 0
    }()
}
