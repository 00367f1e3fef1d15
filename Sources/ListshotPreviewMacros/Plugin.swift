import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that holds Listshot's `#Preview` macro.
@main
struct ListshotPreviewMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [PreviewMacro.self]
}
