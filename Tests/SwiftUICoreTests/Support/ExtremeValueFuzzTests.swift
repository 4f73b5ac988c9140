import Foundation
import Testing
@testable import SwiftUICore

/// The extreme-value sweep, fuzzed: every API of the `*ExtremeValuesTests` tables that takes a
/// drawn value (one case of each) is played with values drawn from a seed (`ExtremeValueSource`:
/// bit patterns, subnormals, magnitudes over every power of ten, the number types' edges), none
/// of which may trap or hang.
///
/// Bounded and deterministic, as `swift test` runs it in CI: 400 draws from seed 1. For longer,
/// `Scripts/fuzz extremes --runs N --seed S` sets `CUTAWAY_EXTREME_FUZZ_RUNS` and
/// `CUTAWAY_EXTREME_FUZZ_SEED`. A draw that traps stops the test run: the last case the run
/// printed as started names the API and the value.
nonisolated struct ExtremeValueFuzzTests {
    /// One case of each API that can draw another value, in the tables' order.
    static let apis: [ExtremeValueCase] = {
        let all = ExtremeViewValuesTests.layoutCases + ExtremeViewValuesTests.effectCases + ExtremeViewValuesTests.textCases
            + ExtremeViewValuesTests.navigationCases
            + ExtremeAnimationValuesTests.animationCases + ExtremeAnimationValuesTests.keyframeCases
            + ExtremeAnimationValuesTests.symbolEffectCases + ExtremeTimeValuesTests.cases + ExtremeSchedulerValuesTests.cases
        var seen: Set<String> = []
        return all.filter { $0.drawingAnother != nil && seen.insert($0.api).inserted }
    }()

    nonisolated static let runs = ProcessInfo.processInfo.environment["CUTAWAY_EXTREME_FUZZ_RUNS"].flatMap(Int.init) ?? 400
    static let seed = ProcessInfo.processInfo.environment["CUTAWAY_EXTREME_FUZZ_SEED"].flatMap(UInt64.init) ?? 1

    /// The draws: an API, then a value for it, `runs` times.
    nonisolated static var draws: [ExtremeValueCase] {
        var source = ExtremeValueSource(seed: seed)
        return (0..<max(runs, 0)).map { _ in
            let api = apis[source.index(below: apis.count)]
            return api.drawingAnother!(&source)
        }
    }

    @Test func theFuzzReachesEveryAreasAPIs() {
        // Every table gives APIs to draw for; the scheduler's operators among them.
        #expect(Self.apis.count >= 80)
        #expect(Self.apis.contains { $0.api.hasPrefix("debounce(for:scheduler: DispatchQueue.main)") })
        #expect(Self.apis.contains { $0.api == "Task.sleep(nanoseconds:)" })
        #expect(Self.apis.contains { $0.api == "Animation.speed(_:)" })
    }

    @Test func theSameSeedDrawsTheSameCases() {
        var first = ExtremeValueSource(seed: 7), second = ExtremeValueSource(seed: 7)
        let a = (0..<200).map { _ in first.double().name + first.integer().name + first.unsignedInteger().name }
        let b = (0..<200).map { _ in second.double().name + second.integer().name + second.unsignedInteger().name }
        #expect(a == b)
        // And the draws reach every kind: a NaN with a payload, a subnormal, a huge magnitude.
        var source = ExtremeValueSource(seed: 1)
        let values = (0..<2_000).map { _ in source.double().value }
        #expect(values.contains { $0.isNaN })
        #expect(values.contains { $0.isSubnormal })
        #expect(values.contains { abs($0) > 1e250 && $0.isFinite })
        #expect(values.contains { abs($0) < 2 && $0 != 0 })
    }

    @Test(arguments: draws) func aDrawnExtremeValuePlaysWithoutTrapping(_ extreme: ExtremeValueCase) throws {
        #expect(try extreme.play() == Int((extreme.duration * Double(ExtremeValueCase.framesPerSecond) + 1e-9).rounded(.down)) + 1)
    }
}
