import Foundation
import Testing
@testable import SwiftUICore

/// Matched geometry against frames worked out by hand from the rules SwiftUI documents for
/// `matchedGeometryEffect`: a follower (`isSource: false`) takes the source's position (its
/// anchor on the source's) and size; a view inserted as another of its group is removed, in
/// one animated change, moves from the removed view's frame to its own while the removed one
/// moves to the new frame, each fading with its transition.
///
/// The animation is `.smooth`, `spring(duration: 0.5, bounce: 0)`: critically damped with
/// ω = 2π / 0.5 s, so a value that starts at rest moves the fraction
/// x(t) = 1 − (1 + ωt)e^(−ωt) of the way in t seconds (the closed form of a critically damped
/// oscillator released from rest).
struct MatchedGeometryTests {
    private let omega = 4 * Double.pi

    private func smooth(_ t: Double) -> CGFloat {
        CGFloat(1 - (1 + omega * t) * exp(-omega * t))
    }

    private func interpolate(_ from: CGRect, _ to: CGRect, _ x: CGFloat) -> CGRect {
        CGRect(
            x: from.minX + (to.minX - from.minX) * x, y: from.minY + (to.minY - from.minY) * x,
            width: from.width + (to.width - from.width) * x, height: from.height + (to.height - from.height) * x)
    }

