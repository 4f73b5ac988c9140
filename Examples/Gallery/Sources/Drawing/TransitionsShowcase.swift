import SwiftUI

/// One slot: a tile that comes and goes with `transition`, over a faint placeholder, titled.
struct TransitionSlot: View {
    let title: String
    let transition: AnyTransition
    let isShown: Bool

    var body: some View {
        VStack(spacing: 6) {
            ZStack {
                RoundedRectangle(cornerRadius: 12).fill(Color.secondary.opacity(0.15))
                if isShown {
                    RoundedRectangle(cornerRadius: 12)
                        .fill(Color.indigo)
                        .transition(transition)
                }
            }
            .frame(width: 64, height: 64)
            Text(title).font(.caption)
        }
    }
}

/// Eight tiles shown and hidden together, each with its transition; the last runs with its
/// own linear animation (`AnyTransition.animation(_:)`) instead of the change's spring.
struct TransitionsShowcase: View {
    @State private var isShown = false

    var body: some View {
        VStack(spacing: 20) {
            Grid(horizontalSpacing: 24, verticalSpacing: 16) {
                GridRow {
                    TransitionSlot(title: "opacity", transition: .opacity, isShown: isShown)
                    TransitionSlot(title: "scale", transition: .scale, isShown: isShown)
                    TransitionSlot(title: "slide", transition: .slide, isShown: isShown)
                    TransitionSlot(title: "push", transition: .push(from: .trailing), isShown: isShown)
                }
                GridRow {
                    TransitionSlot(title: "move", transition: .move(edge: .bottom), isShown: isShown)
                    TransitionSlot(title: "corner", transition: .scale(scale: 0.3, anchor: .bottomTrailing), isShown: isShown)
                    TransitionSlot(title: "offset", transition: .offset(x: 0, y: -24).combined(with: .opacity), isShown: isShown)
                    TransitionSlot(title: "linear", transition: .opacity.animation(.linear(duration: 1)), isShown: isShown)
                }
            }
            Button(isShown ? "Hide" : "Show") {
                withAnimation(.smooth(duration: 0.8)) { isShown.toggle() }
            }
            .buttonStyle(.borderedProminent)
        }
        .padding(24)
    }
}

#Preview("Transitions", traits: .sizeThatFitsLayout) {
    TransitionsShowcase()
}
