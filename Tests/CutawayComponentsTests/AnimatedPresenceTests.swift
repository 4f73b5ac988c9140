import Cutaway
import CutawayComponents
import Foundation
import Testing

/// `AnimatedPresence` in a row `title / detail / footer` (spacing 4, 10-pt lines, 100 pt wide):
/// mounting, cutting instead of squeezing, changing value, and a value that comes back while
/// the collapse still runs. Spacing frame by frame is in `PresenceSpacingTests`.
struct AnimatedPresenceTests {
    /// The row, with the detail bound to `detail`: the detail is child 1.
    func titleDetailFooter(_ detail: SceneValue<String?>) -> [RowPart] {
        row("title/detail/footer", ["detail": detail])
    }

    // MARK: Invariant 4: mounting

    @Test(arguments: 1...3)
    func mountedValueShowsItsFullHeightFromTheFirstFrame(lines: Int) throws {
        // No expand animation: every frame is the first frame, 10 + 4 + 10n + 4 + 10 tall.
        let samples = try playRow(titleDetailFooter(SceneValue(paragraph(lines: lines))), duration: 0.5)
        let height = CGFloat(10 * lines)
        for sample in samples {
            #expect(sample.height(1) == height, "t = \(sample.time)")
            #expect(sample.reportedHeight == 28 + height, "t = \(sample.time)")
            #expect(sample.geometry("detail.text")?.frame.height == height)
            #expect(sample.frame.geometry == samples[0].frame.geometry, "t = \(sample.time): nothing moves")
        }
        // Not faded in either: the text is drawn outside any opacity group.
        #expect(samples[0].frame.texts.allSatisfy { $0.groups.isEmpty })
    }

    /// Unlike the seed (whose detail, mounted with a value, is first measured at its narrower
    /// neighbours' width while its presence is still 0, so the row starts tall and shrinks by
    /// itself), a mounted detail is present at once and measured at the row's width.
    @Test func aMountedWideDetailShowsItsFullHeightFromTheFirstFrame() throws {
        // Short neighbours (25 pt and 30 pt wide); the detail's one line is 95 pt, the widest,
        // 10 pt tall at 100 pt (at 30 pt it would wrap onto four lines).
        let samples = try playRow(
            [.shortLine("title"), .detail("detail", SceneValue(paragraph(lines: 1))), .shortLine("footer")], duration: 0.5)
        for sample in samples {
            #expect(sample.height(1) == 10, "t = \(sample.time)")
            #expect(sample.gap(after: 0) == 4 && sample.gap(after: 1) == 4, "t = \(sample.time)")
        }
    }

    /// The seed's behaviour, kept faithfully (the seed-conformance check compares every frame):
    /// a detail shown later is first measured while its presence is 0, which the stack leaves
    /// out of its width, so between short lines the spring heads for the height of a narrow
    /// measurement before it turns to the real 10 pt.
    @Test func anExpansionWiderThanItsNeighboursTurnsAroundAsTheSeeds() throws {
        // Shown at 0.25 s: one spring would be 10·x(τ), `.smooth`'s closed form.
        let detail = SceneValue<String?>(nil)
        let samples = try playRow([.shortLine("title"), .detail("detail", detail), .shortLine("footer")], duration: 1, script: [
            .run(at: 0.25) { detail.value = paragraph(lines: 1) },
        ])
        let deviation = samples.filter { $0.time > 0.25 && $0.time < 0.75 }
            .map { abs($0.height(1) - 10 * CGFloat(Smooth.progress($0.time - 0.25))) }.max() ?? 0
        #expect(deviation > springTolerance, "the expansion followed one spring: the seed's detour is gone")
    }

