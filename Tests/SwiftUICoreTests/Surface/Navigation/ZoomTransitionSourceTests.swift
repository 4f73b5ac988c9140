import Foundation
import Testing
@testable import SwiftUICore

/// `ZoomTransitionSource`: how a zooming screen grows out of its source.
struct ZoomTransitionSourceTests {
    /// A 100 × 50 source at (40, 200) clipped with 12-point corners, on the iPhone 15's
    /// 393 × 852 screen, whose display corners are 55 points; the pushed screen is laid out in
    /// the safe area, 59 points down and 759 high.
    private let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
    private let pushed = CGRect(x: 0, y: 59, width: 393, height: 759)
    private func source(background: Color? = nil, shadow: Bool = false) -> ZoomTransitionSource {
        var style = MatchedTransitionSourceStyle()
        style.clipShape = .init(size: CGSize(width: 12, height: 12), style: .continuous)
        style.background = background
        if shadow { style.shadow = .init(color: .black, radius: 6, offset: CGSize(width: 0, height: 3)) }
        return ZoomTransitionSource(
            frame: CGRect(x: 40, y: 200, width: 100, height: 50), style: style, environment: EnvironmentValues(),
            screen: screen, screenCornerRadius: DeviceScreen.iPhone15.displayCornerRadius)
    }

    @Test func theCutGrowsFromTheSourceToTheScreen() {
        let zoom = source()
        #expect(zoom.cut(progress: 0, pushed: pushed) == (CGRect(x: 40, y: 200, width: 100, height: 50), 12))
        #expect(zoom.cut(progress: 1, pushed: pushed) == (screen, 55))
        // Half way, every edge and the radius are half way: x 20, y 100, 246.5 × 451, r 33.5.
        let half = zoom.cut(progress: 0.5, pushed: pushed)
        #expect(half.rect == CGRect(x: 20, y: 100, width: 246.5, height: 451))
        #expect(half.cornerRadius == 33.5)
    }

    @Test func theScreenScalesFromTheSourcesWidthAboutItsCentre() {
        let zoom = source()
        // 100 / 393 at the start, 1 at the end; the centre from the source's (90, 225) to the
        // pushed screen's (196.5, 59 + 759 / 2 = 438.5).
        let start = zoom.transform(progress: 0, pushed: pushed)
        #expect(abs(start.scale - 100.0 / 393) < 1e-12)
        #expect(start.center == CGPoint(x: 90, y: 225))
        let end = zoom.transform(progress: 1, pushed: pushed)
        #expect(end.scale == 1)
        #expect(end.center == CGPoint(x: 196.5, y: 438.5))
    }

    @Test func theClipIsTheCutMappedBackIntoTheScreen() {
        let zoom = source()
        // At 0.5 the scale is s = 100/393 + (1 − 100/393)/2 and the centre c is half way from
        // (90, 225) to (196.5, 438.5); a canvas point q is the pushed screen's point
        // (196.5, 438.5) + (q − c)/s, so the cut's corner (20, 100) maps there and its size,
        // 246.5 × 451, to 246.5/s × 451/s.
        let s = 100.0 / 393 + (1 - 100.0 / 393) / 2
        let c = CGPoint(x: (90 + 196.5) / 2, y: (225 + 438.5) / 2)
        let expected = CGRect(x: 196.5 + (20 - c.x) / s, y: 438.5 + (100 - c.y) / s, width: 246.5 / s, height: 451 / s)
        let clip = zoom.clipPath(progress: 0.5, pushed: pushed)
        #expect(isClose(clip.boundingRect, expected, within: 1e-9))
        // At the end it is the whole screen.
        #expect(isClose(zoom.clipPath(progress: 1, pushed: pushed).boundingRect, screen, within: 1e-9))
    }

    @Test func theScreenBelowDimsWithTheProgress() {
        // Black at a tenth (`dimming`) of the way's progress: none at the start, 0.05 half way.
        #expect(source().underlay(progress: 0, pushed: pushed).items(element: ElementID("z")).isEmpty)
        guard case .fill(let path, let color, _)? = source().underlay(progress: 0.5, pushed: pushed).items(element: ElementID("z")).first
        else {
            Issue.record("no dimming")
            return
        }
        #expect(path.boundingRect == screen)
        #expect(color == Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.05))
    }

