import Foundation
import ListshotImage
import SwiftIfConfig
import SwiftParser
import SwiftSyntax

/// Finds the previews of a Swift file in source, without compiling it: `#Preview` macros and
/// `PreviewProvider` types at file scope (also inside active `#if` clauses), the file's imports, and
/// the names it declares and uses (docs/previews.md, "What a preview depends on").
///
/// ```swift
/// let file = PreviewScanner.scan(source: text, path: path, relativePath: "LandmarkRow.swift")
/// ```
public enum PreviewScanner {
    /// Names every SwiftUI view or provider declares; a use of one says nothing about another file.
    static let commonMembers: Set<String> = ["body", "previews", "id", "init", "self", "Self", "some", "any"]

    public static func scan(source: String, path: String, relativePath: String,
                            configuration: PreviewBuildConfiguration = PreviewBuildConfiguration()) -> PreviewSourceFile {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: relativePath, tree: tree)
        let fileName = (relativePath as NSString).lastPathComponent
        var previews: [FoundPreview] = []
        var imports: [String] = []
        collect(tree.statements, configuration: configuration) { item in
            if let macro = previewMacro(item) {
                let location = converter.location(for: item.positionAfterSkippingLeadingTrivia)
                previews.append(FoundPreview(form: .macro(name: literalName(macro)), line: location.line, column: location.column,
                                             id: "\(fileName):L\(location.line)C\(location.column)"))
            } else if let decl = item.as(DeclSyntax.self), let type = providerName(decl) {
                let location = converter.location(for: item.positionAfterSkippingLeadingTrivia)
                previews.append(FoundPreview(form: .provider(typeName: type), line: location.line, column: location.column,
                                             id: "\(fileName):\(type)"))
            } else if let decl = item.as(ImportDeclSyntax.self), let first = decl.path.first {
                imports.append(first.name.text)
            }
        }
        let names = NameCollector(viewMode: .sourceAccurate)
        names.walk(tree)
        let referenced = names.used.subtracting(names.declared).subtracting(commonMembers)
        return PreviewSourceFile(path: path, relativePath: relativePath, digest: SHA256.hex(Array(source.utf8)), imports: imports,
                                 declared: names.declared.subtracting(commonMembers), referenced: referenced, previews: previews)
    }

    /// The arguments of a `#Preview` at file scope, which the parser reads as a declaration or,
    /// in top-level code, as an expression.
    static func previewMacro(_ item: Syntax) -> LabeledExprListSyntax? {
        if let decl = item.as(MacroExpansionDeclSyntax.self), decl.macroName.text == "Preview" { return decl.arguments }
        if let expr = item.as(MacroExpansionExprSyntax.self), expr.macroName.text == "Preview" { return expr.arguments }
        if let statement = item.as(ExpressionStmtSyntax.self) { return previewMacro(Syntax(statement.expression)) }
        return nil
    }

    /// Every file-scope item, looking into the active clause of each `#if`.
    static func collect(_ items: CodeBlockItemListSyntax, configuration: PreviewBuildConfiguration, _ visit: (Syntax) -> Void) {
        for item in items {
            guard case .decl(let decl) = item.item else { visit(Syntax(item.item)); continue }
            if let conditional = decl.as(IfConfigDeclSyntax.self) {
                let (active, _) = conditional.activeClause(in: configuration)
                if case .statements(let nested)? = active?.elements { collect(nested, configuration: configuration, visit) }
                if case .decls(let members)? = active?.elements {
                    for member in members { visit(Syntax(member.decl)) }
                }
                continue
            }
            visit(Syntax(decl))
        }
    }

    /// The `#Preview` name when the first argument is an unlabeled plain string literal.
    static func literalName(_ arguments: LabeledExprListSyntax) -> String? {
        guard let first = arguments.first, first.label == nil,
              let literal = first.expression.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text
    }

    /// The type's name when it declares conformance to `PreviewProvider`.
    static func providerName(_ decl: DeclSyntax) -> String? {
        let candidates: [(TokenSyntax, InheritanceClauseSyntax?)] = [
            decl.as(StructDeclSyntax.self).map { ($0.name, $0.inheritanceClause) },
            decl.as(EnumDeclSyntax.self).map { ($0.name, $0.inheritanceClause) },
            decl.as(ClassDeclSyntax.self).map { ($0.name, $0.inheritanceClause) },
        ].compactMap { $0 }
        guard let (name, inheritance) = candidates.first, let inheritance else { return nil }
        let conforms = inheritance.inheritedTypes.contains { inherited in
            let text = inherited.type.trimmedDescription
            return text == "PreviewProvider" || text == "SwiftUI.PreviewProvider"
        }
        return conforms ? name.text : nil
    }
}

/// Collects declared names (types, functions, properties, cases) and used identifiers.
final class NameCollector: SyntaxVisitor {
    var declared = Set<String>()
    var used = Set<String>()

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { declared.insert(node.name.text); return .visitChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { declared.insert(node.name.text); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { declared.insert(node.name.text); return .visitChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { declared.insert(node.name.text); return .visitChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { declared.insert(node.name.text); return .visitChildren }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { declared.insert(node.name.text); return .visitChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { declared.insert(node.name.text); return .visitChildren }
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind { declared.insert(node.name.text); return .visitChildren }
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        // Only properties and globals: a local `let` in a function body names nothing other files see.
        if node.parent?.is(PatternBindingSyntax.self) == true, isMemberOrGlobal(node) { declared.insert(node.identifier.text) }
        return .visitChildren
    }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind { used.insert(node.baseName.text); return .visitChildren }
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind { used.insert(node.name.text); return .visitChildren }
    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind { used.insert(node.name.text); return .visitChildren }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // An extension of another file's type uses that type.
        used.insert(node.extendedType.trimmedDescription)
        return .visitChildren
    }

    private func isMemberOrGlobal(_ node: some SyntaxProtocol) -> Bool {
        var parent = node.parent
        while let current = parent {
            if current.is(CodeBlockSyntax.self) || current.is(ClosureExprSyntax.self) || current.is(AccessorBlockSyntax.self) { return false }
            if current.is(MemberBlockSyntax.self) || current.is(SourceFileSyntax.self) { return true }
            parent = current.parent
        }
        return true
    }
}
