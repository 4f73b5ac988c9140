import Cutaway
import CutawayComponents
import Foundation
import Testing

/// `CollapsibleSpacingVStack` on its own, one layout at a time, with presences set directly
/// through `.collapsibleSpacingProgress(_:)`: the gap formula, the bridge, and the `VStack` it
/// must be for children that do not opt in. Frame-by-frame behaviour with `AnimatedPresence`
/// is in `PresenceSpacingTests`.
struct CollapsibleSpacingVStackTests {
    // MARK: Edge cases

    @Test func emptyStackTakesNoSpace() throws {
        let sample = try layOutRow([])
        #expect(sample.frames.isEmpty)
        #expect(sample.reportedHeight == 0)
        #expect(sample.geometry("stack")?.frame.size == .zero)
    }

    @Test func singleChildIsItsOwnHeightWhateverItsPresence() throws {
        // Presence scales gaps, never heights: alone, a child has no gap to scale.
        for presence: CGFloat? in [nil, 1, 0.5, 0] {
            let sample = try layOutRow([.block("a", height: 20, presence: presence)])
            #expect(sample.frames == [CGRect(x: 0, y: 0, width: 40, height: 20)], "presence \(String(describing: presence))")
            expectReportedHeightIsPlacementEnd(sample, lastChild: "a")
        }
    }

    @Test func fullyCollapsedChildDoesNotWidenTheStack() throws {
        // A 40-pt block over a 5-pt text: the stack is 40 wide while the block is there at
        // all, and 5 wide once its presence is 0 (a documented simplification).
        let width: (CGFloat?) throws -> CGFloat = {
            try layOutRow([.block("a", height: 20, presence: $0), .shortLine("b")]).bounds.width
        }
        #expect(try width(0.01) == 40)
        #expect(try width(0) == 5)
        #expect(try width(nil) == 40, "a child that does not opt in always counts")
    }

    // MARK: Invariant 8: without opting in, a VStack

    /// Lines, blocks and a presence that publishes its progress without opting in.
    static var mixedParts: [RowPart] {
        [
            .line("title"), .block("block", height: 20), .shortLine("short"),
            .detail("detail", SceneValue(paragraph(lines: 2)), optsIn: false), .block("square", height: 13), .line("footer"),
        ]
    }
    static let names = ["title", "block", "short", "detail", "detail.text", "square", "footer", "stack"]

    @Test(arguments: [nil, 0, 4, 7.5] as [CGFloat?], [.leading, .center, .trailing] as [CollapsibleSpacingVStack.Alignment])
    func childrenThatDoNotOptInAreLaidOutAsVStackDoes(spacing: CGFloat?, alignment: CollapsibleSpacingVStack.Alignment) throws {
        let ours = try layOutRow(Self.mixedParts, in: .collapsible(alignment), spacing: spacing)
        let reference = try layOutRow(Self.mixedParts, in: .vStack(alignment), spacing: spacing)
        for name in Self.names {
            let frame = try #require(ours.geometry(name)?.frame, "\(name) is drawn")
            #expect(frame == reference.geometry(name)?.frame, "\(name), spacing \(String(describing: spacing))")
        }
        expectReportedHeightIsPlacementEnd(ours, lastChild: "footer")
    }

    @Test func explicitSpacingIsEveryGapAndDefaultSpacingIsEachPairs() throws {
        // Hand numbers: 10-pt text (cap top inset 8 − 7 = 1, below the baseline 2).
        // text→block: 8 − 2 = 6; block→text: 8 − 1 = 7; block→block: 8; text→text: leading 0.
        let parts: [RowPart] = [.line("a"), .block("b", height: 20), .block("c", height: 20), .line("d"), .line("e")]
        let fixed = try layOutRow(parts, spacing: 3)
        #expect((0..<4).map { fixed.gap(after: $0) } == [3, 3, 3, 3])
        let standard = try layOutRow(parts, spacing: nil)
        #expect((0..<4).map { standard.gap(after: $0) } == [6, 8, 7, 0])
        expectReportedHeightIsPlacementEnd(standard, lastChild: "e")
    }

    // MARK: Gaps around one collapsing child

    nonisolated static let presences: [CGFloat] = stride(from: 0, through: 1, by: 0.125).map { $0 }

    @Test(arguments: presences)
    func bridgeIsSplitEvenlyAroundACollapsingChild(presence: CGFloat) throws {
        // Spacing 6, a child of presence p between two visible ones: each side gets the scaled
        // gap 6p plus half the bridge 6(1 − p)/2 = 3 + 3p; the neighbours end 6 + 6p apart
        // around the child, exactly one spacing at p = 0.
        let sample = try layOutRow(
            [.block("a", height: 20), .block("b", height: 16 * presence, presence: presence), .block("c", height: 20)],
            spacing: 6)
        #expect(close(sample.gap(after: 0), 3 + 3 * presence))
        #expect(close(sample.gap(after: 1), 3 + 3 * presence))
        #expect(close(sample.frames[2].minY - sample.frames[0].maxY, 6 + 6 * presence + 16 * presence))
        expectReportedHeightIsPlacementEnd(sample, lastChild: "c")
    }

