import Dispatch
import Foundation

/// Where the graph runs the code a view's author wrote: a view's `body`, a modifier's
/// `body(content:)`, a style's `makeBody(configuration:)`, a scene's content and script, and
/// every closure a view hands the engine (a `ForEach`'s content, an action, a handler).
///
/// SwiftUI declares that code main-actor code (the iOS 18 SDK's `View`, `ViewModifier` and
/// styles are `@MainActor @preconcurrency`), so a body may read a main-actor view model
/// synchronously, and SwiftUI builds every frame on the main thread. So does Cutaway: a frame
/// is built on the main thread (`onMainThread`), whoever asks for it. On the main thread (the
/// `cutaway` commands, a preview runner, a `@MainActor` or XCTest test) it is built at once;
/// from any other thread (a Swift Testing test that is not `@MainActor`) the caller waits while
/// the main thread builds it. A closure made in main-actor code and handed to the engine as a
/// plain closure (a `ForEach`'s content made in a body) carries a check, in the Swift 6 language
/// mode, that it runs on the main actor: it always does.
///
/// What a caller must not do is ask for a frame from another thread while the main thread
/// waits for that thread: that deadlocks, as it would on iOS.
enum ViewCode {
    /// `work`, run on the main thread: at once on it, else while the calling thread waits.
    static func onMainThread<Output>(_ work: () throws -> Output) rethrows -> Output {
        if isOnMainQueue { return try work() }
        return try withoutActuallyEscaping(work) { work in
            // The boxes hand non-`Sendable` values across: the calling thread is blocked until
            // the main thread is done with them, so no two threads ever touch them at once.
            let work = Handoff(work), output = Handoff<Result<Output, any Error>>(nil)
            DispatchQueue.main.sync { output.value = Result { try work.value!() } }
            return try output.value!.get()
        }
    }

    /// `code` applied to `input` on the main actor: the code of a view, which its type declares
    /// main-actor code. Frames are built on the main thread (`onMainThread`); a graph driven
    /// from elsewhere without it still waits for the main thread here.
    static func evaluate<Input, Output>(_ input: Input, _ code: @MainActor (Input) -> Output) -> Output {
        onMainThread {
            withoutActuallyEscaping(code) { code in
                // One box per call, on every body's path: the input, the code and the output.
                let call = Call(input: input, code: code)
                MainActor.assumeIsolated { call.run() }
                return call.output!
            }
        }
    }

    /// Whether the caller runs as the main actor does: on the main thread, or in the main
    /// queue's work wherever libdispatch runs it. (Once a program calls `dispatchMain()`, as an
    /// `async` main and Swift Testing do, the main queue's work runs on pool threads, where
    /// `Thread.isMainThread` is false but the main actor is.)
    private static var isOnMainQueue: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) != nil
    }

    /// A mark on the main queue, set once, the first time a frame asks where it runs.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// A call of a view's code handed to the main actor: what it is given, and what it gave.
    private final class Call<Input, Output>: @unchecked Sendable {
        // @unchecked: made and read by the caller, run by the main actor while the caller is
        // inside `assumeIsolated` on the same thread; no two threads touch it at once.
        let input: Input
        let code: @MainActor (Input) -> Output
        var output: Output?

        init(input: Input, code: @escaping @MainActor (Input) -> Output) {
            self.input = input
            self.code = code
        }

        @MainActor func run() { output = code(input) }
    }

    /// A value handed from the graph's thread to the main actor and back, under the caller's wait.
    private final class Handoff<Value>: @unchecked Sendable {
        var value: Value?
        init(_ value: Value?) { self.value = value }
    }
}
