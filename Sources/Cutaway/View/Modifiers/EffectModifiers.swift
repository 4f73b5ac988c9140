import Foundation

/// Attaches a drawing effect (clip, opacity) to each node of the modified view.
struct _RenderEffectModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let effect: RenderEffect

    func makeNodes(content: any View, in context: ResolveContext) -> [ViewNode] {
        let nodes = context.resolveContent(content)
        for node in nodes {
            node.decorate(.effect(effect))
        }
        return nodes
    }
}

extension View {
    /// Clips this view to its frame: whatever its content draws outside is cut off.
    public func clipped(antialiased: Bool = false) -> some View {
        modifier(_RenderEffectModifier(effect: .clip))
    }

    /// Draws this view with its opacity multiplied by `opacity` (0…1).
    public func opacity(_ opacity: Double) -> some View {
        modifier(_RenderEffectModifier(effect: .opacity(min(1, max(0, opacity)))))
    }
}
