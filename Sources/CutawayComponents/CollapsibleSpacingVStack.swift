import Cutaway

/// A vertical stack for rows whose children may collapse to nothing: the gap next to a
/// collapsing child shrinks on the same timeline as the child's height.
///
/// ## Why not `VStack`
///
/// `VStack(spacing: 8)` keeps 8 points next to every child, whatever its height. A child that
/// animates down to zero height leaves its gaps at full size until the very end, and with the
/// default spacing the gap disappears one frame after the height does: a two-step collapse.
///
/// ## How it works
///
/// - A child that may collapse says so with `.ignoredWhenCollapsed()`.
/// - It publishes how present it is, from 0 (collapsed) to 1 (fully there), through
///   `.collapsibleSpacingProgress(_:)`: an animatable modifier that writes a layout value, so
///   the stack reads a freshly interpolated progress on every frame.
/// - Each gap is the base spacing times the smaller of its two neighbours' progress, so the
///   gap reaches 0 on the frame the child does.
/// - Once a run of collapsed children sits between two visible ones, those two should end up
///   one ordinary gap apart: a bridge of `base × (1 − largest progress in the run)` is added,
///   half before the run and half after it, so an appearing child grows from its middle.
///
/// `sizeThatFits` and `placeSubviews` both work from one `rows(...)` computation, and the height
/// reported is exactly where placement ends: the two cannot disagree.
///
/// ## Boundaries
///
/// - Leading, centre and trailing alignment only; put custom alignment guides in an inner stack.
/// - Not a `VStackLayout` replacement for `AnyLayout` switching.
/// - Children that do not opt in always count as fully present: the stack then behaves as a
///   `VStack` with the same spacing.
public struct CollapsibleSpacingVStack: Layout {
    /// Where children sit across the stack.
    public enum Alignment: Sendable {
        case leading
        case center
        case trailing
    }

    public var alignment: Alignment
    /// The base gap; `nil` uses each pair's default spacing, as `VStack` does.
    public var spacing: CGFloat?

    /// Without a published progress, an opted-in child counts as collapsed below this height
    /// (half a point: less than one pixel at 1x, and safe from rounding noise).
    private let collapsedHeight: CGFloat = 0.5

    public init(alignment: Alignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = rows(subviews, width: proposal.width)
        // A fully collapsed child does not widen the stack: it is absent for the moment.
        let width = rows.reduce(CGFloat(0)) { $1.presence > 0 ? max($0, $1.size.width) : $0 }
        let height = rows.reduce(CGFloat(0)) { $0 + $1.size.height + $1.gapBelow }
        return CGSize(width: width, height: height)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let rows = rows(subviews, width: bounds.width)
        var y = bounds.minY
        for (index, row) in rows.enumerated() {
            subviews[index].place(
                at: CGPoint(x: x(for: row.size, in: bounds), y: y), anchor: .topLeading,
                proposal: ProposedViewSize(width: bounds.width, height: row.size.height))
            y += row.size.height + row.gapBelow
        }
    }

    /// One child's measured size, its presence, and the gap between it and the next child
    /// (0 after the last one), bridge included.
    private struct Row {
        let size: CGSize
        let presence: CGFloat
        var gapBelow: CGFloat
    }

    // No cache on purpose: a child's height changes every frame while it animates, and no
    // Layout callback announces that, so cached sizes would go stale and rows would overlap.
    private func rows(_ subviews: Subviews, width: CGFloat?) -> [Row] {
        let sizes = subviews.map { clean($0.sizeThatFits(ProposedViewSize(width: width, height: nil))) }
        let presences = subviews.indices.map { index in
            presence(
                height: sizes[index].height, optsIn: subviews[index][CollapsedIgnorableKey.self],
                published: subviews[index][CollapsibleSpacingProgressKey.self])
        }
        var gaps = subviews.indices.map { index -> CGFloat in
            let next = index + 1
            guard next < subviews.endIndex else { return 0 }
            return baseGap(subviews[index], subviews[next]) * min(presences[index], presences[next])
        }
        addBridges(to: &gaps, subviews: subviews, presences: presences)
        return subviews.indices.map { Row(size: sizes[$0], presence: presences[$0], gapBelow: gaps[$0]) }
    }

