import Cutaway
import Foundation
import Testing
@testable import CutawayRender

/// Projections drawn by Cairo: a turned square's edges where the perspective puts them, and
/// the cases that must draw nothing without spoiling the rest of the frame.
@Suite(.serialized) struct CairoRasterizerProjectionTests {
    let rasterizer: CairoRasterizer
    let red = Color.Resolved(red: 1, green: 0, blue: 0)
    let element = ElementID("test")

    init() throws {
        rasterizer = CairoRasterizer(textEngine: try PangoTextEngine())
    }

    /// A turn by `angle` about the vertical axis through `anchor`, seen from `distance`: moved
    /// to the anchor, (x, y) → (x·cos, y) with z = −x·sin, divided by w = 1 − z/distance,
    /// moved back. Built here as a product of those three matrices.
    private func turnAboutY(_ angle: Double, anchor: CGPoint, distance: CGFloat) -> ProjectionTransform {
        var perspective = ProjectionTransform()
        perspective.m11 = CGFloat(cos(angle))
        perspective.m13 = CGFloat(sin(angle)) / distance
        return ProjectionTransform(CGAffineTransform(translationX: -anchor.x, y: -anchor.y))
            .concatenating(perspective)
            .concatenating(ProjectionTransform(CGAffineTransform(translationX: anchor.x, y: anchor.y)))
    }

    private func alpha(_ image: RasterImage, _ x: Int, _ y: Int) -> UInt32 { image.pixel(x: x, y: y) >> 24 }

    /// The 40-pt square (30…70) turned 60° about its centre from 40 pt away: the leading edge
    /// (dx = −20) has w = 1 − sin 60°·20/40 = 0.567, the trailing one w = 1.433, so the corners
    /// are at (50 + dx·cos 60°/w, 50 ± 20/w).
    private func corners() -> (left: CGFloat, right: CGFloat, leftHalfHeight: CGFloat, rightHalfHeight: CGFloat) {
        let s = sin(CGFloat.pi / 3), (near, far) = (1 - s / 2, 1 + s / 2)
        return (50 - 10 / near, 50 + 10 / far, 20 / near, 20 / far)
    }

    private func square() -> DisplayItem {
        .fill(Path(CGRect(x: 30, y: 30, width: 40, height: 40)), color: red, element: element)
    }

    @Test func aTurnedSquaresEdgesAreWhereThePerspectivePutsThem() {
        let turn = turnAboutY(.pi / 3, anchor: CGPoint(x: 50, y: 50), distance: 40)
        let image = rasterizer.render(DisplayList(size: CGSize(width: 100, height: 100), items: [
            .group(.projection(turn), [square()], element: element),
        ]), scale: 1)
        let (left, right, leftHalf, rightHalf) = corners()
        // Inside, the square's red; a pixel and a half past each edge, nothing (bilinear
        // sampling softens an edge over at most a pixel).
        #expect(image.pixel(x: 45, y: 50) == 0xFFFF_0000)
        let y = 50
        #expect(alpha(image, Int((left - 2).rounded(.down)), y) == 0 && alpha(image, Int((left + 1.5).rounded(.up)), y) == 255)
        #expect(alpha(image, Int((right + 1.5).rounded(.up)), y) == 0 && alpha(image, Int((right - 2.5).rounded(.down)), y) == 255)
        // The leading edge is taller than the trailing one: by the leading edge the square
        // reaches up to near the leading corners; by the trailing edge, not past its corners.
        #expect(alpha(image, Int(left + 2), Int(50 - leftHalf + 5)) == 255)
        #expect(alpha(image, Int(right - 3), Int(50 - rightHalf - 5)) == 0)
        // The top edge runs straight from corner to corner: along it at x = 45.5, the pixel
        // two and a half above is empty, two and a half below is full.
        let t = (45.5 - left) / (right - left)
        let edge = (50 - leftHalf) + t * (leftHalf - rightHalf)
        #expect(alpha(image, 45, Int((edge - 2.5).rounded(.down))) == 0)
        #expect(alpha(image, 45, Int((edge + 2).rounded(.down))) == 255)
    }

    @Test func theScaleAndOuterTransformsAreFollowed() {
        // The same square at 2x, inside a move of 10 pt to the right: every point 20 px further.
        let turn = turnAboutY(.pi / 3, anchor: CGPoint(x: 50, y: 50), distance: 40)
        let image = rasterizer.render(DisplayList(size: CGSize(width: 100, height: 100), items: [
            .group(.transform(.translation(x: 10, y: 0)), [.group(.projection(turn), [square()], element: element)], element: element),
        ]), scale: 2)
        let (left, right, _, _) = corners()
        #expect(alpha(image, Int(2 * (left + 10) - 3), 100) == 0 && alpha(image, Int(2 * (left + 10) + 3), 100) == 255)
        #expect(alpha(image, Int(2 * (right + 10) + 3), 100) == 0 && alpha(image, Int(2 * (right + 10) - 3), 100) == 255)
    }

    @Test func whatLiesOffTheCanvasIsBroughtIn() {
        // A square left of the canvas, moved onto it by a projection (a slight perspective
        // keeps it one): its layer is not cut at the canvas as a Cairo group would be.
        var move = ProjectionTransform(CGAffineTransform(translationX: 40, y: 0))
        move.m13 = 0.0001
        let image = rasterizer.render(DisplayList(size: CGSize(width: 50, height: 20), items: [
            .group(.projection(move), [.fill(Path(CGRect(x: -30, y: 5, width: 20, height: 10)), color: red, element: element)], element: element),
        ]), scale: 1)
        #expect(image.pixel(x: 20, y: 10) == 0xFFFF_0000)
        #expect(alpha(image, 40, 10) == 0)
    }

    @Test func projectionsThatDrawNothingLeaveTheRestOfTheFrame() {
        // Behind the viewer (w = 1 − 0.05·x, negative past x = 20), flattened to a line, and
        // not finite: nothing is drawn for them, and the square after them is.
        var behind = ProjectionTransform()
        behind.m13 = -0.05
        var flat = ProjectionTransform()
        (flat.m11, flat.m21, flat.m31) = (0, 0, 0)
        var notFinite = ProjectionTransform()
        notFinite.m32 = .infinity
        let image = rasterizer.render(DisplayList(size: CGSize(width: 100, height: 100), items: [
            .group(.projection(behind), [square()], element: element),
            .group(.projection(flat), [square()], element: element),
            .group(.projection(notFinite), [square()], element: element),
            .fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), color: red, element: element),
        ]), scale: 1)
        #expect(image.pixel(x: 5, y: 5) == 0xFFFF_0000)
        #expect(alpha(image, 50, 50) == 0 && alpha(image, 0, 50) == 0)
    }
}
