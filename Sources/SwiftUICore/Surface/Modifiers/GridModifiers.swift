import Foundation

nonisolated extension View {
    /// Makes this grid cell span `count` columns (1 by default).
    public func gridCellColumns(_ count: Int) -> some View {
        layoutValue(key: GridCellColumnsKey.self, value: count)
    }

    /// Aligns every cell of this cell's column horizontally by `guide`, overriding the grid's
    /// alignment (the first cell of a column that sets it wins).
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }

    /// Places this cell in its box so that its `anchor` point lies on the box's, instead of
    /// aligning it by its column and row.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellAnchorKey.self, value: anchor)
    }

    /// Keeps this cell out of the sizing of its column (`.horizontal`) or row (`.vertical`):
    /// it takes the size the other cells make, as a divider between rows should.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }
}