    @Test(arguments: [("title/detail/footer", 24), ("detail/footer", 10), ("title/detail", 10), ("detail", 0)] as [(String, CGFloat)])
    func mountedNilTakesNoSpaceAndNoSpacing(shape: String, height: CGFloat) throws {
        // Heights: the lines alone, one spacing (4) between title and footer.
        let samples = try playRow(row(shape, ["detail": SceneValue(nil)]), duration: 0.5)
        for sample in samples {
            #expect(sample.reportedHeight == height, "t = \(sample.time)")
            #expect(sample.geometry("detail")?.frame.height == 0)
            #expect(sample.geometry("detail.text") == nil, "nothing to draw")
        }
    }

    // MARK: Invariant 7: cut, not squish

    @Test func collapseCutsTheContentInsteadOfSqueezingIt() throws {
        // 3 lines (30 pt) hidden at 0.5 s: until the collapse is logically complete at 1.0 s the
        // text keeps its frame height and its layout request; only the clip shrinks, by
        // 30·(1 + ωτ)e^(−ωτ).
        let detail = SceneValue<String?>(paragraph(lines: 3))
        let samples = try playRow(titleDetailFooter(detail), duration: 1.5, script: [.run(at: 0.5) { detail.value = nil }])
        let before = try #require(samples.first { $0.time == 0.5 }?.frame.texts.first { $0.run.request.string == paragraph(lines: 3) })
        #expect(before.run.request.width == 95 && before.run.request.lineLimit == 3)
        var lastClip = CGFloat.infinity
        for sample in samples where sample.time > 0.5 && sample.time < 1.0 {
            let text = try #require(sample.geometry("detail.text"), "t = \(sample.time)")
            let clip = try #require(text.clip)
            let run = try #require(sample.frame.texts.first { $0.run.request.string == paragraph(lines: 3) }?.run)
            #expect(text.frame.height == 30, "t = \(sample.time): the text keeps its height")
            #expect(run.request == before.run.request, "t = \(sample.time): same width, line limit and string")
            #expect(run.size.height == 30)
            #expect(clip.minY == text.frame.minY, "t = \(sample.time): cut from the bottom")
            #expect(clip.height == sample.geometry("detail")?.frame.height, "t = \(sample.time): clipped to the row")
            #expect(abs(clip.height - 30 * Smooth.remaining(sample.time - 0.5)) <= 2 * halfPixel, "t = \(sample.time)")
            #expect(clip.height <= lastClip, "t = \(sample.time): the clip only shrinks")
            lastClip = clip.height
        }
        for sample in samples where sample.time >= 1.0 {
            #expect(sample.geometry("detail.text") == nil, "t = \(sample.time): dropped once logically complete")
        }
    }

    // MARK: Invariant 6: a value of another height

    @Test(arguments: [(1, 3), (3, 1), (2, 3), (1, 1)])
    func changeAnimatesBetweenIntrinsicHeightsAndCrossFades(from old: Int, to new: Int) throws {
        let detail = SceneValue<String?>(paragraph(lines: old))
        let samples = try playRow(
            titleDetailFooter(detail), duration: 2, script: [.run(at: 0.5) { detail.value = paragraph(lines: new, letter: "b") }])
        let (start, end) = (CGFloat(10 * old), CGFloat(10 * new))
        // One spring from the old intrinsic height to the new, and nothing else: a measurement
        // loop would start more animations and leave the closed form.
        expectSpring(samples.map { ($0.time, $0.height(1)) }, start: 0.5, target: end, move: end - start) {
            start + (end - start) * CGFloat(Smooth.progress($0))
        }
        for sample in samples {
            #expect(close(sample.gap(after: 0), 4) && close(sample.gap(after: 1), 4), "t = \(sample.time): fully present throughout")
            expectReportedHeightIsPlacementEnd(sample, lastChild: "footer")
        }
        // The content cross-fades with the same spring: old out, new in.
        let fading = try #require(samples.first { close($0.time, 0.6) }).frame
        let progress = Smooth.progress(0.1)
        #expect(fading.opacities(part: "outgoing").map { abs($0 - (1 - progress)) < 1e-6 } == [true])
        #expect(fading.opacities(part: "incoming").map { abs($0 - progress) < 1e-6 } == [true])
        let strings = fading.texts.filter { !$0.groups.isEmpty }.map {
            ($0.run.request.string, $0.groups.last?.hasSuffix("#outgoing") == true)
        }
        #expect(strings.map(\.0) == [paragraph(lines: old), paragraph(lines: new, letter: "b")])
        #expect(strings.map(\.1) == [true, false])
        let settled = samples.last!.frame
        #expect(settled.opacities(part: "outgoing").isEmpty && settled.opacities(part: "incoming").isEmpty)
        #expect(settled.texts.map(\.run.request.string).contains(paragraph(lines: new, letter: "b")))
    }

