import Testing
@testable import CutawayRender

/// `FrameRuns`: a value per frame, held as runs of equal values.
@Suite struct FrameRunsTests {
    @Test func anEmptyOneSpansNoFramesAndExtendingFillsWithNil() {
        var runs = FrameRuns<Int>()
        #expect(runs.isEmpty)
        runs.extend(to: 3)
        #expect(Array(runs) == [nil, nil, nil])
        #expect(runs.runCount == 1)
    }

    @Test func framesSkippedHoldNilAndEqualNeighboursShareARun() {
        var runs = FrameRuns<String>()
        runs.set("a", at: 0)
        runs.set("a", at: 1)
        runs.set("b", at: 4)
        runs.set("b", at: 5)
        runs.extend(to: 8)
        #expect(Array(runs) == ["a", "a", nil, nil, "b", "b", nil, nil])
        // a, nil, b, nil: four runs for eight frames.
        #expect(runs.runCount == 4)
    }

    @Test func aValueHeldThroughTwentyThousandFramesIsOneRun() {
        var runs = FrameRuns<Int>()
        for frame in 0..<20_000 { runs.set(7, at: frame) }
        #expect(runs.count == 20_000 && runs.runCount == 1)
        #expect(runs[0] == 7 && runs[19_999] == 7)
    }

    @Test func everyFrameReadsBackWhatWasSetAgainstAPlainArray() {
        // A deterministic pattern: runs of lengths 1, 2, 3… of values that repeat, with gaps.
        var runs = FrameRuns<Int>()
        var plain: [Int?] = []
        var frame = 0
        for run in 1...40 {
            let value: Int? = run % 5 == 0 ? nil : run % 3
            for _ in 0..<run {
                if let value { runs.set(value, at: frame) }
                plain.append(value)
                frame += 1
            }
        }
        runs.extend(to: frame)
        #expect(Array(runs) == plain)
        #expect(runs.indices.allSatisfy { runs[$0] == plain[$0] })
    }
}
