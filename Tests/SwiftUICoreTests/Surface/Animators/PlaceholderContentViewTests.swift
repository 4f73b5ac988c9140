import Foundation
import Testing
@testable import SwiftUICore

/// How often layout measured the view it wraps.
nonisolated private final class Measurements {
    var count = 0
}

/// A 20-point square layout that counts its measurements.
nonisolated private struct CountedSquare: Layout {
    let measurements: Measurements

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        measurements.count += 1
        return CGSize(width: 20, height: 20)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        }
    }
}

/// An animator's placeholder: the view the animator animates keeps its nodes while the
/// animator's content is made again for each new value, and is resolved again where the
/// content changes what the placeholder inherits.
struct PlaceholderContentViewTests {
    @Test func theAnimatedViewIsNotMeasuredAgainWhileItsKeyframedOffsetMoves() throws {
        let measurements = Measurements()
        let scene = RenderScene("placeholder", canvas: RenderCanvas(width: 200, height: 100), duration: 1, fps: 10) {
            CountedSquare(measurements: measurements) { Color.red }
                .keyframeAnimator(initialValue: 0.0) { content, x in
                    content.offset(x: x)
                } keyframes: { _ in
                    KeyframeTrack { LinearKeyframe(100.0, duration: 1) }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        let play = player(scene)
        _ = try play.frame(at: 0)
        let afterFirstFrame = measurements.count
        #expect(afterFirstFrame > 0)
        for index in 1...5 {
            let frame = try play.frame(at: index)
            // A linear keyframe from 0 to 100 over 1 s: x = 100·t, at t = index / 10.
            let square = try #require(frame.drawnItems.first?.bounds)
            #expect(abs(square.minX - 10 * Double(index)) < 1e-9, "frame \(index)")
        }
        // An offset is drawn, not laid out: the square is never measured again.
        #expect(measurements.count == afterFirstFrame)
    }

    @Test func theAnimatedViewIsResolvedAgainWhenTheContentChangesItsEnvironment() throws {
        let scene = RenderScene("placeholder", canvas: RenderCanvas(width: 200, height: 100), duration: 1, fps: 10) {
            Rectangle()
                .frame(width: 20, height: 20)
                .keyframeAnimator(initialValue: 0.0) { content, x in
                    // Red for the first half of the run (x = 100·t < 50), blue after.
                    content.foregroundStyle(x < 50 ? Color.red : Color.blue).offset(x: x)
                } keyframes: { _ in
                    KeyframeTrack { LinearKeyframe(100.0, duration: 1) }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        let play = player(scene)
        let red = Color.red.resolve(in: EnvironmentValues()), blue = Color.blue.resolve(in: EnvironmentValues())
        // Every frame from the first, where the keyframes start.
        for index in 0...8 {
            let frame = try play.frame(at: index)
            let fill = frame.drawnItems.compactMap { if case .fill(_, let color, _) = $0.item { color } else { nil } }
            #expect(fill == [index < 5 ? red : blue], "frame \(index)")
        }
    }
}
