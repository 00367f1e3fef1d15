import ListshotText

extension LayoutWarning {
    /// The warning for a system symbol name the table does not hold: what is wrong, what draws
    /// instead, and the names that do exist for its base (docs/symbols.md "Unknown names").
    ///
    /// ```swift
    /// LayoutWarning.unknownSymbol(element: "view.symbol", name: "chevron.right.fill")
    /// // view.symbol: "chevron.right.fill" is not a symbol Listshot draws: chevron.right has …
    /// ```
    public static func unknownSymbol(element: String, name: String) -> LayoutWarning {
        let shown = name.count > 60 ? String(name.prefix(60)) + "…" : name
        let head = "\"\(shown.escapingControlCharacters)\" is not a symbol Listshot draws"
        let tail = "; it draws a question-mark placeholder of the same size. Use a name from docs/symbols.md, "
            + "or add a row for it to Scripts/symbols-table.txt and run Scripts/generate-symbols.py."
        if let (entry, _) = SystemSymbol.parse(name) {
            let names = SymbolVariants.all.filter { entry.has($0) }.map { entry.baseName + $0.suffix }
            return LayoutWarning(element: element, message: head + ": \(entry.baseName) has only " + names.joined(separator: ", ") + tail)
        }
        return LayoutWarning(element: element, message: head + tail)
    }
}
