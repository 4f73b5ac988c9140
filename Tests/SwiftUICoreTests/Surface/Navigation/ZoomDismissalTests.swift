import Foundation
import Testing
@testable import SwiftUICore

/// A screen pushed with a zoom from a 100-point tile: a "Detail" text, or the same text at the
/// top of a scroll view 2,000 points tall.
private struct ZoomedPage: View {
    @Namespace private var namespace
    var scrolls = false

    var body: some View {
        NavigationStack {
            NavigationLink {
                page.navigationTransition(.zoom(sourceID: "tile", in: namespace))
            } label: {
                Text("Open").frame(width: 100, height: 100)
                    .matchedTransitionSource(id: "tile", in: namespace).accessibilityIdentifier("tile")
            }
        }
    }

    @ViewBuilder private var page: some View {
        if scrolls {
            ScrollView {
                VStack(spacing: 0) {
                    Text("Detail")
                    Color.gray.frame(height: 2000)
                }
            }
        } else {
            Text("Detail")
        }
    }
}

/// Two zoomed screens pushed by value: the root's tile 1 opens "Screen 1", whose tile 2 opens
/// "Screen 2"; the path is a model's, so a script can pop.
@Observable private final class PathModel {
    var path: [Int] = []
}

private struct ZoomedPath: View {
    @Namespace private var namespace
    @Bindable var model: PathModel

    var body: some View {
        NavigationStack(path: $model.path) {
            tile(1)
                .navigationDestination(for: Int.self) { number in
                    VStack(spacing: 40) {
                        Text("Screen \(number)")
                        tile(number + 1)
                    }
                    .navigationTransition(.zoom(sourceID: number, in: namespace))
                }
        }
    }

    private func tile(_ number: Int) -> some View {
        NavigationLink(value: number) {
            Text("Tile \(number)").frame(width: 100, height: 100)
                .matchedTransitionSource(id: number, in: namespace)
        }
    }
}

/// The push's spring (`NavigationMetrics.push`: critically damped, response 0.35 s) as the
/// fraction of its way still to go τ seconds after it starts: (1 + ωτ) e^(−ωτ), ω = 2π / 0.35.
private func remaining(after tau: Double) -> Double {
    let omega = 2 * Double.pi / 0.35
    return (1 + omega * tau) * exp(-omega * tau)
}

/// `ZoomDismissal`: a finger drags a zoomed screen down and back into its source. On the
/// iPhone 15 (852 points high); the tile is tapped at 0.1 s, and the push has settled by 1 s.
/// Frames are at 60 fps, the rate of a script's finger samples, so each frame shows the finger
/// where the script puts it at that time.
struct ZoomDismissalTests {
    private func play(scrolls: Bool = false, _ drags: ScriptEvent...) -> Player {
        player(RenderScene(
            "dismissal", canvas: RenderCanvas(device: .iPhone15, scale: 1), duration: 3, fps: 60,
            script: [.tap("Open", at: 0.1)] + drags) { ZoomedPage(scrolls: scrolls) })
    }

    /// The frames at `times` (ascending), every frame before them played, as on a screen.
    private func frames(_ play: Player, at times: [Double]) throws -> [Frame] {
        var frames: [Frame] = []
        try play.play(through: times.map { Int(($0 * 60).rounded()) }) { frames.append($0) }
        return frames
    }

    /// The settled screen's frame and the text's resting frame, before any drag.
    private func resting(scrolls: Bool = false) throws -> (screen: CGRect, text: CGRect) {
        let frame = try frames(play(scrolls: scrolls), at: [0.95])[0]
        let screen = try #require(frame.geometry.last { $0.typeName == "NavigationScreen" }?.frame)
        return (screen, frame.drawnText("Detail").frame)
    }

    /// Where the pose of a finger moved by `translation` draws the resting `text` of a screen
    /// laid out in `screen`: scaled by 1 − (down / 852) about the screen's centre, then moved
    /// by the translation (`ZoomDismissal.pose`).
    private func posed(_ text: CGRect, in screen: CGRect, translation: CGSize, scale: CGFloat? = nil) -> CGRect {
        let s = scale ?? 1 - max(0, translation.height) / 852
        return CGRect(
            x: screen.midX + (text.minX - screen.midX) * s + translation.width,
            y: screen.midY + (text.minY - screen.midY) * s + translation.height,
            width: text.width * s, height: text.height * s)
    }

