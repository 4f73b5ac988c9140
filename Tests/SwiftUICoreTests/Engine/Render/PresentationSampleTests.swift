import Foundation
import Testing
@testable import SwiftUICore

/// The sample against closed forms written out here: `.smooth` (critically damped, ω = 2π /
/// 0.5 s) gives x(t) = 1 − (1 + ωt)e^(−ωt); a linear curve over d seconds gives t / d.
struct PresentationSampleTests {
    private let omega = 4 * Double.pi

    private func close(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 1e-9) -> Bool {
        abs(a - b) <= tolerance
    }

    /// A progress from `from` toward `to`, running with `animation` from time 0.
    private func progress(from: Double, to: Double, _ animation: Animation) -> AnimatorRecord<Double> {
        let record = AnimatorRecord<Double>(from)
        record.animate(to: to, with: animation, at: 0, tag: nil)
        return record
    }

    /// A tree of one view under a root, the view presented at `frame`.
    private func tree(_ identity: ViewIdentity, presentedAt frame: CGRect) -> ViewNode {
        let view = ViewNode(identity: identity, typeName: "Color", kind: .spacer(minLength: nil), children: [], environment: EnvironmentValues())
        view.presentedFrame = frame
        return ViewNode(identity: ViewIdentity(path: "root"), typeName: "Root", kind: .spacer(minLength: nil), children: [view], environment: EnvironmentValues())
    }

    @Test func anInsertionIsItsEffectsAtTheSpringsProgressOverItsRoundedFrame() {
        let identity = ViewIdentity(path: "root/0")
        let transition = TransitionState(effects: [.opacity, .scale(0.5, anchor: .center)], progress: progress(from: 0, to: 1, .smooth))
        // Presented at x 10.2: drawn, and so scaled about, the frame rounded to whole points.
        let sample = PresentationSample(
            time: 0.1, transitions: [identity: transition], ghosts: [], textHistory: [:],
            tree: tree(identity, presentedAt: CGRect(x: 10.2, y: 20, width: 40, height: 30)), rounding: PixelRounding(scale: 1))
        let p = 1 - (1 + omega * 0.1) * exp(-omega * 0.1)
        let scale = CGFloat(0.5 + 0.5 * p)
        let effects = try? #require(sample.transitions[identity])
        #expect(abs((effects?.opacity ?? -1) - p) < 1e-12)
        #expect(abs((effects?.fraction ?? -1) - p) < 1e-12)
        let transform = effects?.transform ?? .identity
        // A scale about the centre (30, 35): x' = s·x + 30 − 30s.
        #expect(close(transform.a, scale) && close(transform.d, scale) && transform.b == 0 && transform.c == 0)
        #expect(close(transform.tx, 30 - 30 * scale) && close(transform.ty, 35 - 35 * scale))
    }

    @Test func aTransitionWithoutOpacityDrawsNoOpacityGroup() {
        let identity = ViewIdentity(path: "root/0")
        let transition = TransitionState(effects: [.offset(CGSize(width: 0, height: 8))], progress: progress(from: 0, to: 1, .linear(duration: 1)))
        let sample = PresentationSample(
            time: 0.25, transitions: [identity: transition], ghosts: [], textHistory: [:],
            tree: tree(identity, presentedAt: CGRect(x: 0, y: 0, width: 10, height: 10)), rounding: PixelRounding(scale: 2))
        // Three quarters of the offset remain: 8 · (1 − 0.25).
        #expect(sample.transitions[identity]?.opacity == nil)
        #expect(sample.transitions[identity]?.transform == .translation(x: 0, y: 6))
    }

    @Test func aTransitionOfAViewNotInTheTreeIsNotSampled() {
        let transition = TransitionState(effects: [.opacity], progress: progress(from: 0, to: 1, .linear(duration: 1)))
        let sample = PresentationSample(
            time: 0.5, transitions: [ViewIdentity(path: "gone"): transition], ghosts: [], textHistory: [:],
            tree: tree(ViewIdentity(path: "root/0"), presentedAt: .zero), rounding: PixelRounding(scale: 1))
        #expect(sample.transitions.isEmpty)
    }

    @Test func aGhostMovesOverTheFrameItWasDrawnInOrItsRows() {
        // A removal runs its progress from 1 to 0: linear over 1 s, 0.75 at 0.25 s, so a quarter
        // of the move to the leading edge is done: −width / 4.
        func ghost(row: (path: DisplayItemPath, frame: CGRect)?) -> Ghost {
            Ghost(
                identity: ViewIdentity(path: "root/1"), parent: ViewIdentity(path: "root"), previousSibling: nil, items: [],
                frame: CGRect(x: 0, y: 0, width: 40, height: 20), effects: [.move(.leading)],
                progress: progress(from: 1, to: 0, .linear(duration: 1)), row: row)
        }
        let rowFrame = CGRect(x: 16, y: 0, width: 24, height: 20)
        let sample = PresentationSample(
            time: 0.25, transitions: [:], ghosts: [ghost(row: nil), ghost(row: (DisplayItemPath(groups: [0], range: 0..<1), rowFrame))],
            textHistory: [:], tree: nil, rounding: PixelRounding(scale: 1))
        #expect(sample.ghosts.map(\.effects.transform) == [.translation(x: -10, y: 0), .translation(x: -6, y: 0)])
        #expect(sample.ghosts.map(\.effects.opacity) == [nil, nil])
        #expect(sample.ghosts.map(\.effects.fraction) == [0.75, 0.75])
    }

    @Test func aTextFadeIsItsProgressWhileItRunsAndAbsentOnceItEnds() {
        let identity = ViewIdentity(path: "root/0")
        let black = Color.Resolved(red: 0, green: 0, blue: 0)
        let history = TextHistory(string: "new", items: [], fade: ([], progress(from: 0, to: 1, .linear(duration: 0.5)), .opacity), color: black)
        let still = TextHistory(string: "same", items: [], fade: nil, color: black)
        func sample(at time: Double) -> PresentationSample {
            PresentationSample(
                time: time, transitions: [:], ghosts: [], textHistory: [identity: history, ViewIdentity(path: "root/1"): still],
                tree: nil, rounding: PixelRounding(scale: 1))
        }
        #expect(sample(at: 0.2).textFades == [identity: 0.4])
        #expect(sample(at: 0.5).textFades.isEmpty)
    }

    @Test func aTextColourIsItsAnimatedColourWhileItRunsAndAbsentOnceItEnds() throws {
        let identity = ViewIdentity(path: "root/0")
        // Black to white in linear light over one second: a quarter of the way, each channel's
        // light is 0.25, encoded by sRGB's curve as 1.055 · 0.25^(1/2.4) − 0.055 = 0.5370987.
        let colors = AnimatorRecord(AnimatableVector([0, 0, 0, 1]))
        colors.animate(to: AnimatableVector([1, 1, 1, 1]), with: .linear(duration: 1), at: 0, tag: nil)
        let history = TextHistory(
            string: "Hi", items: [], fade: nil, color: Color.Resolved(red: 1, green: 1, blue: 1), colorAnimation: colors)
        func sample(at time: Double) -> PresentationSample {
            PresentationSample(time: time, transitions: [:], ghosts: [], textHistory: [identity: history], tree: nil, rounding: PixelRounding(scale: 1))
        }
        let quarter = try #require(sample(at: 0.25).textColors[identity])
        #expect(abs(quarter.red - 0.5370987) < 1e-6 && quarter.red == quarter.green && quarter.green == quarter.blue && quarter.opacity == 1)
        #expect(sample(at: 1).textColors.isEmpty)
    }
}
