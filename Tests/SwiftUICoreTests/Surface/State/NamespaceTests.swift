import Testing
@testable import SwiftUICore

/// A namespace's identifier comes from its view's identity and the property's name.
struct NamespaceTests {
    struct Two: View {
        @Namespace var first
        @Namespace var second
        let seen: Box<[Namespace.ID]>

        var body: some View {
            seen.value.append(contentsOf: [first, second])
            return Color.clear
        }
    }

    @Test func namespacesOfOneViewDifferAndStayTheSameAcrossPasses() throws {
        let seen = Box<[Namespace.ID]>([])
        let isRed = Box(false)
        let play = player(RenderScene(
            "namespaces", canvas: RenderCanvas(width: 10, height: 10, scale: 1), duration: 1, fps: 2,
            script: [.run(at: 0.5) { isRed.value = true }]) {
            Two(seen: seen).background(isRed.value ? Color.red : Color.blue)
        })
        _ = try play.frame(at: 0)
        _ = try play.frame(at: 1)
        #expect(seen.value.count >= 4)
        #expect(seen.value[0] != seen.value[1])
        // Evaluated again after the change: the same identifiers.
        #expect(Array(seen.value.suffix(2)) == Array(seen.value.prefix(2)))
    }

    @Test func anUnboundNamespaceReadsTheUnboundIdentifier() {
        #expect(Namespace().wrappedValue == Namespace().wrappedValue)
    }
}
