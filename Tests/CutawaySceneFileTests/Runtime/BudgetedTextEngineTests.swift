import Cutaway
import Testing
@testable import CutawaySceneFile

/// The scene's text engine: a request is shaped, and counted, unless this frame or the last
/// frame that measured anything measured it too; once the scene has failed, nothing is shaped.
struct BudgetedTextEngineTests {
    let runtime: SceneFileRuntime
    let counting = CountingEngine()
    let engine: BudgetedTextEngine

    init() throws {
        let text = """
            { "format": "cutaway-scene/1", "name": "shaping", "fps": 10, "duration": 1,
              "canvas": { "width": 100, "height": 100, "scale": 1 }, "body": { "Text": "a" } }
            """
        runtime = SceneFileRuntime(document: try SceneDocument.decode(text))
        engine = BudgetedTextEngine(engine: counting, runtime: runtime)
    }

    func request(_ string: String) -> TextLayoutRequest {
        TextLayoutRequest(string: string, font: .body)
    }

    @Test func aRequestMeasuredAgainInTheSameFrameIsShapedAndCountedOnce() {
        runtime.beginFrame(at: 0)
        _ = engine.measure(request("short"))
        _ = engine.measure(request("short"))
        #expect(counting.measured == ["short"])
        // "short" is 5 bytes, counted as the minimum of 16.
        #expect(runtime.textShaped == 16)
    }

    @Test func theNextFrameReusesWhatTheLastFrameMeasured() {
        runtime.beginFrame(at: 0)
        _ = engine.measure(request("A"))
        runtime.beginFrame(at: 0.1)
        _ = engine.measure(request("A"))
        #expect(counting.measured == ["A"])
    }

    @Test func aFrameThatMeasuresNothingForgetsNothing() {
        runtime.beginFrame(at: 0)
        _ = engine.measure(request("A"))
        runtime.beginFrame(at: 0.1)
        runtime.beginFrame(at: 0.2)
        _ = engine.measure(request("A"))
        #expect(counting.measured == ["A"])
    }

    @Test func aRequestSkippedByAMeasuringFrameIsShapedAfresh() {
        // Frame 1 measures A, frame 2 A again (remembered), frame 3 only B, so frame 4's A is
        // neither in its own frame nor in the last that measured (frame 3).
        for (time, string) in [(0.0, "A"), (0.1, "A"), (0.2, "B"), (0.3, "A")] {
            runtime.beginFrame(at: time)
            _ = engine.measure(request(string))
        }
        #expect(counting.measured == ["A", "B", "A"])
        #expect(runtime.textShaped == 3 * SceneBudget.minimumShapingCost)
    }

    @Test func aLongTextIsCountedByItsBytes() {
        runtime.beginFrame(at: 0)
        _ = engine.measure(request(String(repeating: "é", count: 20)))  // 20 × 2 bytes
        #expect(runtime.textShaped == 40)
    }

    @Test func afterTheSceneFailedNothingIsShaped() {
        runtime.exceed(.viewsPerPass, at: runtime.document.body.place, "stop")
        let result = engine.measure(request("late"))
        #expect(result.size == .zero)
        #expect(engine.characterOffsets(request("late")) == [0, 0, 0, 0, 0])
        #expect(counting.measured.isEmpty)
        #expect(runtime.textShaped == 0)
    }

    @Test func metricsComeFromTheEngineUncounted() {
        #expect(engine.metrics(of: .body) == counting.metrics(of: .body))
        #expect(runtime.textShaped == 0)
    }
}

/// Records the strings it is asked to measure; every character 5 points wide.
nonisolated final class CountingEngine: TextEngine {
    var measured: [String] = []

    func measure(_ request: TextLayoutRequest) -> TextLayoutResult {
        measured.append(request.string)
        return TextLayoutResult(size: CGSize(width: CGFloat(request.string.count) * 5, height: 10),
                                firstBaseline: 8, lastBaseline: 8, lineCount: 1, isTruncated: false)
    }

    func metrics(of font: Font) -> FontMetrics {
        FontMetrics(ascent: 8, descent: 2, capHeight: 7, lineHeight: 10)
    }
}
