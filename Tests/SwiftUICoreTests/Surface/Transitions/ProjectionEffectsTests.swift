import Foundation
import Testing
@testable import SwiftUICore

/// `rotation3DEffect` and `projectionEffect`: the projection of a known rectangle's corners,
/// worked out here from the perspective construction (turn about the anchor, then divide by
/// w = 1 − z/d with d the larger side over the perspective), and what the geometry reports.
struct ProjectionEffectsTests {
    /// A 40 × 20 tile centred on a 400 × 400 canvas: its frame is (180, 190, 40, 20).
    private func tile<V: View>(_ modify: (AnyView) -> V) -> some View {
        modify(AnyView(Color.red.frame(width: 40, height: 20).accessibilityIdentifier("tile")))
    }

    private func projections(in frame: Frame) -> [ProjectionTransform] {
        frame.displayList.allItems.compactMap { item in
            guard case .group(.projection(let transform), _, _) = item else { return nil }
            return transform
        }
    }

    private let corners = [CGPoint(x: 180, y: 190), CGPoint(x: 220, y: 190), CGPoint(x: 180, y: 210), CGPoint(x: 220, y: 210)]

    private func expectClose(_ a: CGPoint, _ b: CGPoint, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9, "\(a) ≠ \(b)", sourceLocation: sourceLocation)
    }

    @Test func aTurnAboutYBySixtyDegreesProjectsTheCornersByThePerspectiveFormula() throws {
        let frame = try layOut(tile { $0.rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)) })
        let projection = try #require(projections(in: frame).first)
        // About the centre (200, 200), a corner (200 + dx, 200 + dy) turns to x = dx·cos 60°,
        // y = dy, z = −dx·sin 60°; the camera is d = max(40, 20) / 1 = 40 away, so
        // w = 1 − z/d = 1 + dx·sin 60° / 40, and the corner is drawn at (200 + x/w, 200 + y/w):
        // the trailing edge (dx = 20) shrinks to ±10/1.433, the leading one grows to ±10/0.567.
        let d: CGFloat = 40, theta = CGFloat.pi / 3
        for corner in corners {
            let (dx, dy) = (corner.x - 200, corner.y - 200)
            let w = 1 + dx * sin(theta) / d
            expectClose(projection.apply(to: corner), CGPoint(x: 200 + dx * cos(theta) / w, y: 200 + dy / w))
        }
        // The leading edge: x = 200 − 10/0.567 = 182.36, y from 182.36 to 217.64.
        expectClose(projection.apply(to: corners[0]), CGPoint(x: 200 - 10 / (1 - sin(theta) / 2), y: 200 - 10 / (1 - sin(theta) / 2)))
        // The geometry reports the smallest rectangle around the projected corners.
        let (near, far) = (10 / (1 - sin(theta) / 2), 10 / (1 + sin(theta) / 2))
        let box = frame.rect("tile")
        #expect(abs(box.minX - (200 - near)) < 1e-9 && abs(box.maxX - (200 + far)) < 1e-9)
        #expect(abs(box.minY - (200 - near)) < 1e-9 && abs(box.maxY - (200 + near)) < 1e-9)
    }

    @Test func theAnchorStaysAndALargerPerspectiveBringsTheCameraCloser() throws {
        let door = try #require(projections(in: try layOut(tile {
            $0.rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0), anchor: .leading, perspective: 2)
        })).first)
        // The leading edge is the axis: it does not move.
        expectClose(door.apply(to: corners[0]), corners[0])
        expectClose(door.apply(to: corners[2]), corners[2])
        // The far edge, 40 from the axis: d = 40 / 2 = 20, w = 1 + 40·sin 60° / 20.
        let w = 1 + 40 * sin(CGFloat.pi / 3) / 20
        expectClose(door.apply(to: corners[1]), CGPoint(x: 180 + 40 * cos(CGFloat.pi / 3) / w, y: 200 - 10 / w))
    }

    @Test func aTurnAboutXTakesTheTopAwayAndAboutZIsAPlainTurn() throws {
        let tilt = try #require(projections(in: try layOut(tile { $0.rotation3DEffect(.degrees(30), axis: (x: 1, y: 0, z: 0)) })).first)
        // y = dy·cos 30°, z = dy·sin 30°: the bottom edge (dy = 10) comes closer, w = 1 − 10·sin 30°/40.
        let w = 1 - 10 * sin(CGFloat.pi / 6) / 40
        expectClose(tilt.apply(to: corners[3]), CGPoint(x: 200 + 20 / w, y: 200 + 10 * cos(CGFloat.pi / 6) / w))
        // About z nothing leaves the plane: the rotation effect's turn, drawn as an affine transform.
        let flat = try layOut(tile { $0.rotation3DEffect(.degrees(90), axis: (x: 0, y: 0, z: 1)) })
        #expect(projections(in: flat).isEmpty)
        let turn = try #require(flat.displayList.allItems.lazy.compactMap { item -> DisplayTransform? in
            guard case .group(.transform(let transform), _, _) = item else { return nil }
            return transform
        }.first)
        let turned = turn.apply(to: CGPoint(x: 220, y: 190))
        #expect(abs(turned.x - 210) < 1e-9 && abs(turned.y - 220) < 1e-9)
    }

    @Test func noTurnDrawsNoGroup() throws {
        #expect(try layOut(tile { $0.rotation3DEffect(.zero, axis: (x: 0, y: 1, z: 0)) }).displayList.allItems.count == 2)
        // An axis of no length turns nothing either.
        #expect(try layOut(tile { $0.rotation3DEffect(.degrees(40), axis: (x: 0, y: 0, z: 0)) }).displayList.allItems.count == 2)
    }

    @Test func projectionEffectAppliesInTheViewsOwnCoordinates() throws {
        var perspective = ProjectionTransform()
        perspective.m13 = 0.01
        let frame = try layOut(tile { $0.projectionEffect(perspective) })
        let projection = try #require(projections(in: frame).first)
        // The tile's own origin (180, 190) stays; its far corner, (40, 20) in its own
        // coordinates, has w = 1 + 0.01·40 = 1.4: (180 + 40/1.4, 190 + 20/1.4).
        expectClose(projection.apply(to: corners[0]), corners[0])
        expectClose(projection.apply(to: corners[3]), CGPoint(x: 180 + 40 / 1.4, y: 190 + 20 / 1.4))
    }

    @Test func aViewTurnedBehindTheViewerIsReportedClippedAway() throws {
        // w = 1 − 0.1·x in the tile's coordinates: zero at x = 10, its right part behind.
        var behind = ProjectionTransform()
        behind.m13 = -0.1
        let frame = try layOut(tile { $0.projectionEffect(behind) })
        #expect(frame.geometry(named: "tile")?.clip == .zero)
        #expect(frame.displayList.items.last?.bounds == nil)
    }

    @Test func theAngleAnimates() throws {
        let open = Box(false)
        let scene = RenderScene("door", canvas: RenderCanvas(width: 400, height: 400), duration: 1, fps: 2,
                                script: [.run(at: 0, animation: .linear(duration: 1)) { open.value = true }]) {
            Color.red.frame(width: 40, height: 20).rotation3DEffect(.degrees(open.value ? 60 : 0), axis: (x: 0, y: 1, z: 0))
        }
        let halfway = try #require(projections(in: try player(scene).at(0.5)).first)
        let thirty = try #require(projections(in: try layOut(tile { $0.rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0)) })).first)
        for corner in corners {
            expectClose(halfway.apply(to: corner), thirty.apply(to: corner))
        }
    }
}
