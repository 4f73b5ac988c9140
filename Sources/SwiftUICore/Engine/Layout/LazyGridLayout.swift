import Foundation

/// The layout of `LazyVGrid` (columns across, rows as many as the cells need) and `LazyHGrid`
/// (the same turned: rows down, columns as many as needed). Along the items' axis (a vertical
/// grid's width), the items' lengths are worked out as SwiftUI does (`tracks(in:)`); along the
/// other, each line (a vertical grid's row) is as long as its longest cell, the lines
/// `spacing` apart. Cells fill the lines in order. Laziness changes nothing here: every cell
/// is made and laid out.
struct LazyGridLayout: Layout {
    /// The axis the grid grows along: `.vertical` for `LazyVGrid`.
    let axis: Axis
    let items: [GridItem]
    /// The cells' alignment in their boxes across the items (a `LazyVGrid`'s horizontal one).
    let alignment: Alignment
    let spacing: CGFloat?

    /// SwiftUI's default gap between grid items and between lines (the standard spacing).
    static let standardSpacing: CGFloat = 8
    /// The most tracks an adaptive item makes. Its tracks are at least 1 pt, so 10,000 of them
    /// are wider than any canvas (a scene's or preview's is at most 4,096 points a side); a
    /// legal share of 1e300 points would otherwise make 10³⁰⁰ of them.
    static let maximumAdaptiveTracks = 10_000

    /// A resolved track across the grid: an item, or one of the repeats of an adaptive one.
    struct Track: Equatable {
        let length: CGFloat
        /// The gap after it.
        let spacing: CGFloat
        let alignment: Alignment?
    }

    /// The tracks for `available` length across (SwiftUI's rules): fixed items take their
    /// size; the others, in order, each take an equal share of what is left, clamped to their
    /// bounds; an adaptive item then splits its share into as many tracks of at least its
    /// minimum as fit with its spacing between them. Without an offer, a flexible item is its
    /// minimum and an adaptive one a single track of its minimum.
    func tracks(in available: CGFloat?) -> [Track] {
        let gaps = items.dropLast().reduce(CGFloat(0)) { $0 + ($1.spacing ?? Self.standardSpacing) }
        var remaining = (available ?? 0) - gaps
        for item in items {
            if case .fixed(let length) = item.size { remaining -= length }
        }
        var shares = [CGFloat](repeating: 0, count: items.count)
        var left = items.filter { if case .fixed = $0.size { false } else { true } }.count
        for (index, item) in items.enumerated() {
            switch item.size {
            case .fixed(let length):
                shares[index] = length
            case .flexible(let minimum, let maximum):
                let share = available == nil ? minimum : max(remaining, 0) / CGFloat(left)
                shares[index] = min(max(share, minimum), max(minimum, maximum))
                remaining -= shares[index]
                left -= 1
            case .adaptive(let minimum, _):
                // An adaptive item's maximum bounds each of its tracks, not its share.
                let share = available == nil ? minimum : max(remaining, 0) / CGFloat(left)
                shares[index] = max(share, minimum)
                remaining -= shares[index]
                left -= 1
            }
        }
        var tracks: [Track] = []
        for (index, item) in items.enumerated() {
            let spacing = item.spacing ?? Self.standardSpacing
            if case .adaptive(let minimum, let maximum) = item.size {
                let minimum = max(minimum, 1)
                let fitting = ((shares[index] + spacing) / (minimum + spacing)).rounded(.down)
                // NaN (∞ over ∞) fits one; past `maximumAdaptiveTracks`, more change nothing seen.
                let count = fitting >= 1 ? Int(min(fitting, CGFloat(Self.maximumAdaptiveTracks))) : 1
                let length = min((shares[index] - CGFloat(count - 1) * spacing) / CGFloat(count), max(minimum, maximum))
                for _ in 0..<count { tracks.append(Track(length: length, spacing: spacing, alignment: item.alignment)) }
            } else {
                tracks.append(Track(length: shares[index], spacing: spacing, alignment: item.alignment))
            }
        }
        return tracks
    }

    struct Arrangement {
        let tracks: [Track]
        /// Each line's length along the grid's axis (a vertical grid's row heights).
        let lines: [CGFloat]
        let lineSpacing: CGFloat

        var size: (across: CGFloat, along: CGFloat) {
            let across = tracks.reduce(CGFloat(0)) { $0 + $1.length } + tracks.dropLast().reduce(CGFloat(0)) { $0 + $1.spacing }
            let along = lines.reduce(0, +) + CGFloat(max(lines.count - 1, 0)) * lineSpacing
            return (across, along)
        }
    }

    func arrangement(for proposal: ProposedViewSize, subviews: Subviews) -> Arrangement {
        let tracks = tracks(in: proposal[axis.perpendicular])
        guard !tracks.isEmpty else { return Arrangement(tracks: [], lines: [], lineSpacing: 0) }
        let lineCount = (subviews.count + tracks.count - 1) / tracks.count
        let lines = (0..<lineCount).map { line in
            (0..<tracks.count).compactMap { track -> CGFloat? in
                let index = line * tracks.count + track
                guard index < subviews.count else { return nil }
                return subviews[index].sizeThatFits(cellProposal(across: tracks[track].length))[axis]
            }.max() ?? 0
        }
        return Arrangement(tracks: tracks, lines: lines, lineSpacing: spacing ?? Self.standardSpacing)
    }

    func cellProposal(across: CGFloat, along: CGFloat? = nil) -> ProposedViewSize {
        var proposal = ProposedViewSize(width: nil, height: nil)
        proposal[axis.perpendicular] = across
        proposal[axis] = along
        return proposal
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = arrangement(for: proposal, subviews: subviews).size
        return axis == .vertical ? CGSize(width: size.across, height: size.along) : CGSize(width: size.along, height: size.across)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let arrangement = arrangement(for: proposal, subviews: subviews)
        guard !arrangement.tracks.isEmpty else { return }
        let trackOrigins = GridLayoutAlgorithm.Arrangement.origins(
            arrangement.tracks.map(\.length), gaps: arrangement.tracks.dropLast().map(\.spacing))
        let lineOrigins = GridLayoutAlgorithm.Arrangement.origins(
            arrangement.lines, gaps: Array(repeating: arrangement.lineSpacing, count: max(arrangement.lines.count - 1, 0)))
        for index in subviews.indices {
            let line = index / arrangement.tracks.count, trackIndex = index % arrangement.tracks.count
            let track = arrangement.tracks[trackIndex]
            let across = trackOrigins[trackIndex], along = lineOrigins[line]
            let box = axis == .vertical
                ? CGRect(x: bounds.minX + across, y: bounds.minY + along, width: track.length, height: arrangement.lines[line])
                : CGRect(x: bounds.minX + along, y: bounds.minY + across, width: arrangement.lines[line], height: track.length)
            let cellProposal = cellProposal(across: track.length)
            let origin = AlignmentPlacement.origin(
                of: subviews[index].dimensions(in: cellProposal), in: box, alignment: track.alignment ?? alignment)
            subviews[index].place(at: origin, anchor: .topLeading, proposal: cellProposal)
        }
    }
}
