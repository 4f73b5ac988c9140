import Foundation

/// The `self-test` target: inputs that fail in each way a child process can, so that tests
/// check that the harness tells them apart. Anything else is rejected with its own text.
enum SelfTest {
    static func run(_ bytes: [UInt8]) throws -> FuzzOutcome {
        let command = String(decoding: bytes, as: UTF8.self)
        switch command {
        case "accept":
            return .accepted("accepted")
        case "trap":
            fatalError("self-test trap")
        case "memory":
            // Reserves without touching: the address-space ceiling counts reservations, so it
            // is reached at once, not after a gigabyte of page faults.
            var blocks: [[UInt8]] = []
            while true {
                var block: [UInt8] = []
                block.reserveCapacity(64 << 20)
                blocks.append(block)
            }
        case "spin":
            var counter: UInt64 = 0
            while counter != UInt64.max { counter = counter &+ 1 | (counter >> 63) }
            return .accepted("\(counter)")
        case "stack":
            return .accepted("\(recurse(1))")
        default:
            throw SelfTestError(text: command)
        }
    }

    @inline(never)
    private static func recurse(_ depth: Int) -> Int {
        var frame = [Int](repeating: depth, count: 16)
        // The bound is never reached: the stack ends first.
        frame[depth % 16] = depth < Int.max ? recurse(depth + 1) : 0
        return frame.reduce(0, &+)
    }

    struct SelfTestError: Error, CustomStringConvertible {
        var text: String
        var description: String { "self-test rejected '\(text)'" }
    }
}
