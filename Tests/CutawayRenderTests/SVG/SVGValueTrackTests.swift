import Foundation
import Testing
@testable import CutawayRender

struct SVGValueTrackTests {
    @Test func unseenFramesTakeTheValueBefore() {
        let track = SVGValueTrack(attribute: "x", values: [nil, "1", nil, "2", nil])
        #expect(track.values == ["1", "1", "1", "2", "2"])
        #expect(track.runs.map(\.frame) == [0, 3])
    }

    @Test func baseAttributeLeavesOutTheDefault() {
        #expect(SVGValueTrack(attribute: "display", defaultValue: "inline", values: ["inline", "none"]).baseAttribute == "")
        #expect(SVGValueTrack(attribute: "display", defaultValue: "inline", values: ["none"]).baseAttribute == #" display="none""#)
    }

    @Test func constantTrackHasNoAnimation() {
        let timing = SVGAnimationTiming(frameCount: 4, fps: 4, loops: true)
        #expect(timing.animate(SVGValueTrack(attribute: "x", values: ["1", nil, "1", "1"])) == nil)
    }

    @Test func keyTimesRoundDownToFrameStarts() {
        let timing = SVGAnimationTiming(frameCount: 3, fps: 30, loops: true)
        #expect((0..<3).map(timing.keyTime) == ["0", "0.3333", "0.6666"])
        let long = SVGAnimationTiming(frameCount: 3000, fps: 60, loops: true)
        #expect(long.keyTime(1) == "0.00033")
        #expect(Set((0..<3000).map(long.keyTime)).count == 3000)
    }
}
