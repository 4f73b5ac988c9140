import Testing
@testable import CutawayFuzzing

/// The `self-test` target fails on request, in each way the harness must tell apart.
struct ChildProcessTests {
    func child(cpuSeconds: Int = 1) throws -> ChildProcess {
        try ChildProcess(executable: FuzzTesting.executable, target: .selfTest, ceilings: ResourceCeilings(memoryBytes: 1 << 30, cpuSeconds: cpuSeconds))
    }

    func failure(_ command: String, in child: ChildProcess) throws -> Failure {
        guard case .failed(let failure) = try child.run(Array(command.utf8)) else {
            Issue.record("'\(command)' did not fail")
            return Failure(unansweredAfter: 0, log: "")
        }
        return failure
    }

    @Test func outcomesComeBackAndOneChildServesThemAll() throws {
        let child = try child()
        #expect(try child.run(Array("accept".utf8)) == .finished(.accepted("accepted")))
        #expect(try child.run(Array("hello".utf8)) == .finished(.rejected("self-test rejected 'hello'")))
        #expect(try child.run([]) == .finished(.rejected("self-test rejected ''")))
    }

    @Test func aTrapIsACrashAndTheNextInputGetsANewChild() throws {
        let child = try child()
        let trap = try failure("trap", in: child)
        #expect(trap.kind == .crash)
        #expect(trap.message == "Fatal error: self-test trap")
        #expect(trap.frames.contains { $0.function.contains("SelfTest.run") })
        #expect(try child.run(Array("accept".utf8)) == .finished(.accepted("accepted")))
    }

    @Test func exhaustingMemoryIsTheMemoryCeilingWithNamedFrames() throws {
        let memory = try failure("memory", in: try child(cpuSeconds: 10))
        #expect(memory.kind == .memoryCeiling)
        #expect(memory.frames.contains { $0.function.contains("SelfTest.run") }, "\(memory.frames)")
    }

    @Test func spinningIsTheTimeCeiling() throws {
        let spin = try failure("spin", in: try child(cpuSeconds: 1))
        #expect(spin.kind == .timeCeiling)
        #expect(spin.frames.contains { $0.function.contains("SelfTest.run") }, "\(spin.frames)")
    }

    @Test func overflowingTheStackIsACrash() throws {
        let stack = try failure("stack", in: try child())
        #expect(stack.kind == .crash)
        #expect(stack.frames.contains { $0.function.contains("SelfTest.recurse") })
    }

    @Test func aMissingExecutableIsAnError() throws {
        let child = try ChildProcess(executable: "/nonexistent/cutaway-fuzz", target: .selfTest, ceilings: ResourceCeilings())
        #expect(throws: ChildProcessError.self) { try child.run([]) }
    }
}
