import SwiftUI

/// What the ball's keyframes move: how high it is, how it squashes and stretches, and how far
/// it has turned.
private struct Hop {
    var height = 0.0
    var stretch = 1.0
    var turn = Angle.zero
}

/// A ball that hops when its button is tapped: a crouch, a flight, a landing that squashes it
/// (the squash ends at 0.12 + 0.16 + 0.4 + 0.06 = 0.74 s, as the fall does: 0.12 + 0.32 + 0.3)
/// and a small rebound, each property on its own keyframe track. Its shadow shrinks and fades
/// as it rises, read from the same value.
private struct KeyframeBounce: View {
    @State private var hops = 0

    var body: some View {
        VStack(spacing: 20) {
            ZStack(alignment: .bottom) {
                Color.clear.frame(width: 200, height: 200)
                Circle()
                    .fill(LinearGradient(colors: [.yellow, .orange], startPoint: .top, endPoint: .bottom))
                    .frame(width: 56, height: 56)
                    .overlay(Capsule().fill(Color.white.opacity(0.5)).frame(width: 8, height: 40).rotationEffect(.degrees(30)))
                    .keyframeAnimator(initialValue: Hop(), trigger: hops) { ball, hop in
                        ball
                            .rotationEffect(hop.turn)
                            .scaleEffect(x: 1 / hop.stretch, y: hop.stretch, anchor: .bottom)
                            .offset(y: -hop.height)
                            .background(alignment: .bottom) {
                                Ellipse()
                                    .fill(Color.black.opacity(0.2 * (1 - hop.height / 200)))
                                    .frame(width: 60 * (1 - hop.height / 300), height: 10)
                                    .offset(y: 5)
                            }
                    } keyframes: { _ in
                        KeyframeTrack(\.height) {
                            LinearKeyframe(0, duration: 0.12)
                            CubicKeyframe(130, duration: 0.32)
                            CubicKeyframe(0, duration: 0.3)
                            CubicKeyframe(24, duration: 0.14)
                            CubicKeyframe(0, duration: 0.14)
                        }
                        KeyframeTrack(\.stretch) {
                            LinearKeyframe(0.72, duration: 0.12)
                            SpringKeyframe(1.18, duration: 0.16, spring: .snappy)
                            LinearKeyframe(1.0, duration: 0.4)
                            LinearKeyframe(0.7, duration: 0.06)
                            SpringKeyframe(1.0, spring: .bouncy)
                        }
                        KeyframeTrack(\.turn) {
                            LinearKeyframe(.zero, duration: 0.12)
                            CubicKeyframe(.degrees(360), duration: 0.62)
                            MoveKeyframe(.zero)
                        }
                    }
            }
            Button("Bounce") { hops += 1 }
                .buttonStyle(.borderedProminent)
        }
        .padding(24)
    }
}

/// A keyframe animator: the script taps "Bounce" (`KeyframeBounce.cutaway.json`).
#Preview("Keyframe bounce", traits: .sizeThatFitsLayout) {
    KeyframeBounce()
}
