import Foundation

/// What a lazy stack keeps from pass to pass on its node: the rows it resolved, the rows the
/// last layout showed, and the length it measured of each row along its axis.
///
/// How the rows are chosen (the geometry reader's fixpoint, `ViewGraph.performPass()`):
/// resolution never measures; it resolves the rows the last layout wanted (`wanted`: only the
/// first row the first time). After each layout, `update(frame:viewport:)` lays the rows out
/// again on paper, from the lengths measured so far (the rows not measured yet at the mean of
/// those measured), and finds the rows that intersect the scroll view's viewport (no margin:
/// a row whose edge only touches the viewport is not resolved), with the header of each
/// section they are in. If they are not the rows resolved, the pass resolves again. Each
/// round measures more rows, so the estimate only improves: with rows of one height the rows
/// settle in the second layout.
///
/// A scroll moves the rows under the viewport, and without a guess each frame of a scroll
/// would resolve and lay out twice: first the rows of the last frame, then those the new
/// offset shows. So a resolution guesses (`rowsToResolve()`): where the scroll view around
/// the stack is being resolved at another offset than it was last laid out at, it resolves
/// the rows the last layout would have wanted, the viewport moved by the difference. That is
/// the first round's answer, reached a round earlier (the rows of the last frame, measured
/// already, teach the estimate nothing); the layout checks the guess as it checks any
/// round's, so a wrong one (content above the stack that changed its length in the same
/// pass) costs a round, never a wrong frame.
final class LazyStackMemory {
    /// The stack's axis.
    var axis = Axis.vertical
    /// The rows the stack resolved in its last resolution, in order.
    var resolved: [Int] = []
    /// The rows the last layout wants resolved; `nil` before the first layout.
    var wanted: [Int]?
    /// How many rows the content has.
    var rowCount = 0
    /// Which rows are section headers, and the section of each row.
    var rowIsHeader: [Bool] = []
    var rowSections: [Int] = []
    /// Each measured row's length along the axis, by row (`nil`: not measured). (By index, not
    /// identity: working out every row's identity would cost what laziness saves. A row
    /// inserted above others shifts their lengths until they are measured again, which only
    /// moves estimates.) An array, not a dictionary: every layout reads every row's length,
    /// and hashing a thousand row numbers was a tenth of a scrolled frame's engine time.
    private var lengths: [CGFloat?] = []
    /// How many rows are measured.
    private var measuredCount = 0
    /// The sum of the measured lengths, kept as they are measured (in the engine's order,
    /// which is the same in every run).
    private var lengthSum: CGFloat = 0
    /// The gap between rows the last layout used where it measured none.
    var gap: CGFloat = ViewSpacing.standardDistance
    /// The composite whose body resolved the stack: resolved again when other rows show.
    weak var owner: CompositeNode?
    /// The scroll view around the stack, found in the last layout.
    weak var controller: ScrollController?
    /// The scroll view's visible interval in the last layout, from the stack's start, and the
    /// scroll view's offset along the axis then.
    private var lastVisible: (range: ClosedRange<CGFloat>, offset: CGFloat)?

    /// Records that `row` measured `length` along the axis.
    func setLength(_ length: CGFloat, for row: Int) {
        if row >= lengths.count { lengths += repeatElement(nil, count: row + 1 - lengths.count) }
        if lengths[row] == nil { measuredCount += 1 }
        lengthSum += length - (lengths[row] ?? 0)
        lengths[row] = length
    }

    /// A row's length: measured, or `estimate`.
    func length(of row: Int, estimate: CGFloat) -> CGFloat {
        if row < lengths.count, let length = lengths[row] { return length }
        return estimate
    }

    /// The length of a row not measured yet: the mean of those measured (0 before any is).
    var estimatedLength: CGFloat {
        measuredCount == 0 ? 0 : lengthSum / CGFloat(measuredCount)
    }

    /// Each row's start along the axis, from the stack's start, and the stack's length.
    func rowStarts() -> (starts: [CGFloat], total: CGFloat) {
        var starts: [CGFloat] = []
        starts.reserveCapacity(rowCount)
        var cursor: CGFloat = 0
        let estimate = estimatedLength
        for row in 0..<rowCount {
            if row > 0 { cursor += gap }
            starts.append(cursor)
            cursor += length(of: row, estimate: estimate)
        }
        return (starts, cursor)
    }

    /// Notes where the last layout put the stack (`start`, its leading edge along its axis) and
    /// the visible interval of the scroll view around it (`nil` outside a scroll view); returns
    /// whether the stack must resolve other rows.
    func update(start: CGFloat, visible: ClosedRange<CGFloat>?) -> Bool {
        lastVisible = visible.map { ((($0.lowerBound - start)...($0.upperBound - start)), controller?.laidOutOffset[axis] ?? 0) }
        let wanted: [Int]
        if let visible {
            if measuredCount == 0 {
                // Nothing measured yet: one row, to have a length to estimate with.
                wanted = rowCount == 0 ? [] : [0]
            } else {
                wanted = rows(intersecting: (visible.lowerBound - start)...(visible.upperBound - start))
            }
        } else {
            // Outside a scroll view every row shows.
            wanted = Array(0..<rowCount)
        }
        self.wanted = wanted
        return wanted != resolved
    }

    /// The rows a resolution resolves: the first alone before any layout (the layout measures
    /// it and says what shows); the rows the last layout wanted; or, while the scroll view
    /// around the stack is resolved at another offset than the last layout's, the rows the
    /// viewport meets at that offset (see "A scroll moves the rows" above).
    func rowsToResolve() -> [Int] {
        guard let wanted else { return rowCount == 0 ? [] : [0] }
        guard let last = lastVisible, measuredCount > 0, let offset = controller?.offsetBeingResolved?[axis], offset != last.offset
        else { return wanted }
        let shift = offset - last.offset
        return rows(intersecting: (last.range.lowerBound + shift)...(last.range.upperBound + shift))
    }

    /// The rows whose extent meets the open interval `range`, with their sections' headers.
    private func rows(intersecting range: ClosedRange<CGFloat>) -> [Int] {
        let (starts, total) = rowStarts()
        var rows: [Int] = []
        var headers: Set<Int> = []
        var sectionHeader: [Int: Int] = [:]
        for row in starts.indices {
            if rowIsHeader[row] { sectionHeader[rowSections[row]] = row }
            let end = row + 1 < starts.count ? starts[row + 1] - gap : total
            guard end > range.lowerBound, starts[row] < range.upperBound else { continue }
            rows.append(row)
            if let header = sectionHeader[rowSections[row]] { headers.insert(header) }
        }
        return Array(Set(rows).union(headers)).sorted()
    }
}
