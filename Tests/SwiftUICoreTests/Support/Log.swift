/// What a test's handlers did, in order: handlers and `withAnimation` completions append an
/// entry, and the test reads the entries back.
final class Log {
    var entries: [String] = []
}
