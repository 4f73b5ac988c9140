/// The view a modifier such as `keyframeAnimator` or `phaseAnimator` is applied to, as its
/// content closure sees it: a stand-in to modify, resolved where the closure places it.
public struct PlaceholderContentView<Value>: View, PrimitiveView {
    public typealias Body = Never
    let content: any View

    init(_ content: any View) {
        self.content = content
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        context.resolve(content, component: .part("placeholder"))
    }
}
