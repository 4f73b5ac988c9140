import Foundation

/// One row of a lazy stack: a view the stack resolves only when it shows, at the identity it
/// would have in an ordinary stack.
struct LazyRow {
    let identity: ViewIdentity
    /// Whether it is a `Section`'s header (which `pinnedViews: .sectionHeaders` pins).
    let isHeader: Bool
    /// The index of the section the row belongs to (rows outside sections count as section
    /// 0), so that a pinned header stops where its section ends.
    let section: Int
    /// Resolves the row's view in a context at `identity`.
    let resolve: (ResolveContext) -> [ViewNode]
}

/// A view that splits into rows for a lazy stack without being resolved: a `ForEach` into its
/// elements, a tuple into its views, a section into its header, rows and footer. Any other
/// view is one row.
protocol LazyRowSource {
    func appendLazyRows(in context: ResolveContext, to rows: inout LazyRows)
}

/// The rows of a lazy stack's content, in order, as they are gathered.
struct LazyRows {
    var rows: [LazyRow] = []
    /// The section the next rows belong to.
    var section = 0

    /// Appends the rows of `view`, resolved at `context`'s identity.
    mutating func append(_ view: any View, in context: ResolveContext) {
        if let source = view as? any LazyRowSource {
            source.appendLazyRows(in: context, to: &self)
        } else {
            appendRow(at: context.identity, isHeader: false) { $0.resolve(view) }
        }
    }

    mutating func appendRow(at identity: ViewIdentity, isHeader: Bool, resolve: @escaping (ResolveContext) -> [ViewNode]) {
        rows.append(LazyRow(identity: identity, isHeader: isHeader, section: section, resolve: resolve))
    }
}

extension ResolveContext {
    /// This context one identity step below (as `resolve(_:component:)` resolves there).
    func child(_ component: ViewIdentity.Component) -> ResolveContext {
        var child = self
        child.identity = identity.appending(component)
        child.modifierDepth = 0
        return child
    }
}

extension TupleView: LazyRowSource {
    func appendLazyRows(in context: ResolveContext, to rows: inout LazyRows) {
        for (index, child) in children.enumerated() {
            rows.append(child, in: context.child(.index(index)))
        }
    }
}

extension Group: LazyRowSource {
    func appendLazyRows(in context: ResolveContext, to rows: inout LazyRows) {
        rows.append(content, in: context.child(.index(0)))
    }
}

extension EmptyView: LazyRowSource {
    func appendLazyRows(in context: ResolveContext, to rows: inout LazyRows) {}
}

extension ForEach: LazyRowSource {
    /// Each element is a row, its content made only when the row is resolved; an element
    /// whose content splits into rows itself (a `Section`, a tuple) is made now and split.
    func appendLazyRows(in context: ResolveContext, to rows: inout LazyRows) {
        let splits = Content.self is any LazyRowSource.Type
        for element in data {
            let content = content
            let elementContext = context.child(context.explicitComponent(element[keyPath: id]))
            if splits {
                rows.append(context.graph.tracking(owner: context.composite) { content(element) }, in: elementContext)
                continue
            }
            rows.appendRow(at: elementContext.identity, isHeader: false) { context in
                context.resolve(context.graph.tracking(owner: context.composite) { content(element) })
            }
        }
    }
}

extension Section: LazyRowSource {
    /// The header (a header row), the content's rows and the footer, as a section of their own.
    func appendLazyRows(in context: ResolveContext, to rows: inout LazyRows) {
        rows.section += 1
        let header = header
        if !(header is EmptyView) {
            rows.appendRow(at: context.identity.appending(.index(1)), isHeader: true) { $0.resolve(header) }
        }
        rows.append(content, in: context.child(.index(0)))
        rows.append(footer, in: context.child(.index(2)))
        // Rows after the section are in a section of their own.
        rows.section += 1
    }
}