    private func isClose(_ a: CGRect?, _ b: CGRect, within tolerance: CGFloat) -> Bool {
        guard let a else { return false }
        return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.maxX - b.maxX) <= tolerance && abs(a.maxY - b.maxY) <= tolerance
    }

    /// A red rectangle at (10, 10, 40, 20) or, expanded, a blue one at (80, 150, 200, 100), in
    /// one group: placed by padding in a top-leading frame that fills the canvas.
    struct TwoRectangles: View {
        let isExpanded: Box<Bool>
        @Namespace private var namespace

        var body: some View {
            ZStack(alignment: .topLeading) {
                if isExpanded.value {
                    Color.blue.matchedGeometryEffect(id: "shape", in: namespace).accessibilityIdentifier("large")
                        .frame(width: 200, height: 100).padding(.leading, 80).padding(.top, 150)
                } else {
                    Color.red.matchedGeometryEffect(id: "shape", in: namespace).accessibilityIdentifier("small")
                        .frame(width: 40, height: 20).padding(.leading, 10).padding(.top, 10)
                }
            }
            .frame(width: 300, height: 300, alignment: .topLeading)
        }
    }

    private let small = CGRect(x: 10, y: 10, width: 40, height: 20)
    private let large = CGRect(x: 80, y: 150, width: 200, height: 100)

    /// The scene: expanded at 0.5 s, collapsed again at 2 s, both with `.smooth`.
    private func stepper() -> FrameStepper {
        let isExpanded = Box(false)
        return FrameStepper(player(RenderScene(
            "matched", canvas: RenderCanvas(width: 300, height: 300, scale: 2), duration: 3, fps: 60,
            script: [
                .run(at: 0.5, animation: .smooth) { isExpanded.value = true },
                .run(at: 2, animation: .smooth) { isExpanded.value = false },
            ]) { TwoRectangles(isExpanded: isExpanded) }))
    }

    /// The fills drawn through a transform: the removed view's ghost, moving.
    private func movingFills(in frame: Frame) -> [DrawnItem] {
        frame.drawnItems.filter { item in item.effects.contains { if case .transform = $0 { true } else { false } } }
    }

    @Test func theInsertedViewMovesFromTheRemovedViewsFrameUnderSmooth() throws {
        let play = stepper()
        #expect(try play.through(0.4).geometry(named: "small")?.frame == small)
        for t in [0.1, 0.25, 0.4] {
            let frame = try play.through(0.5 + t)
            let expected = interpolate(small, large, smooth(t))
            // Drawn at the presented frame rounded to the half-point pixel grid (scale 2).
            let presented = frame.geometry(named: "large")
            #expect(isClose(presented?.frame, expected, within: 0.25), "t = \(t): \(String(describing: presented?.frame)) vs \(expected)")
            // Its insertion transition, the default `.opacity`, runs beside it.
            #expect(abs((presented?.opacity ?? -1) - Double(smooth(t))) < 1e-9)
        }
        // Settled (a critically damped spring is within 1e-6 of its target long before 1.4 s).
        #expect(isClose(try play.through(1.9).geometry(named: "large")?.frame, large, within: 1e-6))
    }

    @Test func theRemovedViewsGhostMovesToTheInsertedViewsFrameWhileItFades() throws {
        let play = stepper()
        for t in [0.1, 0.25] {
            let frame = try play.through(0.5 + t)
            let ghost = try #require(movingFills(in: frame).first)
            // The red fill was drawn over `small`; its transform takes it onto the frame the
            // blue one is moving through (unrounded: the transform maps onto the sampled frame).
            #expect(isClose(ghost.bounds, interpolate(small, large, smooth(t)), within: 1e-9), "t = \(t)")
            #expect(abs(ghost.opacity - (1 - Double(smooth(t)))) < 1e-9)
        }
        // Once the removal's spring settles, the ghost is gone.
        #expect(movingFills(in: try play.through(1.9)).isEmpty)
    }

    @Test func collapsingMovesBackTheSameWay() throws {
        let play = stepper()
        let t = 0.2
        let frame = try play.through(2 + t)
        let expected = interpolate(large, small, smooth(t))
        #expect(isClose(frame.geometry(named: "small")?.frame, expected, within: 0.25))
        #expect(isClose(try #require(movingFills(in: frame).first).bounds, expected, within: 1e-9))
    }

    @Test func withoutAnAnimationTheViewsSwapAtOnce() throws {
        let isExpanded = Box(false)
        let play = FrameStepper(player(RenderScene(
            "matched", canvas: RenderCanvas(width: 300, height: 300, scale: 2), duration: 1, fps: 60,
            script: [.run(at: 0.5) { isExpanded.value = true }]) { TwoRectangles(isExpanded: isExpanded) }))
        let frame = try play.through(0.5)
        #expect(frame.geometry(named: "large")?.frame == large)
        #expect(movingFills(in: frame).isEmpty)
    }

    /// A source at (50, 40, 100, 60) and a 20 × 10 follower laid out at the origin.
    struct Follower: View {
        let properties: MatchedGeometryProperties
        let anchor: UnitPoint
        @Namespace private var namespace

        var body: some View {
            ZStack(alignment: .topLeading) {
                Color.red.matchedGeometryEffect(id: 1, in: namespace)
                    .frame(width: 100, height: 60).padding(.leading, 50).padding(.top, 40)
                Color.blue.matchedGeometryEffect(id: 1, in: namespace, properties: properties, anchor: anchor, isSource: false)
                    .accessibilityIdentifier("follower")
                    .frame(width: 20, height: 10)
            }
            .frame(width: 300, height: 300, alignment: .topLeading)
        }
    }

    private func followerFrame(_ properties: MatchedGeometryProperties, anchor: UnitPoint) throws -> CGRect? {
        try player(RenderScene("follower", canvas: RenderCanvas(width: 300, height: 300, scale: 1), duration: 0, fps: 1) {
            Follower(properties: properties, anchor: anchor)
        }).frame(at: 0).geometry(named: "follower")?.frame
    }

    @Test func aFollowerTakesTheSourcesFrame() throws {
        // Offered the source's 100 × 60 (a colour takes what it is offered), at its place.
        #expect(try followerFrame(.frame, anchor: .center) == CGRect(x: 50, y: 40, width: 100, height: 60))
    }

    @Test func aPositionFollowerPutsItsAnchorOnTheSourcesAndKeepsItsSize() throws {
        // Centre on the source's centre (100, 70): 20 × 10 around it.
        #expect(try followerFrame(.position, anchor: .center) == CGRect(x: 90, y: 65, width: 20, height: 10))
        // Top-leading corner on the source's (50, 40).
        #expect(try followerFrame(.position, anchor: .topLeading) == CGRect(x: 50, y: 40, width: 20, height: 10))
        // Bottom-trailing corner on the source's (150, 100).
        #expect(try followerFrame(.position, anchor: .bottomTrailing) == CGRect(x: 130, y: 90, width: 20, height: 10))
    }

    @Test func aSizeFollowerKeepsItsAnchorWhereItsLayoutPutIt() throws {
        // The 20 × 10 frame's centre (10, 5) stays; the size becomes 100 × 60.
        #expect(try followerFrame(.size, anchor: .center) == CGRect(x: -40, y: -25, width: 100, height: 60))
    }

    /// A source and a follower of the same id in each of two views of one type.
    struct Pair: View {
        let x: CGFloat
        let name: String
        @Namespace private var namespace

        var body: some View {
            ZStack(alignment: .topLeading) {
                Color.red.matchedGeometryEffect(id: "shared", in: namespace)
                    .frame(width: 30, height: 30).padding(.leading, x)
                Color.blue.matchedGeometryEffect(id: "shared", in: namespace, isSource: false)
                    .accessibilityIdentifier(name)
                    .frame(width: 10, height: 10)
            }
        }
    }

    @Test func eachViewsNamespaceIsItsOwn() throws {
        let frame = try player(RenderScene("pairs", canvas: RenderCanvas(width: 300, height: 300, scale: 1), duration: 0, fps: 1) {
            VStack(alignment: .leading, spacing: 0) {
                Pair(x: 0, name: "first")
                Pair(x: 100, name: "second")
            }
            .frame(width: 300, height: 300, alignment: .topLeading)
        }).frame(at: 0)
        // Each follower lies on its own view's source: the first at x 0, the second at x 100,
        // 30 points lower (the first pair's height).
        #expect(frame.geometry(named: "first")?.frame == CGRect(x: 0, y: 0, width: 30, height: 30))
        #expect(frame.geometry(named: "second")?.frame == CGRect(x: 100, y: 30, width: 30, height: 30))
    }
}
