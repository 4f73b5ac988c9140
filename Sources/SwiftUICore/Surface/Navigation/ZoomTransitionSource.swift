import Foundation

/// A zoom navigation transition bound to its source (`navigationTransition(.zoom(sourceID:in:))`
/// with `matchedTransitionSource`): where the source is drawn, its look, and how the pushed
/// screen grows out of it.
///
/// How it is drawn at a progress `p` (0: the source, 1: the screen in place), an estimate of
/// iOS 18's zoom, whose curve and shapes are private:
/// - the pushed screen (laid out in `frame`, the safe area's) is scaled uniformly from the
///   source's width to its own and its centre moves from the source's to its own
///   (`transform`);
/// - it is cut to a rounded rectangle (`cut`) whose frame grows linearly from the source's to
///   the device's whole screen and whose corner radius grows from the source's (its
///   configuration's clip shape, else square) to the screen's corners
///   (`DeviceScreen.displayCornerRadius`);
/// - under it, in the canvas's coordinates (`Underlay`): the screen below dimmed by black at
///   `dimming` × p, then the cut filled with the source's background (if it has one) and
///   casting the source's shadow (if it has one).
///
/// A screen a finger dragged down and let go (`ZoomDismissal`) zooms back from the pose it was
/// dragged to: the end the progress runs from is that pose, not the screen in place.
///
/// Design boundaries: the screen below is not scaled back (iOS shrinks it a little); the
/// source's own drawing does not cross-fade into the screen.
struct ZoomTransitionSource: Equatable {
    /// The source's drawn frame (canvas points, pixel-rounded).
    var frame: CGRect
    /// The corners the cut starts with: the source's clip shape's.
    var cornerRadius: CGFloat
    var cornerStyle: RoundedCornerStyle
    /// The source's background, filling the cut under the screen.
    var background: Color.Resolved?
    /// The source's shadow, cast by the cut.
    var shadow: Shadow?
    /// The rectangle the cut ends as: the device's whole screen, or on a plain canvas the
    /// pushed screen's own frame (`nil`).
    var screen: CGRect?
    /// The corner radius the cut ends with: the device screen's (0 on a plain canvas).
    var screenCornerRadius: CGFloat
    /// Where a finger had dragged the screen when it was last drawn in place (`ZoomDismissal`):
    /// a pop it commits zooms back from there.
    var dismissal: ZoomDismissalPose

    /// The black the screen below is dimmed by when the zooming screen covers it. **Estimate**:
    /// UIKit's zoom (`UIViewController.Transition.ZoomOptions.dimmingColor`) documents no
    /// default; iOS 18's looks slightly dimmed, about a tenth black, by eye.
    static let dimming = 0.1

    init(
        frame: CGRect, style: MatchedTransitionSourceStyle, environment: EnvironmentValues, screen: CGRect?,
        screenCornerRadius: CGFloat, dismissal: ZoomDismissalPose = .identity
    ) {
        self.frame = frame
        self.screen = screen
        cornerRadius = style.clipShape.map { min($0.size.width, $0.size.height) } ?? 0
        cornerStyle = style.clipShape?.style ?? .continuous
        background = style.background?.resolve(in: environment)
        shadow = style.shadow.map { Shadow(color: $0.color.resolve(in: environment), radius: $0.radius, offset: $0.offset) }
        self.screenCornerRadius = screenCornerRadius
        self.dismissal = dismissal
    }

    /// A shadow, resolved.
    struct Shadow: Equatable {
        var color: Color.Resolved
        var radius: CGFloat
        var offset: CGSize
    }

    /// The pushed screen's uniform scale and centre as drawn at `progress`, for a screen laid
    /// out in `pushed`: from the source's width and centre (0) to the screen's in place, or to
    /// the pose a finger dragged it to (1).
    func transform(progress: Double, pushed: CGRect) -> (scale: CGFloat, center: CGPoint) {
        let p = CGFloat(progress)
        let start = pushed.width == 0 ? 1 : frame.width / pushed.width
        let end = (scale: dismissal.scale, center: CGPoint(
            x: pushed.midX + dismissal.translation.width, y: pushed.midY + dismissal.translation.height))
        return (start + (end.scale - start) * p,
                CGPoint(x: frame.midX + (end.center.x - frame.midX) * p, y: frame.midY + (end.center.y - frame.midY) * p))
    }