    // MARK: Invariant 5: the value comes back while collapsing

    @Test(arguments: [1, 2])
    func valueReturningMidCollapseTurnsAroundAndStays(lines: Int) throws {
        // 30 pt hidden at 0.5 s; at 0.75 s (τ = 0.25) a value of 10n pt arrives. The spring
        // retargets from where it is, with its velocity (SEMANTICS.md §2):
        // y₀ = 30·(1 + ωτ)e^(−ωτ), v₀ = −30·ω²τe^(−ωτ), then y = 10n + d(τ′).
        let detail = SceneValue<String?>(paragraph(lines: 3))
        let returning = paragraph(lines: lines, letter: "b")
        let samples = try playRow(titleDetailFooter(detail), duration: 2.5, script: [
            .run(at: 0.5) { detail.value = nil }, .run(at: 0.75) { detail.value = returning },
        ])
        let target = CGFloat(10 * lines)
        let y0 = 30 * Smooth.remaining(0.25), v0 = -30 * Smooth.velocity(0.25)
        expectSpring(samples.map { ($0.time, $0.height(1)) }, start: 0.75, target: target, move: target - y0) {
            target + CGFloat(Smooth.distance(from: y0 - Double(target), velocity: v0, after: $0))
        }
        // The collapse's completion (due at 1.0 s) does not drop the new value.
        for sample in samples where sample.time >= 0.75 {
            #expect(sample.frame.texts.contains { $0.run.request.string == returning }, "t = \(sample.time)")
        }
        #expect(samples.last?.geometry("detail.text")?.frame.height == target)
    }

    @Test func secondCollapseKeepsItsContentUntilItsOwnCompletion() throws {
        // Hidden at 0.5 s, back at 0.6 s (another height, so it re-expands), hidden again at
        // 0.7 s. The first collapse's completion (due at 1.0 s) must not drop the content of
        // the second, which is logically complete at 1.2 s.
        let detail = SceneValue<String?>(paragraph(lines: 3))
        let samples = try playRow(titleDetailFooter(detail), duration: 1.5, script: [
            .run(at: 0.5) { detail.value = nil }, .run(at: 0.6) { detail.value = paragraph(lines: 2, letter: "b") },
            .run(at: 0.7) { detail.value = nil },
        ])
        for sample in samples {
            let isDrawn = sample.geometry("detail.text") != nil
            #expect(isDrawn == (sample.time < 1.2 - 1e-9), "t = \(sample.time): drawn \(isDrawn)")
        }
    }

    @Test(arguments: [paragraph(lines: 3), paragraph(lines: 3, letter: "b")])
    /// The seed's behaviour, kept faithfully: a value that returns mid-collapse with the same
    /// measured height is drawn, but no measurement changes, so nothing restarts the expansion
    /// and the row stays collapsed.
    func seedLeavesAValueReturningAtTheSameHeightCollapsed(returning: String) throws {
        let detail = SceneValue<String?>(paragraph(lines: 3))
        let samples = try playRow(titleDetailFooter(detail), duration: 2.5, script: [
            .run(at: 0.5) { detail.value = nil }, .run(at: 0.75) { detail.value = returning },
        ])
        #expect(samples.last?.frame.texts.contains { $0.run.request.string == returning } == true)
        #expect(samples.last?.height(1) == 0, "the row expanded again: the seed's stuck collapse is gone")
    }
}