    /// Gives the two visible neighbours of every collapsed run their ordinary gap back, in
    /// proportion to how collapsed the run is, split evenly before and after the run.
    private func addBridges(to gaps: inout [CGFloat], subviews: Subviews, presences: [CGFloat]) {
        var index = subviews.startIndex
        while index < subviews.endIndex {
            guard presences[index] < 1 else {
                index += 1
                continue
            }
            var last = index
            var largest = presences[index]
            var after = index + 1
            while after < subviews.endIndex, presences[after] < 1 {
                last = after
                largest = max(largest, presences[after])
                after += 1
            }
            // Only a run between two visible children needs a bridge: at either end of the
            // stack, the shrinking gaps alone are right.
            if index > subviews.startIndex, after < subviews.endIndex {
                let before = index - 1
                let half = baseGap(subviews[before], subviews[after]) * (1 - largest) / 2
                gaps[before] += half
                gaps[last] += half
            }
            index = after
        }
    }

    /// The gap two neighbours want: the explicit spacing, or their default spacing.
    private func baseGap(_ upper: LayoutSubview, _ lower: LayoutSubview) -> CGFloat {
        let gap = spacing ?? upper.spacing.distance(to: lower.spacing, along: .vertical)
        return gap.isFinite ? max(0, gap) : 0
    }

    /// 1 for children that did not opt in; the published progress (clamped) for those that
    /// did; without one, a yes-or-no answer from the height.
    private func presence(height: CGFloat, optsIn: Bool, published: CGFloat?) -> CGFloat {
        guard optsIn else { return 1 }
        if let published, published.isFinite { return min(1, max(0, published)) }
        return height > collapsedHeight ? 1 : 0
    }

    private func clean(_ size: CGSize) -> CGSize {
        CGSize(
            width: size.width.isFinite ? max(0, size.width) : 0,
            height: size.height.isFinite ? max(0, size.height) : 0)
    }

    private func x(for size: CGSize, in bounds: CGRect) -> CGFloat {
        switch alignment {
        case .leading: bounds.minX
        case .center: bounds.midX - size.width / 2
        case .trailing: bounds.maxX - size.width
        }
    }
}

/// Set on a child that may collapse: `CollapsibleSpacingVStack` then scales its gaps by the
/// child's presence. Layouts that do not read it are unaffected.
struct CollapsedIgnorableKey: LayoutValueKey {
    static let defaultValue = false
}

/// A child's presence, 0 (collapsed) … 1 (there), written by
/// `CollapsibleSpacingProgressModifier` on every frame of its animation.
struct CollapsibleSpacingProgressKey: LayoutValueKey {
    static let defaultValue: CGFloat? = nil
}

/// Turns a layout value into an animated channel: as an `Animatable` modifier, its body runs
/// on every frame with the interpolated progress, and writes that progress as a layout value
/// for the parent to read. Height and gaps then share one transaction, curve and duration.
struct CollapsibleSpacingProgressModifier: ViewModifier, Animatable {
    var progress: CGFloat

    nonisolated var animatableData: CGFloat {
        get { progress }
        set { progress = newValue }
    }

    func body(content: Content) -> some View {
        content.layoutValue(key: CollapsibleSpacingProgressKey.self, value: min(1, max(0, progress)))
    }
}

extension View {
    /// Lets `CollapsibleSpacingVStack` shrink the gaps around this view as it collapses.
    public func ignoredWhenCollapsed(_ enabled: Bool = true) -> some View {
        layoutValue(key: CollapsedIgnorableKey.self, value: enabled)
    }

    /// Publishes this view's presence (0…1) to a `CollapsibleSpacingVStack`; components that
    /// animate their own collapse, such as `AnimatedPresence`, call it for you.
    public func collapsibleSpacingProgress(_ progress: CGFloat) -> some View {
        modifier(CollapsibleSpacingProgressModifier(progress: progress))
    }
}
