import Foundation

/// How `GridLayout` sizes its columns and rows and places its cells (see `GridLayout`).
struct GridLayoutAlgorithm {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?

    /// A cell: its subview, its first column and how many columns it spans.
    struct Cell {
        let index: Int
        let column: Int
        let span: Int
    }

    /// A row: its cells, and its vertical alignment if its `GridRow` set one.
    struct Row {
        var cells: [Cell]
        let alignment: VerticalAlignment?
    }

    /// The most columns a cell spans: a legal `gridCellColumns(Int.max)` would make a grid of
    /// 9.2 × 10¹⁸ columns, one width each. Past this many, the columns (at iOS's default 8 pt
    /// spacing, 80,000 pt) are wider than any canvas, so more change nothing seen.
    static let maximumSpan = 10_000

    /// The columns `subview` spans: at least 1, at most `maximumSpan`.
    static func span(of subview: LayoutSubview) -> Int {
        min(max(1, subview[GridCellColumnsKey.self]), maximumSpan)
    }

    /// The rows and the column count: consecutive subviews marked with one row are that row;
    /// a subview without a mark is a row spanning every column.
    func rows(_ subviews: LayoutSubviews) -> (rows: [Row], columnCount: Int) {
        var groups: [(mark: GridRowMark?, indices: [Int])] = []
        for index in subviews.indices {
            let mark = subviews[index][GridRowMarkKey.self]
            if let mark, let last = groups.last, last.mark?.row == mark.row {
                groups[groups.count - 1].indices.append(index)
            } else {
                groups.append((mark, [index]))
            }
        }
        let columnCount = max(1, groups.map { group in
            group.mark == nil ? 1 : group.indices.reduce(0) { $0 + Self.span(of: subviews[$1]) }
        }.max() ?? 1)
        let rows = groups.map { group -> Row in
            guard group.mark != nil else {
                return Row(cells: [Cell(index: group.indices[0], column: 0, span: columnCount)], alignment: nil)
            }
            var column = 0
            var cells: [Cell] = []
            for index in group.indices {
                let span = Self.span(of: subviews[index])
                cells.append(Cell(index: index, column: column, span: span))
                column += span
            }
            return Row(cells: cells, alignment: group.mark?.alignment)
        }
        return (rows, columnCount)
    }

    /// Sizes and gaps of the columns and rows for a proposal.
    struct Arrangement {
        let rows: [Row]
        let columnWidths: [CGFloat]
        let rowHeights: [CGFloat]
        let columnGaps: [CGFloat]
        let rowGaps: [CGFloat]

        var size: CGSize {
            guard !rows.isEmpty else { return .zero }
            return CGSize(
                width: columnWidths.reduce(0, +) + columnGaps.reduce(0, +),
                height: rowHeights.reduce(0, +) + rowGaps.reduce(0, +))
        }

        /// Where each column starts, from 0.
        var columnOrigins: [CGFloat] { Self.origins(columnWidths, gaps: columnGaps) }
        var rowOrigins: [CGFloat] { Self.origins(rowHeights, gaps: rowGaps) }

        /// The width of `span` columns from `column`, with the gaps between them.
        func width(of cell: Cell) -> CGFloat {
            let end = cell.column + cell.span
            return columnWidths[cell.column..<end].reduce(0, +) + columnGaps[cell.column..<(end - 1)].reduce(0, +)
        }

        static func origins(_ lengths: [CGFloat], gaps: [CGFloat]) -> [CGFloat] {
            var origins: [CGFloat] = []
            var position: CGFloat = 0
            for index in lengths.indices {
                origins.append(position)
                position += lengths[index] + (index < gaps.count ? gaps[index] : 0)
            }
            return origins
        }
    }

