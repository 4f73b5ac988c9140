extension Publishers {
    /// Passes everything through unchanged and writes a line for each event, as Combine's
    /// `print(_:to:)` does: "receive subscription: (…)", "request unlimited", "receive value:
    /// (…)", "receive finished", "receive error: (…)", "receive cancel", each after the
    /// prefix and ": " when there is a prefix; to standard output, or to `stream`.
    public struct Print<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let prefix: String
        public let upstream: Upstream
        public let stream: (any TextOutputStream)?

        public init(upstream: Upstream, prefix: String, to stream: (any TextOutputStream)? = nil) {
            self.upstream = upstream
            self.prefix = prefix
            self.stream = stream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let output = Box(stream)
            let lead = prefix.isEmpty ? "" : "\(prefix): "
            let write: (String) -> Void = { line in
                if output.value != nil {
                    output.value!.write(lead + line + "\n")
                } else {
                    Swift.print(lead + line)
                }
            }
            upstream.subscribe(Tap(subscriber, hooks: .init(
                subscription: { write("receive subscription: (\($0))") },
                output: { write("receive value: (\($0))") },
                completion: { completion in
                    switch completion {
                    case .finished: write("receive finished")
                    case .failure(let error): write("receive error: (\(error))")
                    }
                },
                cancel: { write("receive cancel") },
                request: { write("request \($0)") })))
        }
    }
}

extension Publisher {
    /// This publisher, writing a line for each of its events.
    public func print(_ prefix: String = "", to stream: (any TextOutputStream)? = nil) -> Publishers.Print<Self> {
        Publishers.Print(upstream: self, prefix: prefix, to: stream)
    }
}
