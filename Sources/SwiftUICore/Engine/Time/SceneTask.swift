/// The task a view's `.task` modifier runs: started when the view appears (and when its id
/// changes), cancelled when it disappears.
///
/// In a scene, the task runs on the scene's executor with the scene's clock as its own
/// (`SceneClock.current`), so its `Task.sleep` calls wait for frames; starting it runs it to
/// its first suspension at once, as the view appears. Outside a scene it is an ordinary task.
final class SceneTask {
    private var task: Task<Void, Never>?

    /// Cancels the running task, if any, and starts `action`.
    func start(priority: TaskPriority, _ action: @escaping () async -> Void) {
        cancel()
        let operation = Operation(action)
        guard let clock = SceneClock.running else {
            task = Task(priority: priority) { await operation.run() }
            return
        }
        task = SceneClock.$current.withValue(clock) {
            clock.schedulingCombine {
                Task(executorPreference: clock.executor, priority: priority) { await operation.run() }
            }
        }
        clock.executor.runPendingJobs()
    }

    /// Cancels the running task: a sleep in it throws `CancellationError` at once, and what
    /// the task does about it runs now.
    func cancel() {
        guard let task else { return }
        self.task = nil
        task.cancel()
        SceneClock.running?.executor.runPendingJobs()
    }

    /// The view's action, handed to the task that runs it.
    private final class Operation: @unchecked Sendable {
        // @unchecked: in a scene the task runs on the scene's thread, where the view made it;
        // a view's action is no more thread-safe on iOS, where it runs on the main actor.
        let action: () async -> Void
        init(_ action: @escaping () async -> Void) { self.action = action }
        func run() async { await action() }
    }
}
