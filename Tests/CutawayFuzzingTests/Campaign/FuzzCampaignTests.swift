import Foundation
import Testing
@testable import CutawayFuzzing

/// Campaigns on the `self-test` target, whose inputs fail on request.
final class FuzzCampaignTests {
    private var folders: [URL] = []

    deinit {
        for folder in folders { try? FileManager.default.removeItem(at: folder) }
    }

    func folder(_ files: [String: String]) throws -> CorpusFolder {
        let url = try FuzzTesting.temporaryFolder()
        folders.append(url)
        for (name, text) in files { try Data(text.utf8).write(to: url.appendingPathComponent(name)) }
        return CorpusFolder(url: url, fileExtension: "txt")
    }

    func campaign(corpus: CorpusFolder, regressions: CorpusFolder? = nil, pending: PendingRegressions = .init(), runs: Int) -> FuzzCampaign {
        FuzzCampaign(
            target: .selfTest, seed: 1, length: .runs(runs), corpus: corpus, regressions: regressions, pending: pending,
            findingsFolder: nil, ceilings: ResourceCeilings(memoryBytes: 1 << 30, cpuSeconds: 1), executable: FuzzTesting.executable)
    }

    @Test func aFailingSeedIsAFindingKeptAsItIs() throws {
        let corpus = try folder(["a.txt": "accept", "b.txt": "trap"])
        let summary = try campaign(corpus: corpus, runs: 20).run()
        #expect(summary.seedCount == 2 && summary.runs == 20)
        #expect(summary.findings.map(\.failure.kind) == [.crash])
        #expect(summary.findings.first?.input == Array("trap".utf8))
        #expect(summary.findings.first?.origin == "seed b.txt")
    }

    @Test func theSameSeedRunsTheSameCampaign() throws {
        let corpus = try folder(["a.txt": "accept", "b.txt": "some text to mutate"])
        let first = try campaign(corpus: corpus, runs: 60).run(), second = try campaign(corpus: corpus, runs: 60).run()
        #expect(first.rejectedCount == second.rejectedCount)
        #expect(first.outcomeCount == second.outcomeCount)
        #expect(first.outcomeCount > 2)
    }

    @Test func failuresLikeAPendingRegressionAreKnownNotNew() throws {
        let corpus = try folder(["a.txt": "trap"])
        let regressions = try folder(["old-trap.txt": "trap"])
        let pending = PendingRegressions(reasons: ["self-test/old-trap.txt": "being fixed elsewhere"])
        let summary = try campaign(corpus: corpus, regressions: regressions, pending: pending, runs: 5).run()
        #expect(summary.findings.isEmpty)
        #expect(summary.knownCount >= 1)
    }

    @Test func aPendingRegressionThatPassesIsNoted() throws {
        let regressions = try folder(["fixed.txt": "accept"])
        let pending = PendingRegressions(reasons: ["self-test/fixed.txt": "fixed by now"])
        let summary = try campaign(corpus: try folder([:]), regressions: regressions, pending: pending, runs: 1).run()
        #expect(summary.notes == ["pending regression self-test/fixed.txt no longer fails: remove it from pending.txt"])
    }

    @Test func aRegressionThatFailsAgainIsAFinding() throws {
        let summary = try campaign(corpus: try folder([:]), regressions: try folder(["x.txt": "trap"]), runs: 1).run()
        #expect(summary.findings.first?.origin == "regression x.txt")
    }

    @Test func theSummaryIsOneLine() throws {
        var summary = FuzzCampaign.Summary(target: .png, seed: 7)
        summary.runs = 10
        summary.elapsedSeconds = 1.25
        #expect(summary.line == "fuzz png: 10 runs from seed 7 (0 corpus inputs, 0 regressions): no new findings, 0 outcomes, 1.2 s")
        summary.runs = 1
        summary.seedCount = 1
        summary.outcomeCount = 1
        summary.knownCount = 2
        #expect(summary.line == "fuzz png: 1 run from seed 7 (1 corpus input, 0 regressions): no new findings, 1 outcome, 2 known (pending), 1.2 s")
    }
}
