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
}

/// The sheet's swipe as a gesture on its card: it moves the card by `offset`.
struct SheetSwipeGesture: Gesture, PrimitiveGesture {
    typealias Value = Void
    typealias Body = Never
    let swipe: SheetSwipe
    let offset: Binding<CGFloat>

    func makeRecognizer(in context: GestureContext) -> AnyGestureRecognizer<Void> {
        let height = context.size.height, swipe = swipe, offset = offset
        let springBack = {
            withAnimation(PresentationMetrics.sheetAnimation) { offset.wrappedValue = 0 }
        }
        return DismissSwipe(
            changed: { translation in
                withTransaction(Transaction()) {
                    offset.wrappedValue = swipe.offset(forFingerDown: translation.height, height: height)
                }
            },
            ended: { translation, velocity in
                guard !swipe.isDisabled,
                      DismissSwipe.reaches(SheetSwipe.dismissFraction * height, translation: translation, velocity: velocity)
                else {
                    springBack()
                    return
                }
                withAnimation(PresentationMetrics.sheetAnimation) {
                    offset.wrappedValue = 0
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
