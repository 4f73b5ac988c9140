import SwiftUI

/// A transition written with iOS 17's `Transition` protocol: the tile grows from half its
/// size, turning a quarter turn in from the left and out to the right (by `phase.value`),
/// unblurring as it comes.
struct Twirl: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .scaleEffect(phase.isIdentity ? 1 : 0.5)
            .rotationEffect(.degrees(phase.value * 90))
            .blur(radius: phase.isIdentity ? 0 : 6)
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

/// A modifier that folds a tile about its top edge, for `AnyTransition.modifier(active:identity:)`.
struct Fold: ViewModifier {
    let fraction: Double

    func body(content: Content) -> some View {
        content
            .scaleEffect(x: 1, y: 1 - fraction, anchor: .top)
            .opacity(1 - fraction)
    }
}

/// Four tiles shown and hidden together: a custom `Transition`, iOS 17's blur replace in both
/// configurations, and a modifier transition.
struct CustomTransitions: View {
    @State private var isShown = false

    var body: some View {
        VStack(spacing: 20) {
            HStack(spacing: 24) {
                TransitionSlot(title: "twirl", transition: AnyTransition(Twirl()), isShown: isShown)
                TransitionSlot(title: "blur", transition: .blurReplace, isShown: isShown)
                TransitionSlot(title: "blur up", transition: .blurReplace(.upUp), isShown: isShown)
                TransitionSlot(
                    title: "fold", transition: .modifier(active: Fold(fraction: 1), identity: Fold(fraction: 0)), isShown: isShown)
            }
            Button(isShown ? "Hide" : "Show") {
                withAnimation(.smooth(duration: 0.8)) { isShown.toggle() }
            }
            .buttonStyle(.borderedProminent)
        }
        .padding(24)
    }
}

#Preview("Custom transitions", traits: .sizeThatFitsLayout) {
    CustomTransitions()
}