    @Test func aFingerDraggingTheScreenDownShrinksItAndMovesItWithTheFinger() throws {
        let (screen, text) = try resting()
        // From (200, 400) by (30, 200) in 0.5 s, linearly: at 1.3 s the finger has gone 0.6
        // of the way, (18, 120).
        let play = play(.drag(from: .point(CGPoint(x: 200, y: 400)), by: CGSize(width: 30, height: 200), duration: 0.5, at: 1))
        let frame = try frames(play, at: [1.3])[0]
        let drawn = frame.drawnText("Detail").frame
        #expect(isClose(drawn, posed(text, in: screen, translation: CGSize(width: 18, height: 120)), within: 1e-6), "\(drawn)")
        // The screen below is dimmed by black at a tenth, as under the zoom.
        #expect(frame.displayList.allItems.contains { item in
            if case .fill(let path, let color, let element) = item {
                element.rawValue.contains("zoomDismissalDim") && path.boundingRect == CGRect(x: 0, y: 0, width: 393, height: 852)
                    && color.opacity == 0.1
            } else { false }
        })
    }

    @Test func aReleaseFarEnoughDownZoomsTheScreenBackIntoItsSourceFromItsPose() throws {
        let (screen, text) = try resting()
        let play = play(.drag(from: .point(CGPoint(x: 200, y: 400)), by: CGSize(width: 0, height: 300), duration: 0.5, at: 1))
        let times = [0.05, 1.5, 1.6, 1.7, 1.85, 2.8]
        let played = try frames(play, at: times)
        let source = try #require(played[0].geometry(named: "tile")?.frame)
        // Released at 1.5 s, 300 points down (more than a quarter of 852): the screen pops. Its
        // last drawing in place was at 1.4833 s, 0.9667 × 300 = 290 points down.
        let pose = ZoomDismissalPose(translation: CGSize(width: 0, height: 290), scale: 1 - 290.0 / 852)
        let atRelease = played[1].drawnText("Detail").frame
        #expect(isClose(atRelease, posed(text, in: screen, translation: pose.translation), within: 1e-6), "\(atRelease)")
        // Then, on the push's spring from the release, the screen's scale and centre go a
        // fraction p (the spring's remaining way) of the way from the source's (100 / 393 of the
        // screen's width, at the tile's centre) to the pose's: a resting point x is drawn at
        // c + s (x − screen.centre).
        for (time, frame) in zip(times, played).dropFirst(2).dropLast() {
            let p = CGFloat(remaining(after: time - 1.5))
            let s = 100 / screen.width + (pose.scale - 100 / screen.width) * p
            let c = CGPoint(x: source.midX + (screen.midX - source.midX) * p, y: source.midY + (screen.midY + 290 - source.midY) * p)
            let expected = CGRect(
                x: c.x + s * (text.minX - screen.midX), y: c.y + s * (text.minY - screen.midY),
                width: s * text.width, height: s * text.height)
            let drawn = frame.drawnText("Detail")
            #expect(isClose(drawn.frame, expected, within: 1e-6), "at \(time): \(drawn.frame), expected \(expected)")
            // The dimming drawn under the dragged screen fades out on the same spring, as a
            // removed view does: its group's opacity is p.
            let dims = frame.removalFills.filter { $0.rect == CGRect(x: 0, y: 0, width: 393, height: 852) }
            #expect(dims.count == 1 && abs((dims.first?.opacity ?? 0) - Double(p)) < 1e-9, "at \(time): \(dims)")
        }
        // The stack is back at its root.
        let settled = played[5]
        #expect(settled.drawnTexts.allSatisfy { $0.string != "Detail" })
        #expect(settled.geometry(named: "tile")?.frame == source)
    }

    @Test func aShortSlowDragSpringsTheScreenBack() throws {
        let (screen, text) = try resting()
        // 60 points down in 0.5 s: released at 120 points a second, its predicted end 60 + 30 is
        // short of a quarter of the screen (213 points), so the screen springs back from the
        // pose of its last drawing (58 points down), on the push's spring.
        let play = play(.drag(from: .point(CGPoint(x: 200, y: 400)), by: CGSize(width: 0, height: 60), duration: 0.5, at: 1))
        let played = try frames(play, at: [1.6, 1.75, 2.8])
        for (time, frame) in zip([1.6, 1.75], played) {
            let q = CGFloat(remaining(after: time - 1.5))
            // The pose's data (translation and scale) go back together: 58 q down, scale 1 −
            // (58 / 852) q.
            let expected = posed(text, in: screen, translation: CGSize(width: 0, height: 58 * q), scale: 1 - 58.0 / 852 * q)
            let drawn = frame.drawnText("Detail").frame
            #expect(isClose(drawn, expected, within: 1e-6), "at \(time): \(drawn), expected \(expected)")
        }
        // Back in place, the screen is drawn as before the drag, with no dimming left.
        let settled = played[2]
        #expect(settled.drawnText("Detail").frame == text)
        #expect(!settled.displayList.allItems.contains { $0.element.rawValue.contains("zoomDismissal") })
    }

    @Test func aDragThatStartsAcrossOrUpLeavesTheScreenInPlace() throws {
        let text = try resting().text
        for translation in [CGSize(width: 120, height: 40), CGSize(width: 0, height: -150)] {
            let play = play(.drag(from: .point(CGPoint(x: 150, y: 400)), by: translation, duration: 0.5, at: 1))
            #expect(try frames(play, at: [1.3])[0].drawnText("Detail").frame == text, "\(translation)")
        }
    }

    @Test func aScrollViewAtItsTopLeavesADownwardDragToTheScreen() throws {
        let (screen, text) = try resting(scrolls: true)
        let play = play(scrolls: true, .drag(from: .point(CGPoint(x: 200, y: 400)), by: CGSize(width: 0, height: 200), duration: 0.5, at: 1))
        let drawn = try frames(play, at: [1.3])[0].drawnText("Detail").frame
        #expect(isClose(drawn, posed(text, in: screen, translation: CGSize(width: 0, height: 120)), within: 1e-6), "\(drawn)")
    }

    @Test func aScrolledScrollViewKeepsADownwardDrag() throws {
        let text = try resting(scrolls: true).text
        // Up by 300 points (the content scrolls and decelerates, then rests by 2.5 s), then
        // down by 100: the content follows the finger back down, and the screen stays.
        let play = play(
            scrolls: true,
            .drag(from: .point(CGPoint(x: 200, y: 600)), by: CGSize(width: 0, height: -300), duration: 0.5, at: 1),
            .drag(from: .point(CGPoint(x: 200, y: 300)), by: CGSize(width: 0, height: 100), duration: 0.2, at: 2.5))
        let played = try frames(play, at: [2.5, 2.65])
        let before = played[0].drawnText("Detail").frame
        #expect(before.minY < text.minY - 300)
        let after = played[1].drawnText("Detail").frame
        // 0.75 of the way: the content is 75 points further down, at its own size.
        #expect(abs(after.minY - (before.minY + 75)) < 1e-6 && after.size == text.size, "\(before) → \(after)")
    }

    @Test func aFingerCatchesTheScreenWhereItIsDrawnWhileItSpringsBack() throws {
        let (screen, text) = try resting()
        // Let go at 1.5 s 96.67 points down (its last drawing, 29/30 of 100), short of the
        // quarter: it springs back. A second finger goes down at 1.55 s and moves 240 points a
        // second: 12 points by 1.6 s, past the 10 that let it take the screen, which it catches
        // where the spring has it then, c = 96.67 × the spring's remaining way after 0.1 s. At
        // 1.7 s the finger is 36 points down, so the screen is c + 36 down.
        let play = play(
            .drag(from: .point(CGPoint(x: 200, y: 400)), by: CGSize(width: 0, height: 100), duration: 0.5, at: 1),
            .drag(from: .point(CGPoint(x: 200, y: 450)), by: CGSize(width: 0, height: 120), duration: 0.5, at: 1.55))
        let times = (93...102).map { Double($0) / 60 }
        let played = try frames(play, at: times)
        let caught = 100 * 29 / 30 * CGFloat(remaining(after: 0.1))
        let drawn = played[9].drawnText("Detail").frame
        #expect(isClose(drawn, posed(text, in: screen, translation: CGSize(width: 0, height: caught + 36)), within: 1e-6), "\(drawn)")
        // No frame jumps: from one to the next the text moves less than the 10 points the
        // finger takes to catch the screen and a frame of the spring.
        let tops = played.map { $0.drawnText("Detail").frame.minY }
        for (a, b) in zip(tops, tops.dropFirst()) {
            #expect(abs(b - a) < 12, "\(tops)")
        }
    }

    @Test func aScreenTheAppPopsWhileAFingerHoldsItLeavesTheOneBelowAlone() throws {
        let model = PathModel()
        // Screen 1 at 0.1 s, screen 2 at 0.8 s; a finger drags screen 2 from 1.6 s to 2.1 s,
        // and the app pops it at 1.8 s.
        let play = player(RenderScene(
            "popped", canvas: RenderCanvas(device: .iPhone15, scale: 1), duration: 4, fps: 60,
            script: [
                .tap("Tile 1", at: 0.1), .tap("Tile 2", at: 0.8),
                .drag(from: .point(CGPoint(x: 200, y: 600)), by: CGSize(width: 0, height: 300), duration: 0.5, at: 1.6),
                .run(at: 1.8) { model.path.removeLast() },
            ]) { ZoomedPath(model: model) })
        var frames: [Frame] = []
        try play.play(through: [90, 138, 234]) { frames.append($0) }
        // Screen 1 is drawn where it was before screen 2 came, at its size, while the finger
        // goes on and after it lifts; it is still pushed at the end.
        let before = frames[0].drawnText("Screen 1").frame
        #expect(frames[1].drawnText("Screen 1").frame == before)
        #expect(frames[2].drawnText("Screen 1").frame == before)
        #expect(model.path == [1])
    }
}
