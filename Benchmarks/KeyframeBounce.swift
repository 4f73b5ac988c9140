import Cutaway
import CutawayRender
import Foundation

/// What the benchmark's balls' keyframes move.
private struct BenchHop {
    var height = 0.0
    var stretch = 1.0
    var turn = Angle.zero
}

/// Twelve balls hopping on repeating keyframes (three tracks each: a cubic flight, a spring
/// squash, a turn), a keyframe scene of the gallery's kind on an iPhone's screen (390 × 844 at
/// 2x), at 60 fps for 3 s: every frame samples 36 tracks and makes the balls' content again.
/// Each frame is timed as a PNG sequence makes it, one core each: the engine (update, layout,
/// display list), Cairo, and the PNG encoder; the engine's share is of their sum.
func reportKeyframeBounce(renderer: SceneRenderer) {
    let scene = RenderScene(
        "keyframe-bounce", canvas: RenderCanvas(width: 390, height: 844, scale: 2, background: .systemBackground), duration: 3,
        fps: 60
    ) {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))], spacing: 40) {
            ForEach(0..<12, id: \.self) { index in
                Circle()
                    .fill(Color.orange)
                    .frame(width: 56, height: 56)
                    .keyframeAnimator(initialValue: BenchHop()) { ball, hop in
                        ball.rotationEffect(hop.turn)
                            .scaleEffect(x: 1 / hop.stretch, y: hop.stretch, anchor: .bottom)
                            .offset(y: -hop.height)
                    } keyframes: { _ in
                        KeyframeTrack(\.height) {
                            LinearKeyframe(0, duration: 0.05 * Double(index % 4))
                            CubicKeyframe(100, duration: 0.3)
                            CubicKeyframe(0, duration: 0.3)
                        }
                        KeyframeTrack(\.stretch) {
                            LinearKeyframe(0.75, duration: 0.1)
                            SpringKeyframe(1.15, duration: 0.2, spring: .snappy)
                            SpringKeyframe(1.0, spring: .bouncy)
                        }
                        KeyframeTrack(\.turn) {
                            CubicKeyframe(.degrees(180), duration: 0.6)
                            MoveKeyframe(.zero)
                        }
                    }
                    .frame(height: 180, alignment: .bottom)
            }
        }
        .padding(16)
    }
    let times = playTimed(scene, renderer: renderer)
    let frames = Double(scene.frameCount)
    let total = times.engine + times.raster + times.encode
    report("12 balls on repeating keyframes at 60 fps (\(scene.frameCount) frames)", frames / total, "fps")
    report("  engine per frame (keyframes, update, layout, display list)", times.engine / frames * 1e3, "ms")
    report("  the engine's share of the frame", times.engine / total * 100, "%")
}
