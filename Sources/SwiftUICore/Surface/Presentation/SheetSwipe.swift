import Foundation

/// A finger swiping a sheet down: the sheet follows it, and let go far enough down (or flicked)
/// it is dismissed, sliding on down from where the finger left it; otherwise it springs back.
/// With `interactiveDismissDisabled()` the sheet resists the finger (UIKit's rubber band) and
/// always springs back. A full-screen cover has no swipe, as on iOS.
///
/// How it competes, as UIKit's sheet pan does: it is the card's ordinary gesture, so a gesture
/// of a view inside the sheet that is recognized at the same event goes first, and it takes
/// only a touch whose first 10 pt go down more than across (`DismissSwipe`); a vertical scroll
/// view in the sheet gives up such a touch while it is at its top
/// (`EnvironmentValues.isInSwipeDismissible`).
///
/// Values, **estimates** (UIKit publishes neither): a release dismisses when its predicted end
/// (SwiftUI's `predictedEndTranslation`) is a third of the sheet's height down or more; the
/// rubber band is UIKit's scroll-view curve, `(1 − 1 / (0.55 d / h + 1)) h` for a finger `d`
/// down on a sheet `h` high. The dimming and a pushed-back screen below do not follow the
/// finger (on iOS they ease back as the sheet goes down).
struct SheetSwipe {
    /// `interactiveDismissDisabled()`: the sheet resists and springs back.
    let isDisabled: Bool
    /// Dismisses the sheet (sets its binding).
    let dismiss: () -> Void

    /// The fraction of the sheet's height a release's predicted end must reach to dismiss it.
    static let dismissFraction: CGFloat = 1.0 / 3
    /// UIKit's rubber-band constant.
    static let rubberBand: CGFloat = 0.55

    /// How far down the sheet is drawn for a finger `down` points down on a sheet `height` high.
    func offset(forFingerDown down: CGFloat, height: CGFloat) -> CGFloat {
        guard down > 0 else { return 0 }
        guard isDisabled, height > 0 else { return down }
        return (1 - 1 / (Self.rubberBand * down / height + 1)) * height
    }

    /// How far down a finger is for the sheet to be drawn `offset` down: the rubber band undone.
    func fingerDown(forOffset offset: CGFloat, height: CGFloat) -> CGFloat {
        guard offset > 0 else { return 0 }
        guard isDisabled, height > 0, offset < height else { return offset }
        return offset / (Self.rubberBand * (1 - offset / height))
    }
}

/// Where a finger has moved a sheet's card, kept by the card.
struct SheetSwipeState: Equatable {
    /// How far down the card is drawn (zero in place).
    var offset: CGFloat = 0
    /// Where and when the finger let it go to spring back (`nil` while it holds it).
    var releasedOffset: CGFloat = 0
    var releasedAt: Double?

    /// How far down the card is drawn at `time`: while it springs back, the part of the way
    /// the sheet's spring has still to go from where it was let go.
    func presentedOffset(at time: Double) -> CGFloat {
        guard let releasedAt else { return offset }
        return releasedOffset * DismissSwipe.remaining(of: PresentationMetrics.sheetSpring, after: time - releasedAt)
    }
}

/// The sheet's swipe as a gesture on its card: it moves the card by `state`'s offset. A finger
/// that takes the card while it springs back catches it where it is drawn.
struct SheetSwipeGesture: Gesture, PrimitiveGesture {
    typealias Value = Void
    typealias Body = Never
    let swipe: SheetSwipe
    let state: Binding<SheetSwipeState>

    func makeRecognizer(in context: GestureContext) -> AnyGestureRecognizer<Void> {
        let height = context.size.height, swipe = swipe, state = state
        // How far down the finger caught the card (zero in place): the finger it would have
        // taken to draw it there.
        let caught = RecognizerMemory(CGFloat.zero)
        let springBack = { (time: Double) in
            withAnimation(PresentationMetrics.sheetAnimation) {
                state.wrappedValue = SheetSwipeState(offset: 0, releasedOffset: state.wrappedValue.offset, releasedAt: time)
            }
        }
        return DismissSwipe(
            began: { time in
                let offset = state.wrappedValue.presentedOffset(at: time)
                caught.state = swipe.fingerDown(forOffset: offset, height: height)
            },
            changed: { translation in
                withTransaction(Transaction()) {
                    state.wrappedValue = SheetSwipeState(offset: swipe.offset(forFingerDown: caught.state + translation.height, height: height))
                }
            },
            ended: { translation, velocity, time in
                let down = CGSize(width: translation.width, height: caught.state + translation.height)
                guard !swipe.isDisabled, DismissSwipe.reaches(SheetSwipe.dismissFraction * height, translation: down, velocity: velocity)
                else {
                    springBack(time)
                    return
                }
                withAnimation(PresentationMetrics.sheetAnimation) {
                    state.wrappedValue = SheetSwipeState()
                    swipe.dismiss()
                }
            },
            cancelled: springBack
        ).recognizer()
    }
}

private enum SwipeDismissibleKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether the views are in something a finger swipes down to dismiss (a sheet): a
    /// vertical scroll view among them leaves a drag that starts down at its top to it.
    var isInSwipeDismissible: Bool {
        get { self[SwipeDismissibleKey.self] }
        set { self[SwipeDismissibleKey.self] = newValue }
    }
}
