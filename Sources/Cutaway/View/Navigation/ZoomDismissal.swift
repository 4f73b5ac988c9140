import Foundation

/// The finger-driven dismissal of a screen pushed with a zoom (`navigationTransition(.zoom)`):
/// a finger that drags the screen down takes it off its place, and the screen follows it,
/// shrinking, its corners rounding to the display's, over the screen below dimmed as during
/// the zoom. Lifted far enough (or flicked) down, the screen zooms back into its source from
/// where the finger left it (a pop, `ZoomTransitionSource.dismissal`); otherwise it springs
/// back to its place.
///
/// How it competes (as iOS's zoom dismissal gesture does): it is the screen's ordinary gesture,
/// so a gesture of a view inside it that is recognized at the same event goes first, and it
/// takes only a touch whose first 10 pt go down more than across (`DismissSwipe`); a vertical
/// scroll view inside the screen gives up such a touch while it is scrolled to its top
/// (`NavigationScrollEdge.yieldsDownwardDrag`).
///
/// Values, **estimates** (UIKit's zoom publishes no curve nor threshold): the screen's scale
/// is 1 less the fraction of the screen's height the finger has moved down, no less than ½,
/// about the screen's centre, which the finger's whole translation moves; a release commits
/// when the drag's predicted end (SwiftUI's `predictedEndTranslation`, a quarter of a second
/// on at the finger's velocity) is a quarter of the screen's height down or more; both the
/// pop and the spring back run on the push's spring (`NavigationMetrics.push`).
struct ZoomDismissal: Equatable {
    /// Where the finger has dragged the screen (identity when it is in place).
    var pose = ZoomDismissalPose.identity
    /// Whether the screen is off its place: a finger holds it, or it springs back.
    var isActive = false

    /// The smallest scale the screen shrinks to.
    static let minimumScale: CGFloat = 0.5
    /// The fraction of the screen's height a release's predicted end must reach to commit.
    static let commitFraction: CGFloat = 0.25

    /// The screen's pose for the finger's translation on a screen `screenHeight` tall.
    static func pose(for translation: CGSize, screenHeight: CGFloat) -> ZoomDismissalPose {
        let down = max(0, translation.height)
        let scale = screenHeight > 0 ? max(minimumScale, 1 - down / screenHeight) : 1
        return ZoomDismissalPose(translation: translation, scale: scale)
    }

    /// The dismissal's gesture on the screen made under `key`, on a device's screen
    /// `screenHeight` tall (`nil` on a plain canvas: the screen's own height): it changes the
    /// stack's dismissal with `update` as the finger moves (`DismissSwipe`), and on release
    /// pops with `pop` or springs back.
    static func attachment(
        key: ViewIdentity, screenHeight: CGFloat?, update: @escaping (_ change: (inout ZoomDismissal) -> Void) -> Void,
        pop: @escaping () -> Void
    ) -> GestureAttachment {
        GestureAttachment(priority: .normal, key: key.appending(.part("zoomDismissal"))) { context in
            let screenHeight = screenHeight ?? context.size.height
            let springBack = {
                withAnimation(NavigationMetrics.push) {
                    update { $0.pose = .identity }
                } completion: {
                    // (Unless a finger took the screen again meanwhile.)
                    update { if $0.pose == .identity { $0.isActive = false } }
                }
            }
            return DismissSwipe(
                changed: { translation in
                    let pose = pose(for: translation, screenHeight: screenHeight)
                    withTransaction(Transaction()) { update { $0 = ZoomDismissal(pose: pose, isActive: true) } }
                },
                ended: { translation, velocity in
                    guard DismissSwipe.reaches(commitFraction * screenHeight, translation: translation, velocity: velocity) else {
                        springBack()
                        return
                    }
                    withAnimation(NavigationMetrics.push) {
                        update { $0 = ZoomDismissal() }
                        pop()
                    }
                },
                cancelled: springBack
            ).recognizer()
        }
    }
}

/// Where a zoomed screen is drawn while a finger drags it down (`ZoomDismissal`): scaled
/// about its centre, then moved by the finger's translation. Identity in place.
struct ZoomDismissalPose: Equatable, Sendable {
    var translation: CGSize
    var scale: CGFloat

    static let identity = ZoomDismissalPose(translation: .zero, scale: 1)

    /// `rect` as the pose draws it, for a screen laid out in `frame`.
    func applied(to rect: CGRect, in frame: CGRect) -> CGRect {
        guard self != .identity else { return rect }
        return CGRect(
            x: frame.midX + (rect.minX - frame.midX) * scale + translation.width,
            y: frame.midY + (rect.minY - frame.midY) * scale + translation.height,
            width: rect.width * scale, height: rect.height * scale)
    }
}

/// Draws a zoomed screen in its dismissal's pose; animatable, so that it springs back.
struct ZoomDismissalEffect: GeometryEffect {
    var pose: ZoomDismissalPose

    var animatableData: AnimatablePair<CGSize.AnimatableData, CGFloat> {
        get { AnimatablePair(pose.translation.animatableData, pose.scale) }
        set { (pose.translation.animatableData, pose.scale) = (newValue.first, newValue.second) }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        return ProjectionTransform(CGAffineTransform(
            a: pose.scale, b: 0, c: 0, d: pose.scale,
            tx: center.x * (1 - pose.scale) + pose.translation.width, ty: center.y * (1 - pose.scale) + pose.translation.height))
    }
}

/// The display's rounded corners cut from a zoomed screen while it is off its place: the
/// device's whole screen (`screen`, in the canvas's coordinates, which the screen's frame is
/// in) whatever the frame it is asked for, or on a plain canvas (`nil`) that frame.
struct ZoomDismissalCut: Shape {
    var screen: CGRect?
    var cornerRadius: CGFloat

    func path(in rect: CGRect) -> Path {
        Path(roundedRect: screen ?? rect, cornerRadius: cornerRadius, style: .continuous)
    }
}

private enum DisplayCornerRadiusKey: EnvironmentKey {
    static var defaultValue: CGFloat { 0 }
}

extension EnvironmentValues {
    /// The corner radius of the device's display the views are drawn on (0 on a plain canvas:
    /// `DeviceScreen.displayCornerRadius`).
    var displayCornerRadius: CGFloat {
        get { self[DisplayCornerRadiusKey.self] }
        set { self[DisplayCornerRadiusKey.self] = newValue }
    }
}
