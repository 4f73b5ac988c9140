import Foundation

/// One target fuzzed from a seed: the corpus and regressions replayed, then mutated inputs
/// run one by one in a child process under the resource ceilings, each new failure minimized
/// and written out.
///
/// How inputs are chosen: run *n* draws from `FuzzRandom(seed:stream: n)` a corpus entry and
/// one to four stacked mutations of it. An input whose outcome has a signature no earlier
/// input had (a new error message, say) joins the corpus, so later runs start from inputs
/// that got further; the outcomes are deterministic, so with a run count the whole campaign is
/// the same on every machine. With a time limit only the number of runs varies.
public struct FuzzCampaign {
    public enum Length: Sendable {
        case runs(Int)
        case seconds(Double)
    }

    public var target: FuzzTarget
    public var seed: UInt64
    public var length: Length
    /// The seed inputs.
    public var corpus: CorpusFolder?
    /// Inputs that once failed; each is replayed first, and must now end in an outcome unless
    /// it is pending.
    public var regressions: CorpusFolder?
    public var pending: PendingRegressions
    /// Where new findings are written.
    public var findingsFolder: URL?
    public var ceilings: ResourceCeilings
    /// The `cutaway-fuzz` executable that serves inputs.
    public var executable: String
    /// Mutated inputs are cut to 64 KiB: ten times the largest corpus entry, and small enough
    /// to keep runs fast; the reader's size limits are tested with inputs built for them.
    public var maximumInputCount = 65_536
    /// How many inputs the corpus may grow to, seeds included: 2000, a few times the distinct
    /// outcomes a long campaign meets (a few hundred), and a few megabytes of inputs at most.
    public var maximumCorpusCount = 2000

    public init(
        target: FuzzTarget, seed: UInt64, length: Length, corpus: CorpusFolder?, regressions: CorpusFolder?,
        pending: PendingRegressions, findingsFolder: URL?, ceilings: ResourceCeilings, executable: String
    ) {
        self.target = target
        self.seed = seed
        self.length = length
        self.corpus = corpus
        self.regressions = regressions
        self.pending = pending
        self.findingsFolder = findingsFolder
        self.ceilings = ceilings
        self.executable = executable
    }

    /// What a campaign did.
    public struct Summary: Sendable {
        public var target: FuzzTarget
        public var seed: UInt64
        public var runs = 0
        public var seedCount = 0
        public var regressionCount = 0
        public var rejectedCount = 0
        /// Distinct outcome signatures seen.
        public var outcomeCount = 0
        /// New failures, minimized, in the order found.
        public var findings: [Finding] = []
        /// Runs that failed like a pending regression.
        public var knownCount = 0
        /// Remarks for the person running it: a pending regression that now passes.
        public var notes: [String] = []
        public var elapsedSeconds = 0.0

        /// One line: "fuzz png: 1500 runs from seed 1 (6 corpus inputs, 1 regression): no new
        /// findings, 71 outcomes, 13 known (pending), 1.4 s".
        public var line: String {
            func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
            let found = findings.isEmpty ? "no new findings" : count(findings.count, "new finding")
            let known = knownCount > 0 ? ", \(knownCount) known (pending)" : ""
            return "fuzz \(target.rawValue): \(count(runs, "run")) from seed \(seed) (\(count(seedCount, "corpus input")), \(count(regressionCount, "regression"))): "
                + "\(found), \(count(outcomeCount, "outcome"))\(known), \(String(format: "%.1f", elapsedSeconds)) s"
        }
    }

