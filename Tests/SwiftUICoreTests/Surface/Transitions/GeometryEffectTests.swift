import Foundation
import Testing
@testable import SwiftUICore

/// Geometry effects: the transforms they draw with, worked out by hand from each effect's
/// definition, and the frames the geometry snapshot reports for the views they move.
struct GeometryEffectTests {
    /// A 40 × 20 tile centred on a 400 × 400 canvas: its frame is (180, 190, 40, 20).
    private func tile<V: View>(_ modify: (AnyView) -> V) -> some View {
        modify(AnyView(Color.red.frame(width: 40, height: 20).accessibilityIdentifier("tile")))
    }

    private func transforms(in items: [DisplayItem]) -> [DisplayTransform] {
        items.flatMap { item -> [DisplayTransform] in
            guard case .group(let effect, let children, _) = item else { return [] }
            if case .transform(let transform) = effect { return [transform] + transforms(in: children) }
            return transforms(in: children)
        }
    }

    @Test func scaleEffectScalesAboutTheFramesCentre() throws {
        let frame = try layOut(tile { $0.scaleEffect(2) })
        // About (200, 200): x' = 2x − 200.
        #expect(transforms(in: frame.displayList.items) == [DisplayTransform(a: 2, b: 0, c: 0, d: 2, tx: -200, ty: -200)])
        #expect(frame.rect("tile") == CGRect(x: 160, y: 180, width: 80, height: 40))
    }

    @Test func rotationEffectTurnsClockwiseAboutItsAnchor() throws {
        let frame = try layOut(tile { $0.rotationEffect(.degrees(90), anchor: .topLeading) })
        // About (180, 190), a quarter turn takes (x, y) to (180 − (y − 190), 190 + (x − 180)):
        // the far corner (220, 210) goes to (160, 230).
        let turn = try #require(transforms(in: frame.displayList.items).first)
        let corner = turn.apply(to: CGPoint(x: 220, y: 210))
        #expect(abs(corner.x - 160) < 1e-9 && abs(corner.y - 230) < 1e-9)
        let box = frame.rect("tile")
        #expect(abs(box.minX - 160) < 1e-9 && abs(box.minY - 190) < 1e-9)
        #expect(abs(box.width - 20) < 1e-9 && abs(box.height - 40) < 1e-9)
    }

    @Test func offsetMovesTheDrawingAndNotTheNeighbours() throws {
        func stack(offset: CGFloat) -> some View {
            VStack(spacing: 0) {
                Color.red.frame(width: 40, height: 20).accessibilityIdentifier("moved").offset(x: offset, y: offset)
                Color.blue.frame(width: 40, height: 20).accessibilityIdentifier("below")
            }
        }
        let still = try layOut(stack(offset: 0)), moved = try layOut(stack(offset: 15))
        #expect(moved.rect("below") == still.rect("below"))
        #expect(moved.rect("moved") == still.rect("moved").offsetBy(dx: 15, dy: 15))
    }

    @Test func transformEffectAppliesInTheViewsOwnCoordinates() throws {
        // A shear x' = x + y·0.5 about the tile's own origin, moved to its frame at (180, 190).
        let frame = try layOut(tile { $0.transformEffect(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)) })
        let shear = try #require(transforms(in: frame.displayList.items).first)
        // Its bottom-left corner (180, 210) is 20 below the origin: it moves right by 10.
        #expect(shear.apply(to: CGPoint(x: 180, y: 210)) == CGPoint(x: 190, y: 210))
        #expect(shear.apply(to: CGPoint(x: 180, y: 190)) == CGPoint(x: 180, y: 190))
    }

    @Test func aScaleChangedInAnAnimatedTransactionMovesLinearly() throws {
        let big = Box(false)
        let scene = RenderScene("scale", canvas: RenderCanvas(width: 400, height: 400), duration: 1, fps: 4,
                                script: [.run(at: 0, animation: .linear(duration: 1)) { big.value = true }]) {
            Color.red.frame(width: 40, height: 20).accessibilityIdentifier("tile").scaleEffect(big.value ? 2 : 1)
        }
        let play = player(scene)
        for (time, scale) in [(0.25, 1.25), (0.5, 1.5), (1.0, 2.0)] {
            let width = try play.at(time).rect("tile").width
            // Linear: the scale is 1 + t; pixel rounding at 1x moves the frame by at most 1 pt.
            #expect(abs(width - 40 * scale) <= 1, "t = \(time)")
        }
    }

    @Test func anOpacityChangedInAnAnimatedTransactionMovesLinearly() throws {
        let hidden = Box(false)
        let scene = RenderScene("fade", canvas: RenderCanvas(width: 100, height: 100), duration: 1, fps: 4,
                                script: [.run(at: 0, animation: .linear(duration: 1)) { hidden.value = true }]) {
            Color.red.frame(width: 40, height: 20).accessibilityIdentifier("tile").opacity(hidden.value ? 0 : 1)
        }
        let play = player(scene)
        #expect(try play.at(0).geometry(named: "tile")?.opacity == 1)
        #expect(abs(try play.at(0.25).geometry(named: "tile")!.opacity - 0.75) < 1e-12)
        #expect(try play.at(1).geometry(named: "tile")?.opacity == 0)
    }

    /// A user's effect: a sideways shake of 10 pt · sin(2π · amount).
    nonisolated private struct Shake: GeometryEffect {
        var animatableData: CGFloat
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: 10 * sin(2 * .pi * animatableData), y: 0))
        }
    }

    @Test func aCustomGeometryEffectIsAskedAgainAtEachFrame() throws {
        let shakes = Box<CGFloat>(0)
        let scene = RenderScene("shake", canvas: RenderCanvas(width: 100, height: 100), duration: 1, fps: 8,
                                script: [.run(at: 0, animation: .linear(duration: 1)) { shakes.value = 1 }]) {
            Color.red.frame(width: 40, height: 20).accessibilityIdentifier("tile").modifier(Shake(animatableData: shakes.value))
        }
        let play = player(scene)
        let rest = try play.at(0).rect("tile").minX
        // Linear over 1 s: amount = t, so the shake is 10 at t = 0.25, 0 at 0.5, −10 at 0.75.
        #expect(abs(try play.at(0.25).rect("tile").minX - (rest + 10)) < 1e-9)
        #expect(abs(try play.at(0.5).rect("tile").minX - rest) < 1e-9)
        #expect(abs(try play.at(0.75).rect("tile").minX - (rest - 10)) < 1e-9)
    }
}
