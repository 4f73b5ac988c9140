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

/// The rows of a lazy stack's content, in order, as they are gathered: in runs of rows made
/// alike (a `ForEach`'s elements are one run), so that gathering costs the same for a
/// thousand elements as for one, and a row is made only when it is asked for.
///
/// Why runs: the content is gathered on every pass that resolves the stack (a scroll brings
/// rows in on every frame); one closure per row was two thirds of a scrolled frame's
/// resolution in `Scripts/bench` (a 1,000-row `ForEach` of two views each).
struct LazyRows {
    /// Consecutive rows of one section, of one kind (headers or not), row `index` of the run
    /// made by `identity(index)` and `resolve(index, context)`.
    struct Run {
        let count: Int
        let isHeader: Bool
        let section: Int
        let identity: (Int) -> ViewIdentity
        let resolve: (Int, ResolveContext) -> [ViewNode]
    }

    private(set) var runs: [Run] = []
    /// The first row of each run.
    private var runStarts: [Int] = []
    /// How many rows there are.
    private(set) var count = 0
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
        appendRun(count: 1, isHeader: isHeader, identity: { _ in identity() }, resolve: { _, context in resolve(context) })
    }

    /// Appends `count` rows of the current section (none if `count` is 0).
    mutating func appendRun(
        count: Int, isHeader: Bool, identity: @escaping (Int) -> ViewIdentity, resolve: @escaping (Int, ResolveContext) -> [ViewNode]
    ) {
        guard count > 0 else { return }
        runStarts.append(self.count)
        runs.append(Run(count: count, isHeader: isHeader, section: section, identity: identity, resolve: resolve))
        self.count += count
    }

    /// Row `row` (`0 ..< count`).
    subscript(row: Int) -> LazyRow {
        // The last run that starts at or before the row (runs are never empty).
        var low = 0, high = runStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if runStarts[middle] <= row { low = middle } else { high = middle - 1 }
        }
        let run = runs[low], index = row - runStarts[low]
        return LazyRow(
            identity: { run.identity(index) }, isHeader: run.isHeader, section: run.section,
            resolve: { run.resolve(index, $0) })
    }

    /// Whether each row is a section header, by row.
    var rowIsHeader: [Bool] {
        runs.flatMap { repeatElement($0.isHeader, count: $0.count) }
    }

    /// The section of each row, by row.
    var rowSections: [Int] {
        runs.flatMap { repeatElement($0.section, count: $0.count) }
    }
}

nonisolated extension TupleView: LazyRowSource {
    func appendLazyRows(in context: ResolveContext, to rows: inout LazyRows) {
        for (index, child) in children.enumerated() {
            rows.append(child, in: context.child(.index(index)))
        }
    }
}

nonisolated extension Group: LazyRowSource {
    func appendLazyRows(in context: ResolveContext, to rows: inout LazyRows) {
        rows.append(content, in: context.child(.index(0)))
    }
}

nonisolated extension EmptyView: LazyRowSource {
    func appendLazyRows(in context: ResolveContext, to rows: inout LazyRows) {}
}

nonisolated extension ForEach: LazyRowSource {
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
        let data = data
        func element(_ offset: Int) -> Data.Element {
            data[data.index(data.startIndex, offsetBy: offset)]
        }
        guard arity > 0 else {
            rows.appendRun(count: data.count, isHeader: false, identity: { identity(of: element($0)) }) { offset, context in
                context.resolve(make(element(offset)))
            }
            return
        }
        // Row `offset` is view `offset % arity` of element `offset / arity`'s tuple.
        rows.appendRun(
            count: data.count * arity, isHeader: false,
            identity: { identity(of: element($0 / arity)).appending(.index($0 % arity)) }
        ) { offset, context in
            guard let tuple = make(element(offset / arity)) as? any TupleViewChildren, offset % arity < tuple.childViews.count
            else { return [] }
            return context.resolve(tuple.childViews[offset % arity])
        }
    }
}

/// A tuple view's children, whatever its type parameter.
protocol TupleViewChildren {
    var childViews: [any View] { get }
}

nonisolated extension TupleView: TupleViewChildren {
    var childViews: [any View] { children }
}

nonisolated extension Section: LazyRowSource {
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
