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
/// nonisolated code here. Code that hops to an actor (the main actor, say) runs on that
/// actor's executor instead, outside the scene's control: a known limit.
final class SceneTaskExecutor: TaskExecutor, @unchecked Sendable {
    // @unchecked: the lock guards the queue, which jobs resumed from other threads may reach.
    private let lock = NSLock()
    private var jobs: [UnownedJob] = []
    private var isRunning = false

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        lock.withLock { jobs.append(job) }
    }

    /// Runs the queued jobs, and those they queue, until none is left. A job that calls this
    /// again (a task started from inside a task) leaves the queue to the outer call.
    func runPendingJobs() {
        guard lock.withLock({ isRunning ? false : { isRunning = true; return true }() }) else { return }
        defer { lock.withLock { isRunning = false } }
        while let job = lock.withLock({ jobs.isEmpty ? nil : jobs.removeFirst() }) {
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
