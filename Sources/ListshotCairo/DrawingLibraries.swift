import CLazyLink

/// The drawing libraries (cairo, pango, fontconfig, harfbuzz and what they pull in), which load
/// at the first call to any of their functions.
///
/// On x86-64 Linux every function Listshot calls in them goes through a trampoline
/// (`Sources/CLazyLink`), and the release build drops them from the binary's start-up list
/// (`Scripts/prune-needed.sh`): a command that draws nothing, such as `listshot diff`, never
/// loads the 35 libraries they pull in: `--version` 5 ms instead of 10. (Starting the load on a second
/// core while the arguments are parsed was measured and left out: a cold render 1.00×.)
///
/// ```swift
/// let loaded = DrawingLibraries.isLoaded   // false until the first drawing call
/// ```
public enum DrawingLibraries {
    /// Whether the libraries are loaded and every trampoline bound.
    public static var isLoaded: Bool {
        listshot_lazy_link_is_bound() != 0
    }

    /// The functions reached through trampolines (empty where the libraries are linked as usual).
    public static var deferredFunctions: [String] {
        (0..<Int(listshot_lazy_link_function_count())).compactMap { index in
            listshot_lazy_link_function_name(Int32(index)).map { String(cString: $0) }
        }
    }
}
