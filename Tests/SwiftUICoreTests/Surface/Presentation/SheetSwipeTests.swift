import Foundation
import Testing
@testable import SwiftUICore

/// A button that presents a sheet of green (or a scroll view 2,000 points tall), counting its
/// dismissals; or a full-screen cover of green.
private struct Presenting: View {
    @State private var isPresented = false
    var disablesDismiss = false
    var scrolls = false
    var covers = false
    var dismissals: Box<Int>? = nil

    var body: some View {
        if covers {
            Button("Show") { isPresented = true }
                .fullScreenCover(isPresented: $isPresented) { content }
        } else {
            Button("Show") { isPresented = true }
                .sheet(isPresented: $isPresented, onDismiss: { dismissals?.value += 1 }) {
                    content.interactiveDismissDisabled(disablesDismiss)
                }
        }
    }

    @ViewBuilder private var content: some View {
        if scrolls {
            ScrollView {
                Color.green.frame(height: 2000).accessibilityIdentifier("sheetContent")
            }
        } else {
            Color.green.accessibilityIdentifier("sheetContent")
        }
    }
}

/// The sheet's spring (`PresentationMetrics.sheetAnimation`: critically damped, 0.5 s) as the
/// fraction of its way still to go τ seconds after it starts: (1 + ωτ) e^(−ωτ), ω = 2π / 0.5.
private func remaining(after tau: Double) -> CGFloat {
    let omega = 2 * Double.pi / 0.5
    return CGFloat((1 + omega * tau) * exp(-omega * tau))
}

/// `SheetSwipe`: a finger swipes a sheet down. On the iPhone 15 a large sheet's card is 783
/// points tall from y = 69 (`SheetTests`); "Show" is tapped at 0.1 s and the sheet has risen by
/// 1.5 s, when the finger goes down. Frames are at 60 fps, the rate of a script's finger
/// samples, and every frame is played, as on a screen.
struct SheetSwipeTests {
    private func frames(
        _ view: Presenting, drag: CGSize, duration: Double = 0.5, from start: CGPoint = CGPoint(x: 200, y: 400),
        then more: [ScriptEvent] = [], at times: [Double]
    ) throws -> [Frame] {
        let play = player(RenderScene(
            "swipe", canvas: RenderCanvas(device: .iPhone15, scale: 1), duration: 4, fps: 60,
            script: [.tap("Show", at: 0.1), .drag(from: .point(start), by: drag, duration: duration, at: 1.5)] + more) { view })
        var frames: [Frame] = []
        try play.play(through: times.map { Int(($0 * 60).rounded()) }) { frames.append($0) }
        return frames
    }

    private func top(_ frame: Frame) -> CGFloat? { frame.geometry(named: "sheetContent")?.frame.minY }

    @Test func theSheetFollowsTheFingerDown() throws {
        // 300 points down in 0.5 s, linearly: 180 points at 1.8 s.
        let played = try frames(Presenting(), drag: CGSize(width: 0, height: 300), at: [1.45, 1.8])
        let rest = try #require(top(played[0]))
        #expect(rest == 69)
        #expect(top(played[1]).map { abs($0 - (rest + 180)) < 1e-9 } == true)
    }

    @Test func aReleaseFarEnoughDownDismissesTheSheetFromWhereTheFingerLeftIt() throws {
        let dismissals = Box(0)
        let times = [1.45, 1.983, 2.1, 2.3, 3.9]
        let played = try frames(Presenting(dismissals: dismissals), drag: CGSize(width: 0, height: 300), at: times)
        // Released at 2.0 s 300 points down at 600 points a second: its predicted end, 300 +
        // 600 / 4, is past a third of 783. The card was last drawn 290 points down (1.9833 s),
        // and slides on down from there by its height on the sheet's spring: 290 + 783 (1 − r).
        #expect(top(played[1]).map { abs($0 - (69 + 290)) < 1e-9 } == true)
        for (time, frame) in zip(times, played).dropFirst(2).dropLast() {
            let expected = 69 + 290 + 783 * (1 - remaining(after: time - 2.0))
            let ghostTop = removedCardTop(in: frame)
            #expect(ghostTop.map { abs($0 - expected) < 1e-6 } == true, "at \(time): \(String(describing: ghostTop)), expected \(expected)")
        }
        #expect(top(played[4]) == nil)
        #expect(dismissals.value == 1)
    }

