import Foundation
import Testing
@testable import SwiftUICore

private struct Expanding: ViewModifier {
    @State private var big = false
    func body(content: Content) -> some View {
        VStack(spacing: 0) {
            content.frame(width: 10, height: big ? 110 : 10).accessibilityIdentifier("grown")
            Button("Grow") { withAnimation(.linear(duration: 1)) { big = true } }
        }
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

private struct ExpandingView: View {
    @State private var big = false
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 10, height: big ? 110 : 10).accessibilityIdentifier("grown")
            Button("Grow") { withAnimation(.linear(duration: 1)) { big = true } }
        }
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

/// A `ViewModifier`'s own `@State`: a change to it animates in the transaction it was written
/// in, as a view's does.
struct ViewModifierStateTests {
    @Test func modifierStateChangesAnimateInTheirTransaction() throws {
        func grownHeight<V: View>(_ view: V) throws -> CGFloat {
            let scene = RenderScene("modifier", canvas: RenderCanvas(width: 200, height: 300, scale: 1), duration: 2, fps: 10,
                                    script: [.tap("Grow", at: 0.5)]) { view }
            return try FrameStepper(player(scene)).through(1.0).rect("grown").height
        }
        let asView = try grownHeight(ExpandingView())
        let asModifier = try grownHeight(Color.red.modifier(Expanding()))
        #expect(asView == 60)
        #expect(asModifier == asView, "modifier \(asModifier), view \(asView)")
    }
}
