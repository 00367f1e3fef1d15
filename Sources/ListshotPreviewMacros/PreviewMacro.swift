import ListshotPreviewNaming
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview("Name", traits: .sizeThatFitsLayout) { MyView() }` at file scope expands to a public entry
/// point a preview runner in another module calls by its label:
///
/// ```swift
/// @MainActor public func __listshotPreview(_MyView_x2E_swift_L12_C1: Void) -> SwiftUI.PreviewRegistration {
///     SwiftUI.PreviewRegistration(name: "Name", traits: [.sizeThatFitsLayout], fileID: "App/MyView.swift",
///                                 line: 12, column: 1, body: { MyView() })
/// }
/// ```
///
/// The label is `PreviewEntryName.label(fileName:line:column:)` of where the `#` stands, so every
/// `#Preview` of a module is its own overload, and the body keeps seeing the file's private declarations.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        if !context.lexicalContext.isEmpty { throw diagnostic(.notAtFileScope, at: Syntax(node.pound)) }
        let parts = try PreviewArguments(node)
        guard let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID),
              let fileID = location.file.as(StringLiteralExprSyntax.self)?.representedLiteralValue,
              let line = location.line.as(IntegerLiteralExprSyntax.self)?.representedLiteralValue,
              let column = location.column.as(IntegerLiteralExprSyntax.self)?.representedLiteralValue else {
            throw diagnostic(.noLocation, at: Syntax(node.pound))
        }
        let fileName = fileID.split(separator: "/").last.map(String.init) ?? fileID
        let label = PreviewEntryName.label(fileName: fileName, line: line, column: column)
        let name = parts.name?.trimmed ?? ExprSyntax(NilLiteralExprSyntax())
        let traits = "[" + parts.traits.map(\.trimmedDescription).joined(separator: ", ") + "]"
        let head = "SwiftUI.PreviewRegistration(name: \(name), traits: \(traits), fileID: \(location.file), line: \(line), column: \(column)"
        // A closure body stays a trailing closure, as written; any other body is passed as `body:`.
        let call: ExprSyntax = if let closure = parts.body.as(ClosureExprSyntax.self) {
            "\(raw: head)) \(closure.trimmed)"
        } else {
            "\(raw: head), body: \(parts.body.trimmed))"
        }
        return ["""
            @MainActor public func __listshotPreview(\(raw: label): Void) -> SwiftUI.PreviewRegistration {
                \(call)
            }
            """]
    }

    static func diagnostic(_ message: PreviewMacroDiagnostic, at node: Syntax) -> DiagnosticsError {
        DiagnosticsError(diagnostics: [Diagnostic(node: node, message: message)])
    }
}

/// A `#Preview`'s arguments as Apple's signatures name them: an optional unlabelled name, `traits:` with
/// further unlabelled traits after it, and the body as `body:` or a trailing closure.
struct PreviewArguments {
    var name: ExprSyntax?
    var traits: [ExprSyntax] = []
    var body: ExprSyntax

    init(_ node: some FreestandingMacroExpansionSyntax) throws {
        var name: ExprSyntax?
        var body: ExprSyntax?
        var inTraits = false
        for argument in node.arguments {
            switch argument.label?.text {
            case nil where inTraits:
                traits.append(argument.expression)
            case nil:
                guard name == nil, body == nil else { throw PreviewMacro.diagnostic(.unexpectedArgument, at: Syntax(argument)) }
                name = argument.expression
            case "traits":
                guard !inTraits, body == nil else { throw PreviewMacro.diagnostic(.unexpectedArgument, at: Syntax(argument)) }
                inTraits = true
                traits.append(argument.expression)
            case "body":
                guard body == nil else { throw PreviewMacro.diagnostic(.unexpectedArgument, at: Syntax(argument)) }
                body = argument.expression
            default:
                throw PreviewMacro.diagnostic(.unexpectedArgument, at: Syntax(argument))
            }
        }
        if let closure = node.trailingClosure {
            guard body == nil else { throw PreviewMacro.diagnostic(.unexpectedArgument, at: Syntax(closure)) }
            body = ExprSyntax(closure)
        }
        if let extra = node.additionalTrailingClosures.first {
            throw PreviewMacro.diagnostic(.unexpectedArgument, at: Syntax(extra))
        }
        guard let body else { throw PreviewMacro.diagnostic(.missingBody, at: Syntax(node.macroName)) }
        self.name = name
        self.body = body
    }
}

/// What can be wrong with a `#Preview`, each with what to write instead.
enum PreviewMacroDiagnostic: String, DiagnosticMessage {
    case missingBody
    case notAtFileScope
    case unexpectedArgument
    case noLocation

    var message: String {
        switch self {
        case .missingBody:
            return "#Preview needs a body that returns the view to preview: #Preview(\"Name\") { MyView() }"
        case .notAtFileScope:
            return "#Preview must be at the top level of a file, outside any type or function, as in Xcode"
        case .unexpectedArgument:
            return "#Preview takes an optional name, then traits: and more traits, then a body: #Preview(\"Name\", traits: .sizeThatFitsLayout) { MyView() }"
        case .noLocation:
            return "#Preview could not learn its file and line from the compiler; please report this as a Listshot bug"
        }
    }

    var diagnosticID: MessageID { MessageID(domain: "ListshotPreviewMacros", id: rawValue) }
    var severity: DiagnosticSeverity { .error }
}
