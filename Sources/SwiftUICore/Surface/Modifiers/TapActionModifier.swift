import Foundation

/// Makes the modified view tappable by a scene script: each of its nodes gets a tap titled
/// `title`, or, when `title` is `nil`, by the text the view shows (as a button is titled).
///
/// Controls whose parts are not buttons use it: a stepper's halves ("Increment",
/// "Decrement", the titles UIStepper gives them), a segment of a segmented picker, a
/// disclosure group's label. A disabled view (`disabled(_:)`) gets no tap, so a script's tap
/// of it fails as for a missing title, as for a disabled button.
nonisolated struct _TapActionModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let title: String?
    let action: () -> Void

    func makeNodes(content: any View, in context: ResolveContext) -> [ViewNode] {
        let nodes = context.resolveContent(content)
        guard context.environment.isEnabled else { return nodes }
        let title = title ?? nodes.flatMap(\.textContent).joined(separator: " ")
        for node in nodes {
            node.decorate(.tapAction(title: title, action: action))
        }
        return nodes
    }
}

nonisolated extension View {
    /// Makes this view tappable by a script, by `title` (or, for `nil`, by its text).
    func scriptTapAction(_ title: String? = nil, perform action: @escaping () -> Void) -> some View {
        modifier(_TapActionModifier(title: title, action: action))
    }
}