    /// Runs the campaign. `report` hears of each finding as it is written.
    public func run(report: (String) -> Void = { _ in }) throws -> Summary {
        let clock = ContinuousClock()
        let start = clock.now
        var summary = Summary(target: target, seed: seed)
        let child = try ChildProcess(executable: executable, target: target, ceilings: ceilings)
        var state = State()

        func record(_ failure: Failure, input: [UInt8], origin: String) throws {
            let signature = failure.signature
            let isKnown = state.knownSignatures.contains(signature)
            if isKnown { summary.knownCount += 1 }
            guard state.seenFailures.insert(signature).inserted else { return }
            if isKnown {
                // Kept as found, unminimized, for a look: a signature names a place, not a
                // cause, so a known one may hide a new bug that fails at the same place.
                var known = Finding(target: target, failure: failure, originalCount: input.count, input: input, origin: origin)
                known.isKnown = true
                if let findingsFolder { try known.write(into: findingsFolder) }
                return
            }
            // A failure must happen again on its own, in a fresh child: one that depended on
            // what earlier inputs left behind, or on a machine too busy for the time ceiling,
            // is noted rather than reported.
            guard case .failed(let again) = try child.run(input), again.signature == signature else {
                return summary.notes.append("\(origin) failed (\(signature)) but not when run again alone")
            }
            // Attempts that reach the time ceiling cost its seconds each; memory and crashes
            // fail fast.
            let budget = failure.kind == .timeCeiling ? 20 : 400
            let minimized = try Shrinker(target: target, budget: budget).shrink(input) { candidate in
                if case .failed(let again) = try child.run(candidate) { return again.signature == signature }
                return false
            }
            var final = failure
            if minimized != input, case .failed(let again) = try child.run(minimized) { final = again }
            let finding = Finding(target: target, failure: final, originalCount: input.count, input: minimized, origin: origin)
            if let findingsFolder {
                let url = try finding.write(into: findingsFolder)
                report("\(target.rawValue): \(final.signature)\n  \(url.relativePath)")
            } else {
                report("\(target.rawValue): \(final.signature)")
            }
            summary.findings.append(finding)
        }
        /// Counts an outcome, and keeps the input as corpus if it is a seed or its outcome is new.
        func note(_ result: ChildProcess.Result, input: [UInt8], isSeed: Bool = false) {
            guard case .finished(let outcome) = result else { return }
            if outcome.isRejected { summary.rejectedCount += 1 }
            let isNew = state.outcomeSignatures.insert(outcome.signature).inserted
            if isSeed || (isNew && state.corpus.count < maximumCorpusCount) {
                state.corpus.append(input)
            }
        }

        // Pending regressions first, so the failures they stand for are known before any
        // other input meets them. They are not corpus: their mutations would mostly fail the
        // same way, at the cost of a new child (and for a time ceiling, its seconds) each.
        let regressionEntries = try regressions?.entries() ?? []
        for entry in regressionEntries where pending.isPending(target, entry.name) {
            summary.regressionCount += 1
            switch try child.run(entry.bytes) {
            case .failed(let failure): state.knownSignatures.insert(failure.signature)
            case .finished:
                summary.notes.append("pending regression \(target.rawValue)/\(entry.name) no longer fails: remove it from pending.txt")
            }
        }
        for entry in regressionEntries where !pending.isPending(target, entry.name) {
            summary.regressionCount += 1
            let result = try child.run(entry.bytes)
            if case .failed(let failure) = result { try record(failure, input: entry.bytes, origin: "regression \(entry.name)") }
            note(result, input: entry.bytes, isSeed: true)
        }
        for entry in try corpus?.entries() ?? [] {
            summary.seedCount += 1
            let result = try child.run(entry.bytes)
            if case .failed(let failure) = result { try record(failure, input: entry.bytes, origin: "seed \(entry.name)") }
            note(result, input: entry.bytes, isSeed: true)
        }
        if state.corpus.isEmpty { state.corpus.append([]) }
        state.seedCount = state.corpus.count

        let mutator = Mutator(target: target)
        while true {
            if case .runs(let runs) = length, summary.runs >= runs { break }
            if case .seconds(let seconds) = length, (clock.now - start) >= .milliseconds(Int64(seconds * 1000)) { break }
            var random = FuzzRandom(seed: seed, stream: UInt64(summary.runs))
            // Half the runs start from a seed or regression: inputs that joined the corpus for
            // a new error are often broken early, and mutations of them rarely get further.
            var input = random.chance(1, in: 2) ? state.corpus[random.below(state.seedCount)] : random.element(of: state.corpus)
            // Up to four stacked mutations: libFuzzer stacks up to five (-mutate_depth); one
            // fewer keeps more inputs whole past the CRC and JSON checks.
            for _ in 0..<random.smallCount(maximum: 4) {
                input = mutator.mutate(input, others: state.corpus, maximumCount: maximumInputCount, random: &random)
            }
            let result = try child.run(input)
            if case .failed(let failure) = result { try record(failure, input: input, origin: "seed \(seed), run \(summary.runs)") }
            note(result, input: input)
            summary.runs += 1
        }
        child.stop()
        summary.outcomeCount = state.outcomeSignatures.count
        let elapsed = (clock.now - start).components
        summary.elapsedSeconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        return summary
    }

    /// What a campaign learns as it goes. Sets are only asked about membership, never
    /// iterated, so their order cannot reach the results.
    private struct State {
        var corpus: [[UInt8]] = []
        /// How many of the corpus's first entries are seeds and regressions.
        var seedCount = 0
        var outcomeSignatures: Set<String> = []
        var seenFailures: Set<String> = []
        var knownSignatures: Set<String> = []
    }
}
