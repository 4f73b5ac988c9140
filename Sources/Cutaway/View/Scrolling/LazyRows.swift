import Foundation

/// One row of a lazy stack: a view the stack resolves only when it shows, at the identity it
/// would have in an ordinary stack.
///
/// Nothing about a row is worked out before it shows, not even its identity (an explicit id's
/// text costs more than the rest of a row that does not show).
struct LazyRow {
    /// The row's identity, worked out when it is resolved.
    let identity: () -> ViewIdentity
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
            let identity = context.identity
            appendRow(identity: { identity }, isHeader: false) { $0.resolve(view) }
        }
    }

    mutating func appendRow(identity: @escaping () -> ViewIdentity, isHeader: Bool, resolve: @escaping (ResolveContext) -> [ViewNode]) {
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
    /// Each element is a row, its content made only when the row is resolved. Content that is
    /// a tuple of plain views is as many rows per element as the first element's has (a tuple
    /// type has one arity), each made when it shows; other content that splits (a `Section`)
    /// is made now for every element and split.
    func appendLazyRows(in context: ResolveContext, to rows: inout LazyRows) {
        guard let first = data.first else { return }
        let content = content, id = id
        let graph = context.graph, composite = context.composite
        func identity(of element: Data.Element) -> ViewIdentity {
            context.identity.appending(context.explicitComponent(element[keyPath: id]))
        }
        func make(_ element: Data.Element) -> Content {
            graph.tracking(owner: composite) { content(element) }
        }
        let arity: Int
        if Content.self is any LazyRowSource.Type {
            guard let tuple = make(first) as? any TupleViewChildren, !tuple.childViews.contains(where: { $0 is any LazyRowSource }) else {
                for element in data {
                    rows.append(make(element), in: context.child(context.explicitComponent(element[keyPath: id])))
                }
                return
            }
            arity = tuple.childViews.count
        } else {
            arity = 0
        }
        for element in data {
            guard arity > 0 else {
                rows.appendRow(identity: { identity(of: element) }, isHeader: false) { context in
                    context.resolve(make(element))
                }
                continue
            }
            for index in 0..<arity {
                rows.appendRow(identity: { identity(of: element).appending(.index(index)) }, isHeader: false) { context in
                    guard let tuple = make(element) as? any TupleViewChildren, index < tuple.childViews.count else { return [] }
                    return context.resolve(tuple.childViews[index])
                }
            }
        }
    }
}

/// A tuple view's children, whatever its type parameter.
protocol TupleViewChildren {
    var childViews: [any View] { get }
}

extension TupleView: TupleViewChildren {
    var childViews: [any View] { children }
}

extension Section: LazyRowSource {
    /// The header (a header row), the content's rows and the footer, as a section of their own.
    func appendLazyRows(in context: ResolveContext, to rows: inout LazyRows) {
        rows.section += 1
        let header = header
        if !(header is EmptyView) {
            let identity = context.identity.appending(.index(1))
            rows.appendRow(identity: { identity }, isHeader: true) { $0.resolve(header) }
        }
        rows.append(content, in: context.child(.index(0)))
        rows.append(footer, in: context.child(.index(2)))
        // Rows after the section are in a section of their own.
        rows.section += 1
    }
}
