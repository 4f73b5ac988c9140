import Cutaway
import Foundation
import Testing
@testable import CutawayGoldens

/// A scene's outcome from frames made by hand: every frame has one status, so the summary's
/// columns add up to the frames checked, and the scene passes only without a failing frame.
@Suite struct GoldenRunOutcomeTests {
    typealias Frame = GoldenRun.CheckedFrame
    let artifact = URL(fileURLWithPath: "/artifacts/scene/frame-00030.comparison.png")

    func outcome(_ statuses: [Frame.Status]) -> GoldenRun.Outcome {
        let frames = statuses.enumerated().map { Frame(index: $0.offset * 10, status: $0.element) }
        return GoldenRun.Outcome(scene: "scene", canvas: RenderCanvas(width: 390, height: 340, scale: 2), frames: frames)
    }

    @Test func eachStatusIsCountedInItsOwnColumnAndTheColumnsAddUp() {
        // Frames 0, 10, 20, 30, 40, 50, 60 with these statuses in order.
        let run = outcome([.identical, .identical, .withinTolerance, .different(detail: "12 pixels", artifact: artifact),
                           .recorded, .missing, .recorded])
        #expect(run.checked == 7)
        #expect(run.identical == 2)
        #expect(run.withinTolerance == 1)
        #expect(run.recorded == 2)
        #expect(run.recordedFrames == [40, 60])
        #expect(run.missing == [50])
        #expect(run.different.map(\.index) == [30])
        #expect(run.different.map(\.detail) == ["12 pixels"])
        #expect(run.different.map(\.artifact) == [artifact])
        #expect(run.identical + run.withinTolerance + run.different.count + run.recorded + run.missing.count == run.checked)
    }

    @Test func aSceneWithoutFailingFramesPasses() {
        #expect(outcome([]).isPassing)
        #expect(outcome([.identical, .withinTolerance, .recorded]).isPassing)
    }

    @Test func aDifferentOrMissingFrameFailsTheScene() {
        #expect(!outcome([.identical, .different(detail: "moved", artifact: artifact)]).isPassing)
        #expect(!outcome([.recorded, .missing]).isPassing)
    }

    @Test func onlyDifferentAndMissingFramesAreFailing() {
        #expect(Frame(index: 0, status: .different(detail: "d", artifact: artifact)).isFailing)
        #expect(Frame(index: 0, status: .missing).isFailing)
        #expect(!Frame(index: 0, status: .identical).isFailing)
        #expect(!Frame(index: 0, status: .withinTolerance).isFailing)
        #expect(!Frame(index: 0, status: .recorded).isFailing)
    }

    @Test func aFrameHasNoPicturesAndNoMovedViewsUntilGivenThem() {
        let frame = Frame(index: 3, status: .identical)
        #expect(frame.pictures == .none)
        #expect(frame.movedViews.isEmpty)
    }
}
