import Foundation

/// A layout that arranges its subviews in rows and columns: `Grid`'s layout, public as in
/// SwiftUI (`GridLayout { GridRow { ... } }` is a grid, and `AnyLayout(GridLayout())` one).
///
/// Why a `Layout`: a grid's subviews are flat. Each cell of a `GridRow` carries a mark of its
/// row (a layout value, `GridRowMark`); consecutive subviews with the same mark are a row, and
/// a subview without one is a row of its own spanning every column, as in SwiftUI. So the grid
/// needs nothing from the engine a custom layout could not have.
///
/// How it sizes (SwiftUI's rules, `GridLayoutAlgorithm`): each column is as wide as its widest
/// one-column cell and each row as tall as its tallest cell; offered a size, the columns (and
/// rows) share it as a stack's children do, the least flexible first, so flexible cells share
/// what the others leave. A cell that spans columns widens them equally when it does not fit.
/// A cell that is unsized on an axis (`gridCellUnsizedAxes(_:)`) takes no part in sizing it
/// and is offered the size the others made.
public struct GridLayout: Layout {
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    var algorithm: GridLayoutAlgorithm {
        GridLayoutAlgorithm(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.arrangement(for: proposal, subviews: subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }
}

/// The row a grid cell belongs to: its `GridRow`'s identity and vertical alignment.
struct GridRowMark: Equatable {
    let row: ViewIdentity
    let alignment: VerticalAlignment?
}

enum GridRowMarkKey: LayoutValueKey {
    static var defaultValue: GridRowMark? { nil }
}

/// How many columns a cell spans (`gridCellColumns(_:)`).
enum GridCellColumnsKey: LayoutValueKey {
    static var defaultValue: Int { 1 }
}

/// The horizontal alignment a cell sets for its column (`gridColumnAlignment(_:)`).
enum GridColumnAlignmentKey: LayoutValueKey {
    static var defaultValue: HorizontalAlignment? { nil }
}

/// Where a cell sits in its cell's box (`gridCellAnchor(_:)`).
enum GridCellAnchorKey: LayoutValueKey {
    static var defaultValue: UnitPoint? { nil }
}

/// The axes on which a cell takes no part in sizing (`gridCellUnsizedAxes(_:)`).
enum GridCellUnsizedAxesKey: LayoutValueKey {
    static var defaultValue: Axis.Set { [] }
}
