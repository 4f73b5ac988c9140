import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview`, as SwiftUI spells it: `#Preview { ... }`, `#Preview("Name") { ... }`,
/// `#Preview("Name", traits: .sizeThatFitsLayout, ...) { ... }`.
///
/// A preview expands to a `PreviewRegistry` type that makes the preview (its name, traits, body
/// and where it is written) and an entry point with a C name made from that place
/// (`cutaway_preview_<file ID>_<line>_<column>`), which `Preview.registered()` finds in the
/// running executable's symbol table: no list of previews is written anywhere.
/// `@Previewable` declarations in the body become the `@State` (or other) properties of a view
/// the expansion declares, whose body is the rest of the preview's.
public enum PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard context.lexicalContext.isEmpty else {
            throw PreviewMacroError("#Preview is written at file scope, outside any type or function")
        }
        let arguments = try PreviewArguments(node)
        guard let fileID = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID),
              let filePath = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .filePath),
              let file = fileID.file.as(StringLiteralExprSyntax.self)?.representedLiteralValue,
              let path = filePath.file.as(StringLiteralExprSyntax.self)?.representedLiteralValue,
              let line = fileID.line.as(IntegerLiteralExprSyntax.self)?.representedLiteralValue,
              let column = fileID.column.as(IntegerLiteralExprSyntax.self)?.representedLiteralValue
        else {
            throw PreviewMacroError("#Preview has no place in a source file here (is it made by another macro?)")
        }

        let registry = context.makeUniqueName("PreviewRegistry")
        let entry = context.makeUniqueName("previewEntry")
        var declarations: [DeclSyntax] = []
        let body: String
        let (previewable, rest) = arguments.splitPreviewable()
        if previewable.isEmpty {
            body = arguments.body.trimmedDescription
        } else {
            // The body's `@Previewable` properties belong to a view, as SwiftUI's expansion does.
            let view = context.makeUniqueName("PreviewView")
            declarations.append("""
                struct \(view): SwiftUICore.View {
                \(raw: previewable.map { "    " + $0 }.joined(separator: "\n"))
                    var body: some SwiftUICore.View {
                \(raw: rest.map { "        " + $0 }.joined(separator: "\n"))
                    }
                }
                """)
            body = "{ \(view.text)() }"
        }
        let traits = arguments.traits.map(\.trimmedDescription).joined(separator: ", ")
        declarations.append("""
            enum \(registry): SwiftUICore.PreviewRegistry {
                static let fileID = \(literal: file)
                static let filePath = \(literal: path)
                static let line = \(raw: line)
                static let column = \(raw: column)
                @MainActor static func makePreview() -> SwiftUICore.Preview {
                    SwiftUICore.Preview(\(arguments.name ?? "nil"), traits: [\(raw: traits)], body: \(raw: body))
                }
            }
            """)
        declarations.append("""
            @_cdecl(\(literal: PreviewSymbol.name(fileID: file, line: line, column: column)))
            public func \(entry)() -> UnsafeRawPointer {
                unsafeBitCast(\(registry).self as Any.Type, to: UnsafeRawPointer.self)
            }
            """)
        return declarations
    }
}

/// What `#Preview(...)` was given: its name, its traits and its body.
struct PreviewArguments {
    var name: ExprSyntax?
    var traits: [ExprSyntax] = []
    var body: ClosureExprSyntax

    init(_ node: some FreestandingMacroExpansionSyntax) throws {
        var closure = node.trailingClosure
        var inTraits = false
        for argument in node.arguments {
            switch argument.label?.text {
            case "traits":
                inTraits = true
                traits.append(argument.expression)
            case "body":
                closure = argument.expression.as(ClosureExprSyntax.self)
            case nil where inTraits:
                traits.append(argument.expression)
            case nil where name == nil:
                name = argument.expression
            default:
                throw PreviewMacroError("#Preview takes a name, traits: and a body, not '\(argument.trimmedDescription)'")
            }
        }
        guard let closure else { throw PreviewMacroError("#Preview needs a body: #Preview { MyView() }") }
        body = closure
    }

    /// The body's `@Previewable` declarations (without the attribute), and its other statements.
    func splitPreviewable() -> (previewable: [String], rest: [String]) {
        var previewable: [String] = []
        var rest: [String] = []
        for item in body.statements {
            if let variable = item.item.as(VariableDeclSyntax.self), variable.attributes.contains(where: Self.isPreviewable) {
                let attributes = variable.attributes.filter { !Self.isPreviewable($0) }
                previewable.append(variable.with(\.attributes, attributes).trimmedDescription)
            } else {
                rest.append(item.trimmedDescription)
            }
        }
        return (previewable, rest)
    }

    private static func isPreviewable(_ element: AttributeListSyntax.Element) -> Bool {
        guard let name = element.as(AttributeSyntax.self)?.attributeName.trimmedDescription else { return false }
        return name == "Previewable" || name.hasSuffix(".Previewable")
    }
}

/// `@Previewable`: marks a declaration in a `#Preview` body as a property of the preview's view.
/// On its own it adds nothing; `#Preview` moves the declaration.
public enum PreviewableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}

/// An error the macro reports at the `#Preview` it expands.
struct PreviewMacroError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
