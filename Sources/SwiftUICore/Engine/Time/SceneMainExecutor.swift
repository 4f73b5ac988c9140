@_spi(ExperimentalCustomExecutors) import _Concurrency
import Dispatch
import Foundation

/// The main actor's executor while Cutaway runs: the platform's, except for the main-actor
/// work of a scene's tasks, which it hands to that scene's `SceneTaskExecutor`.
///
/// Why: a view's code is main-actor code (`View` is `@MainActor`, as in the iOS 18 SDK), so a
/// `.task {}` closure written in a body runs on the main actor, and every `await` in it comes
/// back there. On the platform's executor that work would wait in the main queue until the
/// frame being made is done, and a task woken by the scene's clock would reach its next
/// suspension at whatever moment the queue gets to it. Here a scene's main-actor work runs
/// where its clock puts it, to the end, before the frame's views are evaluated: the same
/// moment a task's nonisolated work runs, on the same thread.
///
/// How it works: a job enqueued on the thread that is running a scene's tasks (see
/// `SceneTaskExecutor.runPendingJobs`) belongs to that scene, since only the scene's own tasks
/// run there: it joins that scene's queue, and runs there as main-actor work. Frames are made
/// on the main thread (`ViewCode.onMainThread`), so that thread is the main actor's while it
/// runs them. Any other job goes to the platform's main executor, as before.
///
/// Design boundaries: the main executor is the process's, so this one is installed once, the
/// first time a scene's tasks run (`installed`), and stays. Work a scene's task hands to
/// another thread (a detached task, a network reply) comes back through the platform's queue,
/// outside the scene's clock, as on iOS it comes back whenever it is ready.
final class SceneMainExecutor: MainExecutor, @unchecked Sendable {
    // @unchecked: immutable; the thread's scene queue is read from the calling thread's own storage.
    private let platform: any MainExecutor

    private init(platform: any MainExecutor) {
        self.platform = platform
    }

    /// Makes this the main actor's executor (once, for the process); returns it.
    static let installed: SceneMainExecutor = {
        _createExecutors(factory: Factory.self)
        return Factory.executor
    }()

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        if let scene = SceneTaskExecutor.runningOnThisThread {
            scene.enqueueMainActor(job)
        } else {
            DispatchQueue.main.async { job.runSynchronously(on: self.asUnownedSerialExecutor()) }
        }
    }

    func run() throws { try platform.run() }
    func stop() { platform.stop() }
    func checkIsolated() { platform.checkIsolated() }

    /// The executors `_createExecutors` installs: this main executor, the platform's default.
    private enum Factory: ExecutorFactory {
        static let executor = SceneMainExecutor(platform: PlatformExecutorFactory.mainExecutor)
        static var mainExecutor: any MainExecutor { executor }
        static var defaultExecutor: any TaskExecutor { PlatformExecutorFactory.defaultExecutor }
    }
}
