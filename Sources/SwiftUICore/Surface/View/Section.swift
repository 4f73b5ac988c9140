import Foundation

/// A group of rows in a `List`, drawn as one card with an optional header above it and footer
/// below it. Outside a list, a section lays its header, content and footer out one after
/// another, like a `Group`.
///
/// In a list, the header and footer are drawn in the list style's text styles (an
/// inset-grouped header: footnote, secondary label colour, uppercased; a footer: footnote,
/// secondary label colour), set in their environment so that their own modifiers still win
/// (`.textCase(nil)` keeps a header's case). `headerProminence(.increased)` draws the header
/// larger, in the primary colour. The list places them (`ListLayout`): they are list chrome,
/// like the card, and snap or animate with it.
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    public typealias Body = Never
    let header: Parent
    let content: Content
    let footer: Footer

    /// A section with `content`, a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// A section with a header and a footer given as views. SwiftUI marks this form to be
    /// deprecated in favour of the builder form; it compiles without a warning there, and here.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        let rows = context.resolve(content, component: .index(0))
        guard context.environment.isInList else {
            return context.resolve(header, component: .index(1)) + rows + context.resolve(footer, component: .index(2))
        }
        let appearance = context.environment.listAppearance
        let headerStyle = context.environment.headerProminence == .increased ? ListAppearance.prominentHeader : appearance.header
        let headerNode = context.listSupplementary(
            header, component: .index(1), style: headerStyle, decoration: .listHeader(appearance),
            typeName: "SectionHeader", insets: appearance.headerInsets)
        let card = context.listSection(
            rows: rows, spacing: context.environment.listSectionSpacing?.points(standard: appearance.sectionSpacing))
        let footerNode = context.listSupplementary(
            footer, component: .index(2), style: ListAppearance.footer, decoration: .listFooter,
            typeName: "SectionFooter", insets: ListMetrics.supplementaryInsets)
        return [headerNode, card, footerNode].compactMap { $0 }
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section of `content` alone.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    /// A section with `content` and a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section with a header given as a view (SwiftUI's older form, see `init(header:footer:content:)`).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    /// A section with `content` and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// A section with a footer given as a view (SwiftUI's older form, see `init(header:footer:content:)`).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section with `content` under a text header.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) })
    }

    /// A section with `content` under a text header.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) })
    }
}
