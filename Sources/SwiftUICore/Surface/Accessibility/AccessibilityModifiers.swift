/// Gives the modified views an accessibility label: drawn as nothing, and the name a script's
/// `tap` finds the view by, as UI tests on iOS find an element by its label.
nonisolated struct _AccessibilityLabelModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let label: Text

    func makeNodes(content: any View, in context: ResolveContext) -> [ViewNode] {
        // The label's string as the environment's locale formats it (a label reads as the
        // text would, without its styling).
        let string = label.segments.map { $0.string(in: context.environment.locale) }.joined()
        let nodes = context.resolveContent(content)
        for node in nodes {
            node.decorate(.accessibilityLabel(string))
        }
        return nodes
    }
}

/// SwiftUI's accessibility modifiers, as sample code uses them.
///
/// Design boundaries: Cutaway has no accessibility tree (no VoiceOver, no rotor), and on iOS
/// none of these modifiers draws anything, so every one leaves the drawing as it was. Only the
/// label is kept, on the view's nodes: a script taps a view that can be tapped by its label,
/// or by a label given to a view inside it (`Button { Image(systemName: "plus")
/// .accessibilityLabel("Add") }`), as well as by its title. Hints, values, traits, hiding and
/// child behaviour are accepted and not kept.
nonisolated extension View {
    /// Labels this view for accessibility (and for a script's `tap`).
    public func accessibilityLabel(_ label: Text) -> some View {
        modifier(_AccessibilityLabelModifier(label: label))
    }

    /// Labels this view with a localized string key.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        accessibilityLabel(Text(labelKey))
    }

    /// Labels this view with a string, as is.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        accessibilityLabel(Text(label))
    }

    /// Describes what happens when the view is activated (not kept).
    public func accessibilityHint(_ hint: Text) -> some View {
        self
    }

    /// Describes what happens when the view is activated (not kept).
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
        self
    }

    /// Describes what happens when the view is activated (not kept).
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        self
    }

    /// The view's value as accessibility reads it (not kept).
    public func accessibilityValue(_ valueDescription: Text) -> some View {
        self
    }

    /// The view's value as accessibility reads it (not kept).
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
        self
    }

    /// The view's value as accessibility reads it (not kept).
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        self
    }

    /// Hides the view from accessibility (it is still drawn, as on iOS).
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        self
    }

    /// Adds `traits` to the view's accessibility traits (not kept).
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        self
    }

    /// Removes `traits` from the view's accessibility traits (not kept).
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        self
    }

    /// Makes the view an accessibility element whose children behave as `children` says (not
    /// kept).
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        self
    }
}
