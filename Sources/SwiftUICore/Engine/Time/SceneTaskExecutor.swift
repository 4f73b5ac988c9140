import Foundation

/// Where a scene's tasks run: a queue of jobs that the scene's clock runs on its own thread,
/// to the end, whenever something may have resumed one (a task started, a wake-up fired, a
/// task cancelled).
///
/// Why not the global executor: there a resumed task runs on some other thread, at some
/// later moment, and the state it writes would land in whichever frame was being made by
/// then. Here a task's work between two suspensions happens exactly where the clock puts it,
/// before that frame's views are evaluated.
///
/// A task started with this executor as its preference (`Task(executorPreference:)`) runs its
/// nonisolated code here. Its main-actor code (a `.task` closure written in a view's body is
/// main-actor code) joins the same queue through `SceneMainExecutor`, and runs as main-actor
/// work: frames are made on the main thread. Code that hops to another actor runs on that
/// actor's executor, outside the scene's control: a known limit.
final class SceneTaskExecutor: TaskExecutor, @unchecked Sendable {
    // @unchecked: the lock guards the queue, which jobs resumed from other threads may reach.
    private let lock = NSLock()
    private var jobs: [Job] = []
    private var isRunning = false

    /// A job and where it runs: on this executor, or on the main actor.
    private struct Job {
        let job: UnownedJob
        let isMainActor: Bool
    }

    init() {
        _ = SceneMainExecutor.installed
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        lock.withLock { jobs.append(Job(job: job, isMainActor: false)) }
    }

    /// Queues main-actor work of one of this scene's tasks (from `SceneMainExecutor`).
    func enqueueMainActor(_ job: UnownedJob) {
        lock.withLock { jobs.append(Job(job: job, isMainActor: true)) }
    }

    /// The scene executor whose jobs the calling thread is running, if any.
    static var runningOnThisThread: SceneTaskExecutor? {
        Thread.current.threadDictionary[threadKey] as? SceneTaskExecutor
    }

    private static let threadKey = "Cutaway.SceneTaskExecutor"

    /// Runs the queued jobs, and those they queue, until none is left. A job that calls this
    /// again (a task started from inside a task) leaves the queue to the outer call.
    func runPendingJobs() {
        guard lock.withLock({ isRunning ? false : { isRunning = true; return true }() }) else { return }
        let thread = Thread.current.threadDictionary
        let outer = thread[Self.threadKey]
        thread[Self.threadKey] = self
        defer {
            thread[Self.threadKey] = outer
            lock.withLock { isRunning = false }
        }
        while let next = lock.withLock({ jobs.isEmpty ? nil : jobs.removeFirst() }) {
            if next.isMainActor {
                next.job.runSynchronously(
                    isolatedTo: SceneMainExecutor.installed.asUnownedSerialExecutor(), taskExecutor: asUnownedTaskExecutor())
            } else {
                next.job.runSynchronously(on: asUnownedTaskExecutor())
            }
        }
    }
}
