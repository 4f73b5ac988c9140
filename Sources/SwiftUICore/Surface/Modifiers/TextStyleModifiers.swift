import Foundation

/// Lays `attributes` over the environment's text styling for the modified view's texts: the
/// view-level forms of the text modifiers (iOS 16's `View.bold()`, `View.kerning(_:)`, …).
/// Further in, the inner modifier's fields win, as environment writes do; a text's own
/// modifiers win over all of them (`TextAttributes`).
nonisolated struct TextAttributesModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let attributes: TextAttributes

    func makeNodes(content: any View, in context: ResolveContext) -> [ViewNode] {
        context.updatingEnvironment { $0.textAttributes = $0.textAttributes.overlaid(by: attributes) }.resolveContent(content)
    }
}

nonisolated extension View {
    private func textAttributes(_ change: (inout TextAttributes) -> Void) -> some View {
        var attributes = TextAttributes()
        change(&attributes)
        return modifier(TextAttributesModifier(attributes: attributes))
    }

    /// Shows the texts in this view in bold if `isActive` (else leaves them as they are).
    public func bold(_ isActive: Bool = true) -> some View {
        textAttributes { if isActive { $0.weight = .bold } }
    }

    /// Shows the texts in this view in italic if `isActive` (else leaves them as they are).
    public func italic(_ isActive: Bool = true) -> some View {
        textAttributes { $0.isItalic = isActive }
    }

    /// Shows the texts in this view in `weight` (`nil`: as they are).
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        textAttributes { $0.weight = weight }
    }

    /// Shows the texts in this view in `design` (`nil`: as they are).
    public func fontDesign(_ design: Font.Design?) -> some View {
        textAttributes { $0.design = design }
    }

    /// Shows the texts in this view in `width` (`nil`: as they are).
    public func fontWidth(_ width: Font.Width?) -> some View {
        textAttributes { $0.width = width }
    }

    /// Shows the texts in this view in the fixed-width variant of their font if `isActive`.
    public func monospaced(_ isActive: Bool = true) -> some View {
        textAttributes { $0.isMonospaced = isActive }
    }

    /// Shows the texts in this view with digits of equal advance.
    public func monospacedDigit() -> some View {
        textAttributes { $0.usesMonospacedDigits = true }
    }

    /// Adds `kerning` points after each character of the texts in this view.
    public func kerning(_ kerning: CGFloat) -> some View {
        textAttributes { $0.kerning = kerning }
    }

    /// Adds `tracking` points after each character of the texts in this view.
    public func tracking(_ tracking: CGFloat) -> some View {
        textAttributes { $0.tracking = tracking }
    }

    /// Raises the texts in this view `baselineOffset` points (negative: lowers them).
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        textAttributes { $0.baselineOffset = baselineOffset }
    }

    /// Strikes the texts in this view through (or not, if `isActive` is false) with a line of
    /// `pattern` (drawn solid; see `Text.LineStyle`) in `color` (`nil`: each text's colour).
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        textAttributes { $0.strikethrough = .some(isActive ? Text.LineStyle(pattern: pattern, color: color) : nil) }
    }

    /// Underlines the texts in this view (or not, if `isActive` is false) with a line of
    /// `pattern` (drawn solid; see `Text.LineStyle`) in `color` (`nil`: each text's colour).
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        textAttributes { $0.underline = .some(isActive ? Text.LineStyle(pattern: pattern, color: color) : nil) }
    }
}
