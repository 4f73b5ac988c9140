import Cutaway
import Foundation
import Testing
@testable import CutawayFuzzing

/// The targets' entry point on the repository's inputs: every seed is accepted, in this
/// process, and every regression ends in an outcome, in a child process under the ceilings (so
/// one that breaks again fails its test, not the test run). A fixed regression ends as its
/// description says (`expected: accepted`, for a valid input that used to hang; rejected with an
/// error value otherwise); a pending one (Tests/Fuzz/Regressions/pending.txt) is expected to
/// fail until its fix lands.
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

    static func file(_ entry: String, in folder: String) -> URL {
        FuzzTesting.packageRoot.appendingPathComponent("Tests/Fuzz/\(folder)/\(entry)")
    }

    static func bytes(_ entry: String, in folder: String) throws -> (FuzzTarget, [UInt8]) {
        let target = try #require(FuzzTarget(rawValue: String(entry.prefix { $0 != "/" })))
        return (target, [UInt8](try Data(contentsOf: file(entry, in: folder))))
    }

    @Test func everyTargetHasSeeds() {
        for target in FuzzTarget.fuzzed {
            #expect(Self.entries("corpus").contains { $0.hasPrefix(target.rawValue + "/") }, "\(target)")
        }
    }

    @Test(arguments: entries("corpus"))
    func everySeedIsAccepted(_ entry: String) throws {
        let (target, bytes) = try Self.bytes(entry, in: "Corpus")
        let outcome = target.run(bytes, in: context)
        #expect(!outcome.isRejected, "\(outcome)")
    }

    @Test(arguments: entries("regressions"))
    func everyRegressionEndsInAnOutcome(_ entry: String) throws {
        let (target, bytes) = try Self.bytes(entry, in: "Regressions")
        let description = try String(contentsOf: Self.file(entry, in: "Regressions").deletingPathExtension().appendingPathExtension("txt"), encoding: .utf8)
        let child = try ChildProcess(executable: FuzzTesting.executable, target: target, ceilings: ResourceCeilings())
        let result = try child.run(bytes)
        let pending = try FuzzTesting.pending()
        if pending.isPending(target, String(entry.dropFirst(target.rawValue.count + 1))) {
            withKnownIssue("pending: \(pending.reasons[entry] ?? "")") {
                if case .failed(let failure) = result { Issue.record("\(entry) still fails: \(failure.signature)") }
            }
        } else if description.contains("\nexpected: accepted\n") {
            guard case .finished(.accepted) = result else {
                Issue.record("\(entry): \(result)")
                return
            }
        } else {
            guard case .finished(.rejected) = result else {
                Issue.record("\(entry): \(result)")
                return
            }
        }
    }

    @Test func aSceneIsPlayedAtItsFirstThreeFramesAndItsLast() {
        #expect(FuzzTarget.playedFrames(of: RenderScene("one") { EmptyView() }) == [0])
        #expect(FuzzTarget.playedFrames(of: RenderScene("two", duration: 1, fps: 1) { EmptyView() }) == [0, 1])
        #expect(FuzzTarget.playedFrames(of: RenderScene("many", duration: 2, fps: 60) { EmptyView() }) == [0, 1, 2, 120])
    }
}
