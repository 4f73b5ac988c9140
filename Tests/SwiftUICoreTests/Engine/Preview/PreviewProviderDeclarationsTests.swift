import Testing
@testable import SwiftUICore

/// Reading where `PreviewProvider` conformances are written. Each source is written here, so
/// the expected lines and columns are counted from the text itself (`place(of:in:)`).
struct PreviewProviderDeclarationsTests {
    /// The line and column (from 1, in UTF-8 bytes) where `marker` starts in `source`.
    private func place(of marker: String, in source: String) throws -> (line: Int, column: Int) {
        let lines = source.components(separatedBy: "\n")
        let line = try #require(lines.firstIndex { $0.contains(marker) })
        let column = try #require(lines[line].range(of: marker)).lowerBound
        return (line + 1, lines[line].utf8.distance(from: lines[line].startIndex, to: column) + 1)
    }

    private func found(_ source: String) -> [[String]] {
        PreviewProviderDeclarations.find(in: source, filePath: "/p/F.swift").map(\.names)
    }

    @Test func structsEnumsClassesAndExtensionsThatNamePreviewProviderAreFoundAtTheirKeyword() throws {
        let source = """
            import SwiftUI
            struct A_Previews: PreviewProvider { static var previews: some View { Text("A") } }
              private enum B_Previews: SwiftUI.PreviewProvider {}
            final class C_Previews: NSObject, PreviewProvider {}
            extension D: View, PreviewProvider {}
            struct NotAPreview: View {}
            protocol P: PreviewProvider {}
            """
        let declarations = PreviewProviderDeclarations.find(in: source, filePath: "/p/F.swift")
        #expect(declarations.map(\.names) == [["A_Previews"], ["B_Previews"], ["C_Previews"], ["D"]])
        let b = try place(of: "enum B_Previews", in: source)
        #expect(declarations[1].line == b.line)
        #expect(declarations[1].column == b.column)
        #expect(declarations.allSatisfy { $0.filePath == "/p/F.swift" })
    }

    @Test func commentsAndStringsAreNotRead() {
        let source = #"""
            // struct A_Previews: PreviewProvider {}
            /* struct B_Previews: PreviewProvider { /* nested */ } */
            let text = "struct C_Previews: PreviewProvider {"
            let raw = #"struct D_Previews: PreviewProvider { \(x) "# + "\(f("}"))"
            let long = """
                struct E_Previews: PreviewProvider {
                """
            struct F_Previews: PreviewProvider {}
            """#
        #expect(found(source) == [["F_Previews"]])
    }

    @Test func aNestedTypeIsNamedWithItsEnclosingTypesAndALocalOneIsLeftOut() {
        let source = """
            enum Outer {
                struct Inner_Previews: PreviewProvider {
                    static var previews: some View { Group { Text("x") } }
                }
                class func make() {}
            }
            extension Outer.Middle {
                struct Deep_Previews: PreviewProvider {}
            }
            func f() {
                struct Local_Previews: PreviewProvider {}
            }
            struct Generic_Previews<T>: PreviewProvider where T: View {}
            """
        #expect(found(source) == [["Outer", "Inner_Previews"], ["Outer", "Middle", "Deep_Previews"], ["Generic_Previews"]])
    }

    @Test func aTypeThatOnlyMentionsPreviewProviderInItsWhereClauseOrBodyIsNotOne() {
        let source = """
            struct Wrapper<T>: View where T: PreviewProvider {}
            struct Holder { let provider: any PreviewProvider.Type }
            """
        #expect(found(source).isEmpty)
    }
}
