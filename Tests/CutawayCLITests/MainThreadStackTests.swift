import Foundation
import Testing
@testable import CutawayCLI

@MainActor @Suite(.serialized) struct MainThreadStackTests {
    /// Raised to 512 MiB (`commandLimit`, or the hard limit where that is lower) while a command
    /// runs, and back to what it was after.
    @Test func theStackLimitIsRaisedForACommandAndPutBackAfter() throws {
        let before = MainThreadStack.currentLimit
        var hard = rlimit()
        getrlimit(__rlimit_resource_t(RLIMIT_STACK.rawValue), &hard)
        let expected = min(512 << 20, hard.rlim_max)
        let during = MainThreadStack.withCommandLimit { MainThreadStack.currentLimit }
        if let before, before < expected {
            #expect(during == expected)
        } else {
            #expect(during == before)
        }
        #expect(MainThreadStack.currentLimit == before)
    }
}
