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
    /// How many screens were pushed when the finger took the top one: the pose is that
    /// screen's, and no other's once the stack has another top.
    var depth = 0
    /// Where and when the finger let the screen go to spring back (`nil` while it holds it).
    var release: (pose: ZoomDismissalPose, time: Double)?

    static func == (lhs: ZoomDismissal, rhs: ZoomDismissal) -> Bool {
        lhs.pose == rhs.pose && lhs.isActive == rhs.isActive && lhs.depth == rhs.depth
            && lhs.release?.pose == rhs.release?.pose && lhs.release?.time == rhs.release?.time
    }

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

    /// The translation the screen is drawn at, at `time`: while it springs back, the part of
    /// the way the push's spring has still to go from where it was let go.
    func presentedTranslation(at time: Double) -> CGSize {
        guard let release else { return pose.translation }
        let remaining = DismissSwipe.remaining(of: NavigationMetrics.pushSpring, after: time - release.time)
        return CGSize(width: release.pose.translation.width * remaining, height: release.pose.translation.height * remaining)
    }

    /// The dismissal's gesture on the top screen, `depth` screens pushed, made under `key`, on
    /// a device's screen `screenHeight` tall (`nil` on a plain canvas: the screen's own
    /// height). It changes the stack's dismissal with `update` (told how many screens are
    /// pushed now) as the finger moves (`DismissSwipe`), and on release pops with `pop` or
    /// springs back. A finger that takes the screen while it springs back catches it where it
    /// is drawn; once the screen is no longer the top one (the app popped it), the finger
    /// moves nothing.
    static func attachment(
        key: ViewIdentity, depth: Int, screenHeight: CGFloat?,
        update: @escaping (_ change: (inout ZoomDismissal, _ depth: Int) -> Void) -> Void, pop: @escaping () -> Void
    ) -> GestureAttachment {
        GestureAttachment(priority: .normal, key: key.appending(.part("zoomDismissal"))) { context in
            let screenHeight = screenHeight ?? context.size.height
            // Where the finger caught the screen (zero when it was in place).
            let caught = RecognizerMemory(CGSize.zero)
            func holds() -> Bool {
                var holds = false
                update { state, pushed in holds = pushed == depth && state.depth == depth && state.isActive }
                return holds
            }
            let springBack = { (time: Double) in
                withAnimation(NavigationMetrics.push) {
                    update { state, _ in
                        state.release = (state.pose, time)
                        state.pose = .identity
                    }
                } completion: {
                    // (Unless a finger took the screen again meanwhile.)
                    update { state, _ in if state.release?.time == time { state = ZoomDismissal() } }
                }
            }
            return DismissSwipe(
                began: { time in
                    update { state, pushed in
                        let isOff = pushed == depth && state.depth == depth && state.isActive
                        caught.state = isOff ? state.presentedTranslation(at: time) : .zero
                    }
                },
                changed: { translation in
                    let moved = CGSize(width: caught.state.width + translation.width, height: caught.state.height + translation.height)
                    let pose = pose(for: moved, screenHeight: screenHeight)
                    withTransaction(Transaction()) {
                        update { state, pushed in
                            if pushed == depth { state = ZoomDismissal(pose: pose, isActive: true, depth: depth) }
                        }
                    }
                },
                ended: { translation, velocity, time in
                    guard holds() else { return }
                    let moved = CGSize(width: caught.state.width + translation.width, height: caught.state.height + translation.height)
                    guard DismissSwipe.reaches(commitFraction * screenHeight, translation: moved, velocity: velocity) else {
                        springBack(time)
                        return
                    }
                    withAnimation(NavigationMetrics.push) {
                        update { state, _ in state = ZoomDismissal() }
                        pop()
                    }
                },
                cancelled: { time in
                    if holds() { springBack(time) }
                }
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
nonisolated struct ZoomDismissalEffect: GeometryEffect {
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
nonisolated struct ZoomDismissalCut: Shape {
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