    func arrangement(for proposal: ProposedViewSize, subviews: LayoutSubviews) -> Arrangement {
        let (rows, columnCount) = rows(subviews)
        guard !rows.isEmpty else {
            return Arrangement(rows: [], columnWidths: [], rowHeights: [], columnGaps: [], rowGaps: [])
        }
        let columnGaps = columnGaps(rows, columnCount: columnCount, subviews: subviews)
        let rowGaps = rowGaps(rows, subviews: subviews)
        let columnWidths = columnWidths(rows, columnCount: columnCount, gaps: columnGaps, proposal: proposal.width, subviews: subviews)
        let sized = Arrangement(rows: rows, columnWidths: columnWidths, rowHeights: [], columnGaps: columnGaps, rowGaps: rowGaps)
        let rowHeights = rowHeights(rows, arrangement: sized, proposal: proposal.height, subviews: subviews)
        return Arrangement(rows: rows, columnWidths: columnWidths, rowHeights: rowHeights, columnGaps: columnGaps, rowGaps: rowGaps)
    }

    /// The gap after each column but the last: the explicit spacing, or the largest distance
    /// the cells on either side of it prefer (8 points between most views, `ViewSpacing`).
    private func columnGaps(_ rows: [Row], columnCount: Int, subviews: LayoutSubviews) -> [CGFloat] {
        guard columnCount > 1 else { return [] }
        if let horizontalSpacing { return Array(repeating: horizontalSpacing, count: columnCount - 1) }
        let standard = ViewSpacing().distance(to: ViewSpacing(), along: .horizontal)
        var gaps = [CGFloat?](repeating: nil, count: columnCount - 1)
        for row in rows {
            for (before, after) in zip(row.cells, row.cells.dropFirst()) {
                let gap = before.column + before.span - 1
                let distance = subviews[before.index].spacing.distance(to: subviews[after.index].spacing, along: .horizontal)
                gaps[gap] = max(gaps[gap] ?? distance, distance)
            }
        }
        return gaps.map { $0 ?? standard }
    }

    /// The gap after each row but the last: the explicit spacing, or the largest distance any
    /// cell of a row and any cell of the next prefer.
    private func rowGaps(_ rows: [Row], subviews: LayoutSubviews) -> [CGFloat] {
        guard rows.count > 1 else { return [] }
        if let verticalSpacing { return Array(repeating: verticalSpacing, count: rows.count - 1) }
        return zip(rows, rows.dropFirst()).map { above, below in
            var gap: CGFloat = 0
            for top in above.cells {
                for bottom in below.cells {
                    gap = max(gap, subviews[top.index].spacing.distance(to: subviews[bottom.index].spacing, along: .vertical))
                }
            }
            return gap
        }
    }

    /// Shares `available` among tracks as a stack shares its length: each track's length for
    /// an offer is `length(track, offer)`; the least flexible track is served first, each
    /// offered an equal share of what is left. Without an offer, each takes its ideal length.
    static func share(_ available: CGFloat?, count: Int, length: (Int, CGFloat?) -> CGFloat) -> [CGFloat] {
        guard let available else { return (0..<count).map { length($0, nil) } }
        let minimums = (0..<count).map { length($0, 0) }
        let flexibilities = (0..<count).map { length($0, .infinity) - minimums[$0] }
        var lengths = [CGFloat](repeating: 0, count: count)
        var remaining = max(0, available)
        var left = count
        for track in (0..<count).sorted(by: { (flexibilities[$0], $0) < (flexibilities[$1], $1) }) {
            let offer = remaining.isFinite ? remaining / CGFloat(left) : remaining
            let taken = length(track, offer)
            lengths[track] = taken.isFinite ? taken : 0
            if remaining.isFinite { remaining = max(0, remaining - lengths[track]) }
            left -= 1
        }
        return lengths
    }

