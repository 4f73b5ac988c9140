import Foundation
import Testing
@testable import SwiftUICore

private struct Bounce {
    var scale = 1.0
    var offset = CGFloat(0)
}

private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(a), abs(b)) }

/// Timelines as SwiftUI code writes them: tracks on key paths, builders with loops and
/// conditions, a whole-value track; numbers derived by hand from the keyframes.
struct KeyframeTimelineTests {
    @Test func tracksAnimateTheirOwnPropertiesAndTheLongestSetsTheDuration() {
        let timeline = KeyframeTimeline(initialValue: Bounce()) {
            KeyframeTrack(\.scale) {
                LinearKeyframe(2.0, duration: 0.5)
                LinearKeyframe(1.0, duration: 0.5)
            }
            KeyframeTrack(\.offset) {
                LinearKeyframe(-40, duration: 2)
            }
        }
        #expect(timeline.duration == 2)
        let quarter = timeline.value(time: 0.25)
        #expect(close(quarter.scale, 1.5))           // 1 → 2 halfway
        #expect(close(Double(quarter.offset), -5))   // 0 → −40, an eighth of the way
        let later = timeline.value(time: 1.5)
        #expect(later.scale == 1)                    // the scale track ended at 1 s
        #expect(close(Double(later.offset), -30))
        #expect(close(Double(timeline.value(progress: 0.5).offset), -20))
    }

    @Test func keyframesWrittenWithoutATrackAreOneTrackOfTheWholeValue() {
        // As SwiftUI reads `keyframes: { _ in LinearKeyframe(…); LinearKeyframe(…) }`: one
        // track, in sequence (not two tracks at once): 1 → 2 over 0.5 s, then 2 → 0 over 1 s.
        let timeline = KeyframeTimeline(initialValue: 1.0) {
            LinearKeyframe(2.0, duration: 0.5)
            LinearKeyframe(0.0, duration: 1)
        }
        #expect(close(timeline.duration, 1.5))
        #expect(close(timeline.value(time: 0.25), 1.5))
        #expect(close(timeline.value(time: 1.0), 1))
        #expect(close(timeline.value(time: 1.5), 0))
    }

    @Test func theFirstKeyframeStartsFromTheInitialValue() {
        let timeline = KeyframeTimeline(initialValue: Bounce(scale: 3)) {
            KeyframeTrack(\.scale) { LinearKeyframe(1.0, duration: 1) }
        }
        #expect(close(timeline.value(time: 0.5).scale, 2))
    }

    @Test func loopsAndConditionsBuildKeyframesInOrder() {
        let wobbles = 3
        let withRest = true
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                for index in 0..<wobbles {
                    LinearKeyframe(index.isMultiple(of: 2) ? 10.0 : -10.0, duration: 0.1)
                }
                if withRest {
                    MoveKeyframe(0.0)
                } else {
                    LinearKeyframe(5.0, duration: 1)
                }
            }
        }
        #expect(close(timeline.duration, 0.3))
        #expect(close(timeline.value(time: 0.05), 5))     // 0 → 10
        #expect(close(timeline.value(time: 0.15), 0))     // 10 → −10, halfway
        #expect(close(timeline.value(time: 0.25), 0))     // −10 → 10, halfway
        // The move sits at 0.1 + 0.1 + 0.1 (a hair past 0.3 in binary): from there on it holds.
        #expect(timeline.value(time: timeline.duration) == 0)
        #expect(timeline.value(time: 1) == 0)
    }

    @Test func keyframesOfYourOwnComposeTheBuiltInOnes() {
        struct Pulse: KeyframeTrackContent {
            var body: some KeyframeTrackContent<Double> {
                CubicKeyframe(1.2, duration: 0.2)
                SpringKeyframe(1.0, duration: 0.3, spring: .bouncy)
            }
        }
        let timeline = KeyframeTimeline(initialValue: 1.0) {
            KeyframeTrack { Pulse() }
        }
        #expect(close(timeline.duration, 0.5))
        #expect(close(timeline.value(time: 0.2), 1.2))
    }
}