    @Test func theSourcesBackgroundFillsTheCutAndCastsItsShadow() {
        let underlay = source(background: .red, shadow: true).underlay(progress: 0.5, pushed: pushed)
        let items = underlay.items(element: ElementID("z"))
        // The dimming, then the shadow's group around the cut's fill.
        #expect(items.count == 2)
        guard case .group(.shadow(_, let radius, let offset), let inner, _) = items[1],
              case .fill(let path, let color, _)? = inner.first
        else {
            Issue.record("no shadow around the cut: \(items)")
            return
        }
        #expect(radius == 6 && offset == CGSize(width: 0, height: 3))
        #expect(color == Color.red.resolve(in: EnvironmentValues()))
        // The cut half way (see above), with radius 33.5.
        #expect(path == Path(roundedRect: CGRect(x: 20, y: 100, width: 246.5, height: 451), cornerRadius: 33.5, style: .continuous))
    }

    @Test func anUnstyledSourceStartsSquareAndDrawsNoFill() {
        let zoom = ZoomTransitionSource(
            frame: CGRect(x: 0, y: 0, width: 10, height: 10), style: MatchedTransitionSourceStyle(),
            environment: EnvironmentValues(), screen: nil, screenCornerRadius: 0)
        #expect(zoom.cut(progress: 0, pushed: pushed).cornerRadius == 0)
        #expect(zoom.underlay(progress: 0, pushed: pushed).fill == nil)
        // On a plain canvas the cut ends as the pushed screen's frame.
        #expect(zoom.cut(progress: 1, pushed: pushed).rect == pushed)
    }
    /// The zoom of a screen a finger dragged to a pose (`ZoomDismissal`): moved by (30, 200)
    /// and scaled by 0.75 about the pushed screen's centre (196.5, 438.5), so that a point x of
    /// the screen is drawn at L(x) = (196.5, 438.5) + 0.75 (x − (196.5, 438.5)) + (30, 200).
    private func dismissed() -> ZoomTransitionSource {
        var zoom = source()
        zoom.dismissal = ZoomDismissalPose(translation: CGSize(width: 30, height: 200), scale: 0.75)
        return zoom
    }

    @Test func aDismissedScreenStartsFromItsPoseAndEndsInTheSource() {
        let zoom = dismissed()
        // The drawing already has the pose, so at progress 1 the zoom adds nothing.
        let end = zoom.drawnTransform(progress: 1, pushed: pushed)
        #expect(end == DisplayTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        // At 0, the posed screen's centre L(196.5, 438.5) = (226.5, 638.5) is drawn at the
        // source's centre (90, 225), and its width 0.75 × 393 at the source's 100.
        let start = zoom.drawnTransform(progress: 0, pushed: pushed)
        #expect(isClose(start.apply(to: CGPoint(x: 226.5, y: 638.5)), CGPoint(x: 90, y: 225)))
        #expect(abs(start.a * 0.75 * 393 - 100) < 1e-9 && start.a == start.d)
    }

    @Test func aDismissedScreensCutStartsAsTheScreenInItsPose() {
        let zoom = dismissed()
        // L of the whole screen: x 196.5 − 0.75 × 196.5 + 30 = 79.125, y 438.5 − 0.75 × 438.5
        // + 200 = 309.625, 0.75 × 393 = 294.75 wide, 0.75 × 852 = 639 high; the display's 55-point
        // corners scaled too, 41.25.
        let end = zoom.cut(progress: 1, pushed: pushed)
        #expect(isClose(end.rect, CGRect(x: 79.125, y: 309.625, width: 294.75, height: 639)))
        #expect(abs(end.cornerRadius - 41.25) < 1e-12)
        // The clip is the cut in the drawing's coordinates: the zoom's transform takes it onto
        // the cut, half way as at the ends.
        for progress in [0, 0.5, 1] {
            let transform = zoom.drawnTransform(progress: progress, pushed: pushed)
            let clip = zoom.clipPath(progress: progress, pushed: pushed).boundingRect
            let corner = transform.apply(to: CGPoint(x: clip.minX, y: clip.minY))
            let cut = zoom.cut(progress: progress, pushed: pushed).rect
            #expect(isClose(corner, CGPoint(x: cut.minX, y: cut.minY)), "at \(progress)")
            #expect(abs(clip.width * transform.a - cut.width) < 1e-9, "at \(progress)")
        }
        // The screen below is dimmed by what was drawn under the dragged screen (it fades as a
        // removed view does), not again here.
        #expect(zoom.underlay(progress: 0.5, pushed: pushed).dimOpacity == 0)
    }
}