    private func columnWidths(
        _ rows: [Row], columnCount: Int, gaps: [CGFloat], proposal: CGFloat?, subviews: LayoutSubviews
    ) -> [CGFloat] {
        var single = [[Int]](repeating: [], count: columnCount)
        var spanning: [Cell] = []
        for row in rows {
            for cell in row.cells where !subviews[cell.index][GridCellUnsizedAxesKey.self].contains(.horizontal) {
                if cell.span == 1 { single[cell.column].append(cell.index) } else { spanning.append(cell) }
            }
        }
        let gapTotal = gaps.reduce(0, +)
        var widths = Self.share(proposal.map { $0 - gapTotal }, count: columnCount) { column, offer in
            single[column].map { subviews[$0].sizeThatFits(ProposedViewSize(width: offer, height: nil)).width }.max() ?? 0
        }
        // A cell spanning columns widens them equally when it needs more than they are.
        for cell in spanning {
            let end = cell.column + cell.span
            let spanWidth = widths[cell.column..<end].reduce(0, +) + gaps[cell.column..<(end - 1)].reduce(0, +)
            let total = widths.reduce(0, +) + gapTotal
            let offer = proposal.map { spanWidth + max(0, $0 - total) }
            let needed = subviews[cell.index].sizeThatFits(ProposedViewSize(width: offer, height: nil)).width
            guard needed.isFinite, needed > spanWidth else { continue }
            let extra = (needed - spanWidth) / CGFloat(cell.span)
            for column in cell.column..<end { widths[column] += extra }
        }
        return widths
    }

    private func rowHeights(_ rows: [Row], arrangement: Arrangement, proposal: CGFloat?, subviews: LayoutSubviews) -> [CGFloat] {
        let gapTotal = arrangement.rowGaps.reduce(0, +)
        return Self.share(proposal.map { $0 - gapTotal }, count: rows.count) { row, offer in
            rows[row].cells
                .filter { !subviews[$0.index][GridCellUnsizedAxesKey.self].contains(.vertical) }
                .map { subviews[$0.index].sizeThatFits(ProposedViewSize(width: arrangement.width(of: $0), height: offer)).height }
                .max() ?? 0
        }
    }

    /// Places each cell in its box: at its anchor if it has one; else across by its column's
    /// alignment (the first `gridColumnAlignment(_:)` in the column; a spanning cell uses the
    /// grid's) and down by its row's (or the grid's), text baselines aligned across the row.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        let arrangement = arrangement(for: proposal, subviews: subviews)
        let columnOrigins = arrangement.columnOrigins, rowOrigins = arrangement.rowOrigins
        var columnAlignments = [HorizontalAlignment?](repeating: nil, count: arrangement.columnWidths.count)
        for row in arrangement.rows {
            for cell in row.cells where cell.span == 1 && columnAlignments[cell.column] == nil {
                columnAlignments[cell.column] = subviews[cell.index][GridColumnAlignmentKey.self]
            }
        }
        for (rowIndex, row) in arrangement.rows.enumerated() {
            let vertical = row.alignment ?? alignment.vertical
            let boxes = row.cells.map { cell in
                CGRect(
                    x: bounds.minX + columnOrigins[cell.column], y: bounds.minY + rowOrigins[rowIndex],
                    width: arrangement.width(of: cell), height: arrangement.rowHeights[rowIndex])
            }
            let proposals = boxes.map { ProposedViewSize($0.size) }
            let dimensions = row.cells.indices.map { subviews[row.cells[$0].index].dimensions(in: proposals[$0]) }
            // Baselines line up with the lowest baseline in the row; other guides with the box's.
            let isBaseline = vertical == .firstTextBaseline || vertical == .lastTextBaseline
            let rowGuide = dimensions.map { $0[vertical] }.max() ?? 0
            for (position, cell) in row.cells.enumerated() {
                let subview = subviews[cell.index], box = boxes[position]
                if let anchor = subview[GridCellAnchorKey.self] {
                    subview.place(
                        at: CGPoint(x: box.minX + anchor.x * box.width, y: box.minY + anchor.y * box.height),
                        anchor: anchor, proposal: proposals[position])
                    continue
                }
                let horizontal = (cell.span == 1 ? columnAlignments[cell.column] : nil) ?? alignment.horizontal
                var origin = AlignmentPlacement.origin(
                    of: dimensions[position], in: box, alignment: Alignment(horizontal: horizontal, vertical: vertical))
                if isBaseline { origin.y = box.minY + rowGuide - dimensions[position][vertical] }
                subview.place(at: origin, anchor: .topLeading, proposal: proposals[position])
            }
        }
    }
}