    @Test func aShortSlowSwipeSpringsTheSheetBack() throws {
        // 60 points down in 0.5 s: predicted end 60 + 120 / 4 = 90, short of a third of 783; it
        // springs back from 58 points down (its last drawing) on the sheet's spring.
        let played = try frames(Presenting(), drag: CGSize(width: 0, height: 60), at: [2.1, 2.25, 3.9])
        for (time, frame) in zip([2.1, 2.25], played) {
            let expected = 69 + 58 * remaining(after: time - 2.0)
            #expect(top(frame).map { abs($0 - expected) < 1e-6 } == true, "at \(time): \(String(describing: top(frame)))")
        }
        #expect(top(played[2]) == 69)
    }

    @Test func aSheetThatDisablesItsDismissalResistsAndSpringsBack() throws {
        // UIKit's rubber band: a finger 180 points down draws the card (1 − 1 / (0.55 × 180 /
        // 783 + 1)) × 783 down.
        let played = try frames(Presenting(disablesDismiss: true), drag: CGSize(width: 0, height: 300), at: [1.8, 3.9])
        let band: CGFloat = (1 - 1 / (0.55 * 180 / 783 + 1)) * 783
        #expect(top(played[0]).map { abs($0 - (69 + band)) < 1e-9 } == true, "\(String(describing: top(played[0])))")
        #expect(top(played[1]) == 69)
    }

    @Test func aScrollViewAtItsTopLeavesADownwardSwipeToTheSheet() throws {
        let played = try frames(Presenting(scrolls: true), drag: CGSize(width: 0, height: 300), at: [1.45, 1.8])
        let rest = try #require(top(played[0]))
        #expect(top(played[1]).map { abs($0 - (rest + 180)) < 1e-9 } == true)
    }

    @Test func aSwipeAcrossOrUpMovesNoSheetAndACoverHasNone() throws {
        for drag in [CGSize(width: 150, height: 40), CGSize(width: 0, height: -200)] {
            let played = try frames(Presenting(), drag: drag, at: [1.45, 1.8])
            #expect(top(played[1]) == top(played[0]), "\(drag)")
        }
        let covered = try frames(Presenting(covers: true), drag: CGSize(width: 0, height: 300), at: [1.45, 1.8, 3.9])
        #expect(top(covered[0]) != nil && top(covered[1]) == top(covered[0]) && top(covered[2]) == top(covered[0]))
    }

    @Test func aFingerCatchesTheSheetWhereItIsDrawnWhileItSpringsBack() throws {
        // Let go at 2.0 s 58 points down: it springs back. A second finger goes down at 2.05 s
        // and moves 240 points a second: 12 points by 2.1 s, past the 10 that let it take the
        // card, which it catches where the spring has it, c = 58 × the spring's remaining way
        // after 0.1 s; at 2.2 s the finger is 36 points down, the card c + 36.
        let times = (123...132).map { Double($0) / 60 }
        let played = try frames(
            Presenting(), drag: CGSize(width: 0, height: 60),
            then: [.drag(from: .point(CGPoint(x: 200, y: 450)), by: CGSize(width: 0, height: 120), duration: 0.5, at: 2.05)],
            at: times)
        let caught = 58 * remaining(after: 0.1)
        #expect(top(played[9]).map { abs($0 - (69 + caught + 36)) < 1e-6 } == true, "\(String(describing: top(played[9])))")
        let tops = played.compactMap(top)
        #expect(tops.count == times.count)
        for (a, b) in zip(tops, tops.dropFirst()) {
            #expect(abs(b - a) < 12, "\(tops)")
        }
    }

    /// The top of the green fill drawn inside the removed card's ghost.
    private func removedCardTop(in frame: Frame) -> CGFloat? {
        var result: CGFloat?
        func visit(_ items: [DisplayItem], transform: DisplayTransform, inRemoval: Bool) {
            for item in items {
                switch item {
                case .group(.transform(let inner), let children, let element):
                    let combined = DisplayTransform(
                        a: inner.a * transform.a, b: 0, c: 0, d: inner.d * transform.d,
                        tx: inner.tx * transform.a + transform.tx, ty: inner.ty * transform.d + transform.ty)
                    visit(children, transform: combined, inRemoval: inRemoval || element.rawValue.contains("removal"))
                case .group(_, let children, let element):
                    visit(children, transform: transform, inRemoval: inRemoval || element.rawValue.contains("removal"))
                case .fill(let path, let color, _) where inRemoval && color == Color.green.resolve(in: EnvironmentValues()):
                    result = transform.apply(to: CGPoint(x: 0, y: path.boundingRect.minY)).y
                default:
                    break
                }
            }
        }
        visit(frame.displayList.items, transform: .identity, inRemoval: false)
        return result
    }
}
