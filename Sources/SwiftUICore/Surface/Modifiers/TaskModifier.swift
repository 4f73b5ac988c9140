/// Runs an asynchronous action while the modified view is in the graph (`.task`): started as
/// it appears, started again when `id` changes, cancelled when it disappears.
nonisolated struct _TaskModifier<ID: Equatable>: ViewModifier {
    let id: ID
    let priority: TaskPriority
    let action: () async -> Void
    @State private var running = SceneTask()

    func body(content: Content) -> some View {
        content
            .onAppear { running.start(priority: priority, action) }
            .onDisappear { running.cancel() }
            .onChange(of: id) { running.start(priority: priority, action) }
    }
}

nonisolated extension View {
    /// Runs `action` as an asynchronous task when this view appears, and cancels it when the
    /// view disappears. In a scene, the task's `Task.sleep` calls wait on the scene's clock.
    ///
    /// SwiftUI marks `action` `@Sendable`; Cutaway's views are not `Sendable` (nor
    /// main-actor isolated), so a closure that uses the view's state would not compile in
    /// Swift 6 with it. Every action SwiftUI accepts is accepted here.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View {
        modifier(_TaskModifier(id: true, priority: priority, action: action))
    }

    /// Runs `action` as an asynchronous task when this view appears and whenever `value`
    /// changes (cancelling the one before), and cancels it when the view disappears.
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void
    ) -> some View {
        modifier(_TaskModifier(id: value, priority: priority, action: action))
    }
}
