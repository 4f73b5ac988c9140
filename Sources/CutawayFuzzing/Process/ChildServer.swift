import Foundation
import Glibc

/// The child side of a campaign (`cutaway-fuzz serve TARGET`): it applies the resource
/// ceilings to itself, then runs the inputs its parent sends, one at a time, answering each
/// with its outcome (see `ChildProtocol`), until its input ends.
///
/// A crash, a trap, an allocation past the memory ceiling or the time ceiling's abort ends
/// the process; the parent reads why from the exit status and the log.
public enum ChildServer {
    public static func serve(_ target: FuzzTarget, ceilings: ResourceCeilings, scratchFile: String?) -> Int32 {
        ceilings.applyMemoryCeiling()
        AbortBacktrace.install()
        // A parent that dies mid-write must not kill the child with SIGPIPE before it exits.
        signal(SIGPIPE, SIG_IGN)
        let context = FuzzContext(scratchFile: scratchFile.map { URL(fileURLWithPath: $0) })
        while let header = ChildProtocol.readExactly(4, from: 0) {
            let count = ChildProtocol.decodeLittleEndian(header)
            guard let input = ChildProtocol.readExactly(count, from: 0) else { return 70 }
            ceilings.armTimer()
            let outcome = target.run(input, in: context)
            ceilings.disarmTimer()
            guard ChildProtocol.writeAll(ChildProtocol.encodeAnswer(outcome), to: ChildProtocol.answerDescriptor) else { return 70 }
        }
        return 0
    }
}
