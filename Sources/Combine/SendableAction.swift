/// An action handed to the real run loop or a real queue (outside a scene), whose APIs take
/// `@Sendable` closures. Combine's actions run where their scheduler runs them, as on iOS:
/// the caller chose that scheduler.
struct SendableAction: @unchecked Sendable {
    let run: () -> Void
}
