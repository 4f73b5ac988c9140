import Cutaway
import Foundation
import Testing
@testable import CutawayFuzzing

/// The targets' entry point on the repository's inputs, in this process: every seed is
/// accepted, and every regression whose fix has landed ends in an error value. Regressions
/// still pending (Tests/Fuzz/Regressions/pending.txt) would crash or exhaust this process, so
/// they run in a child process under the ceilings, expected to fail until their fix lands.
struct FuzzTargetTests {
    /// Each test its own context: tests run in parallel, and a text engine is not shared
    /// across threads.
    let context = FuzzContext()

    static func entries(_ kind: String) -> [String] {
        FuzzTarget.fuzzed.flatMap { target in
            ((try? kind == "corpus" ? FuzzTesting.corpus(target) : FuzzTesting.regressions(target)) ?? [])
                .map { "\(target.rawValue)/\($0.name)" }
        }
    }

    static func bytes(_ entry: String, in folder: String) throws -> (FuzzTarget, [UInt8]) {
        let parts = entry.split(separator: "/", maxSplits: 1).map(String.init)
        let target = try #require(FuzzTarget(rawValue: parts[0]))
        let url = FuzzTesting.packageRoot.appendingPathComponent("Tests/Fuzz/\(folder)/\(entry)")
        return (target, [UInt8](try Data(contentsOf: url)))
    }

    @Test func everyTargetHasSeedsAndRegressionsHaveTargets() {
        for target in FuzzTarget.fuzzed {
            #expect(!Self.entries("corpus").filter { $0.hasPrefix(target.rawValue + "/") }.isEmpty, "\(target)")
        }
    }

    @Test(arguments: entries("corpus"))
    func everySeedIsAccepted(_ entry: String) throws {
        let (target, bytes) = try Self.bytes(entry, in: "Corpus")
        let outcome = target.run(bytes, in: context)
        #expect(!outcome.isRejected, "\(outcome)")
    }

    @Test(arguments: entries("regressions"))
    func everyRegressionEndsInAnErrorValue(_ entry: String) throws {
        let (target, bytes) = try Self.bytes(entry, in: "Regressions")
        let name = String(entry.dropFirst(target.rawValue.count + 1))
        if try FuzzTesting.pending().isPending(target, name) {
            let child = try ChildProcess(executable: FuzzTesting.executable, target: target, ceilings: ResourceCeilings())
            let result = try child.run(bytes)
            withKnownIssue("pending: \(try FuzzTesting.pending().reasons[entry] ?? "")") {
                if case .failed(let failure) = result { Issue.record("\(entry) still fails: \(failure.signature)") }
            }
        } else {
            let outcome = target.run(bytes, in: context)
            #expect(outcome.isRejected, "\(outcome)")
        }
    }

    @Test func aSceneIsPlayedAtItsFirstThreeFramesAndItsLast() {
        #expect(FuzzTarget.playedFrames(of: Scene("one") { EmptyView() }) == [0])
        #expect(FuzzTarget.playedFrames(of: Scene("two", duration: 1, fps: 1) { EmptyView() }) == [0, 1])
        #expect(FuzzTarget.playedFrames(of: Scene("many", duration: 2, fps: 60) { EmptyView() }) == [0, 1, 2, 120])
    }
}