    @Test(arguments: presences)
    func collapsingChildAtEitherEndHasNoBridge(presence: CGFloat) throws {
        // At the start or the end there is no pair to bridge: the gap is 4p, 0 when collapsed.
        let last = try layOutRow([.block("a", height: 20), .block("b", height: 10 * presence, presence: presence)])
        #expect(close(last.gap(after: 0), 4 * presence))
        #expect(close(last.reportedHeight, 20 + 4 * presence + 10 * presence))
        expectReportedHeightIsPlacementEnd(last, lastChild: "b")
        let first = try layOutRow([.block("b", height: 10 * presence, presence: presence), .block("a", height: 20)])
        #expect(close(first.gap(after: 0), 4 * presence))
        #expect(close(first.frames[1].minY, 14 * presence))
        expectReportedHeightIsPlacementEnd(first, lastChild: "a")
    }

    @Test func twoCollapsingChildrenAtTheEndShrinkTheirOwnGaps() throws {
        // Spacing 4: a→b 4·min(1, 0.5) = 2, b→c 4·min(0.5, 0.25) = 1; nothing to bridge.
        let sample = try layOutRow([
            .block("a", height: 20), .block("b", height: 5, presence: 0.5), .block("c", height: 3, presence: 0.25),
        ])
        #expect(close(sample.gap(after: 0), 2))
        #expect(close(sample.gap(after: 1), 1))
        expectReportedHeightIsPlacementEnd(sample, lastChild: "c")
    }

    // MARK: A run of several collapsing children

    /// Spacing 8, rows a / b(p₁) / c(p₂) / d, all heights 0 for b and c. A run is the children
    /// of presence < 1 in a row; its bridge 8(1 − largest presence in the run) is split between
    /// the gap before the run and the gap after it. Gaps worked out by hand.
    nonisolated static let runs: [(p1: CGFloat, p2: CGFloat, gaps: [CGFloat])] = [
        (0, 0, [4, 0, 4]),  // bridge 8: 0 + 4, 0, 0 + 4
        (0.5, 0.25, [6, 2, 4]),  // bridge 4: 4 + 2, 8·0.25, 2 + 2
        (0.25, 0.5, [4, 2, 6]),  // bridge 4: 2 + 2, 2, 4 + 2
        (1, 0.25, [8, 5, 5]),  // b is visible; run [c], bridge 6: 8, 2 + 3, 2 + 3
        (0, 1, [4, 4, 8]),  // run [b], bridge 8: 0 + 4, 0 + 4, 8
        (1, 1, [8, 8, 8]),
    ]

    @Test(arguments: runs.indices)
    func runOfCollapsingChildrenGetsOneBridge(index: Int) throws {
        let run = Self.runs[index]
        let sample = try layOutRow(
            [.block("a", height: 20), .block("b", height: 0, presence: run.p1), .block("c", height: 0, presence: run.p2),
             .block("d", height: 20)],
            spacing: 8)
        #expect((0..<3).map { sample.gap(after: $0) } == run.gaps, "p₁ = \(run.p1), p₂ = \(run.p2)")
        expectReportedHeightIsPlacementEnd(sample, lastChild: "d")
    }

    @Test func collapsedRunLeavesItsNeighboursOneSpacingApart() throws {
        let sample = try layOutRow(
            [.line("a"), .block("b", height: 0, presence: 0), .block("c", height: 0, presence: 0),
             .block("d", height: 0, presence: 0), .line("e")],
            spacing: 5)
        #expect(sample.frames[4].minY - sample.frames[0].maxY == 5)
        #expect(sample.geometry("e")!.frame.minY - sample.geometry("a")!.frame.maxY == 5)
    }

    @Test func defaultSpacingBridgesWithTheOuterPairsOwnSpacing() throws {
        // Text above, block below: once the block between them is gone they are text→block,
        // 8 − 2 = 6 apart, not block→block (8). The other way round: block→text, 8 − 1 = 7.
        let down = try layOutRow([.line("a"), .block("b", height: 0, presence: 0), .block("c", height: 20)], spacing: nil)
        #expect([down.gap(after: 0), down.gap(after: 1)] == [3, 3])
        let up = try layOutRow([.block("c", height: 20), .block("b", height: 0, presence: 0), .line("a")], spacing: nil)
        #expect([up.gap(after: 0), up.gap(after: 1)] == [3.5, 3.5])
        expectReportedHeightIsPlacementEnd(up, lastChild: "a")
    }

    // MARK: Presence values

    @Test func presenceOutsideZeroToOneIsClamped() throws {
        let parts: (CGFloat) -> [RowPart] = {
            [.block("a", height: 20), .block("b", height: 10, presence: $0), .block("c", height: 20)]
        }
        #expect(try layOutRow(parts(-0.5)).frames == layOutRow(parts(0)).frames)
        #expect(try layOutRow(parts(1.5)).frames == layOutRow(parts(1)).frames)
    }

    @Test(arguments: [(0, true), (0.5, true), (0.6, false), (20, false)] as [(CGFloat, Bool)])
    func optedInChildWithoutPresenceCountsAsCollapsedUpToHalfAPoint(height: CGFloat, isCollapsed: Bool) throws {
        let sample = try layOutRow([.block("a", height: 20), .silentBlock("b", height: height), .block("c", height: 20)])
        // Collapsed: 0 + bridge 2 on each side; present: the full 4.
        let gap: CGFloat = isCollapsed ? 2 : 4
        #expect([sample.gap(after: 0), sample.gap(after: 1)] == [gap, gap], "height \(height)")
        expectReportedHeightIsPlacementEnd(sample, lastChild: "c")
    }
}
