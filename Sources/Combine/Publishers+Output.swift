extension Publishers {
    /// Sends the upstream values whose positions (from 0) lie in a range, then finishes and
    /// cancels the upstream (`prefix(_:)`, `output(at:)`, `output(in:)`).
    public struct Output<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let range: CountableRange<Int>

        public init(upstream: Upstream, range: CountableRange<Int>) {
            precondition(range.lowerBound >= 0, "lowerBound must not be negative")
            self.upstream = upstream
            self.range = range
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Upstream.Output, S.Failure == Failure {
            let index = Box(0)
            let outlet = upstream.relay(to: subscriber) { [range] value, outlet in
                defer { index.value += 1 }
                if range.contains(index.value) { outlet.send(value) }
                if index.value + 1 >= range.upperBound { outlet.finish(.finished) }
            }
            if range.isEmpty { outlet.finish(.finished) }
        }
    }
}

extension Publisher {
    /// The first `maxLength` values, then the end.
    public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
        precondition(maxLength >= 0, "maxLength must be greater than or equal to zero")
        return Publishers.Output(upstream: self, range: 0..<maxLength)
    }

    /// The value at `index` (from 0), then the end.
    public func output(at index: Int) -> Publishers.Output<Self> {
        output(in: index...index)
    }

    /// The values at the positions in `range` (from 0), then the end.
    public func output<R: RangeExpression>(in range: R) -> Publishers.Output<Self> where R.Bound == Int {
        Publishers.Output(upstream: self, range: range.relative(to: 0..<Int.max))
    }
}
