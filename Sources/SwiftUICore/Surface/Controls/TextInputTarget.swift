/// A text field as a script sees it: the strings it is found by (its placeholder as drawn, then
/// its title), and what focusing and typing do to it.
struct TextInputTarget {
    /// Where the field is, to tell it apart from the others that give up their focus.
    let identity: ViewIdentity
    let titles: [String]
    let focus: () -> Void
    let resignFocus: () -> Void
    /// Types a string at the end of the field's text (where the caret is drawn).
    let type: (String) -> Void
}

/// Marks the nodes of a field's placeholder as the field a script focuses: their text, as
/// drawn, is its first title (as a button's drawn title is what a tap names).
nonisolated struct _TextInputTargetModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    /// The field's title, where it has one apart from its placeholder (`TextField("Name",
    /// text:, prompt: Text("Required"))` is found by either).
    let title: LocalizedStringKey?
    let focus: () -> Void
    let resignFocus: () -> Void
    let type: (String) -> Void

    func makeNodes(content: any View, in context: ResolveContext) -> [ViewNode] {
        let nodes = context.resolveContent(content)
        var titles = [nodes.flatMap(\.textContent).joined(separator: " ")]
        if let title = title?.string(in: context.environment.locale), !titles.contains(title) {
            titles.append(title)
        }
        let target = TextInputTarget(identity: context.identity, titles: titles, focus: focus, resignFocus: resignFocus, type: type)
        for node in nodes {
            node.decorate(.textInput(target))
        }
        return nodes
    }
}
