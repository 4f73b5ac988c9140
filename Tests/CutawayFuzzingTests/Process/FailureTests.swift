import Testing
@testable import CutawayFuzzing

struct FailureTests {
    /// A trap as the Swift runtime's backtracer reports it (abridged from a real log).
    static let trapLog = """
        CutawaySceneFile/SceneDecoder+Modifiers.swift:247: Fatal error: Unexpectedly found nil while unwrapping an Optional value

        *** Signal 4: Backtracing from 0x7f36746f9361... done ***

        *** Program crashed: Illegal instruction at 0x00007f36746f9361 ***

        Thread 0 "cutaway-fuzz" crashed:

          0               0x00007f36746f9361 _assertionFailure(_:_:file:line:flags:) + 225 in libswiftCore.so
          1 [ra]          0x000055e93f4106b9 SceneDecoder.transition(_:_:) + 664 in cutaway-fuzz at /w/Sources/CutawaySceneFile/Decoding/SceneDecoder+Modifiers.swift:247:47
          2 [ra]          0x000055e93f3e285c closure #1 in FuzzTarget.run(_:in:) + 2443 in cutaway-fuzz at /w/Sources/CutawayFuzzing/Targets/FuzzTarget.swift:62:37

        Backtrace took 0.13s
        """

    @Test func aTrapIsACrashWithItsMessageAndFrames() {
        let failure = Failure(waitStatus: 4, log: Self.trapLog, symbolizer: nil)
        #expect(failure.kind == .crash)
        #expect(failure.message == "Fatal error: Unexpectedly found nil while unwrapping an Optional value")
        #expect(failure.frames.map(\.function) == ["_assertionFailure(_:_:file:line:flags:)", "SceneDecoder.transition(_:_:)", "closure #1 in FuzzTarget.run(_:in:)"])
        #expect(failure.signature
            == "crash: Fatal error: Unexpectedly found nil while unwrapping an Optional value in SceneDecoder.transition(_:_:) (SceneDecoder+Modifiers.swift)")
    }

    @Test func aFailedAllocationIsTheMemoryCeiling() {
        let failure = Failure(waitStatus: 6, log: "Fatal error: failed to allocate 17179934752 bytes of memory with alignment 8\n", symbolizer: nil)
        #expect(failure.kind == .memoryCeiling)
        #expect(failure.signature == "memory ceiling: Fatal error: failed to allocate # bytes of memory with alignment #")
    }

    @Test func theMarkerIsTheTimeCeiling() {
        let failure = Failure(waitStatus: 27, log: "cutaway-fuzz: time ceiling reached\n", symbolizer: nil)
        #expect(failure.kind == .timeCeiling)
        #expect(failure.signature == "time ceiling: ran past the time ceiling")
    }

    @Test func aSilentDeathSaysHowTheProcessEnded() {
        #expect(Failure(waitStatus: 11, log: "", symbolizer: nil).message == "killed by signal 11 (Segmentation fault)")
        #expect(Failure(waitStatus: 3 << 8, log: "", symbolizer: nil).message == "exited with status 3")
    }

    @Test func framesAreReadWhateverTheirFunctionNamesHold() {
        let frame = Failure.frame(from: "  5 [ra] [system] 0x0000 implicit closure #3 in f + g + 38 in cutaway-fuzz at /w/Sources/A/B.swift:12:3")
        #expect(frame == Failure.Frame(function: "implicit closure #3 in f + g", location: "/w/Sources/A/B.swift:12:3"))
        #expect(frame?.fileName == "B.swift")
        #expect(Failure.frame(from: "Thread 0 crashed:") == nil)
        #expect(Failure.frame(from: "  0  0x00007f __pthread_kill_implementation + 268 in libc.so.6")?.location == "")
    }
}