    /// The transform the zoom draws the screen's drawing under at `progress`. The drawing of
    /// a screen a finger dragged already has the dismissal's pose (`ZoomDismissalEffect`), so
    /// the zoom draws `transform` after undoing it: a point x of the drawing goes to
    /// `centre + scale / pose.scale × (x − (pushed.centre + pose.translation))`.
    func drawnTransform(progress: Double, pushed: CGRect) -> DisplayTransform {
        let (scale, center) = transform(progress: progress, pushed: pushed)
        let factor = scale / dismissal.scale
        let posed = CGPoint(x: pushed.midX + dismissal.translation.width, y: pushed.midY + dismissal.translation.height)
        return DisplayTransform(a: factor, b: 0, c: 0, d: factor, tx: center.x - factor * posed.x, ty: center.y - factor * posed.y)
    }

    /// The cut at `progress` in the canvas's coordinates: its rectangle, growing from the
    /// source's frame to the screen's (`screen`, else `pushed`, in the dismissal's pose), and
    /// its corner radius, from the source's to the screen's (scaled with the pose).
    func cut(progress: Double, pushed: CGRect) -> (rect: CGRect, cornerRadius: CGFloat) {
        let p = CGFloat(progress)
        let screen = dismissal.applied(to: screen ?? pushed, in: pushed)
        let rect = CGRect(
            x: frame.minX + (screen.minX - frame.minX) * p, y: frame.minY + (screen.minY - frame.minY) * p,
            width: frame.width + (screen.width - frame.width) * p, height: frame.height + (screen.height - frame.height) * p)
        return (rect, max(0, cornerRadius + (screenCornerRadius * dismissal.scale - cornerRadius) * p))
    }

    /// The cut at `progress` in the coordinates of the screen's drawing (inside
    /// `drawnTransform`): the same rounded rectangle mapped back through it (a canvas point q
    /// is the drawing's point `(q − centre) × pose.scale / scale + pushed.centre +
    /// pose.translation`).
    func clipPath(progress: Double, pushed: CGRect) -> Path {
        let (scale, center) = transform(progress: progress, pushed: pushed)
        guard scale > 0 else { return Path() }
        let factor = scale / dismissal.scale
        let (rect, radius) = cut(progress: progress, pushed: pushed)
        let inner = CGRect(
            x: pushed.midX + dismissal.translation.width + (rect.minX - center.x) / factor,
            y: pushed.midY + dismissal.translation.height + (rect.minY - center.y) / factor,
            width: rect.width / factor, height: rect.height / factor)
        return Path(roundedRect: inner, cornerRadius: radius / factor, style: cornerStyle)
    }

    /// What is drawn under the pushed screen at `progress`. A screen a finger dismissed is
    /// not dimmed under here: the dimming drawn while it was dragged fades out by itself, as
    /// a removed view does, on the same spring (0.1 × the progress, as here).
    func underlay(progress: Double, pushed: CGRect) -> Underlay {
        let (rect, radius) = cut(progress: progress, pushed: pushed)
        return Underlay(
            dim: screen ?? pushed, dimOpacity: dismissal == .identity ? Self.dimming * min(1, max(0, progress)) : 0,
            cut: Path(roundedRect: rect, cornerRadius: radius, style: cornerStyle),
            fill: background ?? (shadow == nil ? nil : Color.Resolved(red: 0, green: 0, blue: 0)),
            shadow: shadow)
    }

    /// What a zoom draws under the zooming screen, outside its transform: the dimming of the
    /// screen below, then the cut's fill and shadow.
    struct Underlay: Equatable {
        var dim: CGRect
        var dimOpacity: Double
        var cut: Path
        /// The cut's fill: the source's background, or an opaque black that only casts the
        /// shadow (the screen covers it).
        var fill: Color.Resolved?
        var shadow: Shadow?

        /// The items, named after `element` (the zooming screen's).
        func items(element: ElementID) -> [DisplayItem] {
            var items: [DisplayItem] = []
            if dimOpacity > 0 {
                items.append(.fill(Path(dim), color: Color.Resolved(red: 0, green: 0, blue: 0, opacity: dimOpacity),
                                   element: ElementID(element.rawValue + "#zoom-dim")))
            }
            if let fill {
                let cut = DisplayItem.fill(cut, color: fill, element: ElementID(element.rawValue + "#zoom-background"))
                if let shadow {
                    items.append(.group(
                        .shadow(color: shadow.color, radius: shadow.radius, offset: shadow.offset), [cut],
                        element: ElementID(element.rawValue + "#zoom-shadow")))
                } else {
                    items.append(cut)
                }
            }
            return items
        }
    }
}
