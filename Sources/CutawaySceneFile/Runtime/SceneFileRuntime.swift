import Cutaway
import CutawayComponents

/// A playing scene file: its state, and the first error its expressions ran into.
///
/// The state is scene-level (like `SceneValue`): buttons and script events write it, and a
/// write re-renders the scene in the transaction it is made in. An expression that fails while
/// a frame is built (a missing state, an index out of range, a type mismatch) is recorded with
/// the expression, the time and the view, and the frame's player reports it.
final class SceneFileRuntime {
    let document: SceneDocument
    /// The state, in a `SceneValue` so that writes re-render the scene in their transaction.
    private let storage: SceneValue<[String: ExpressionValue]>
    private(set) var firstError: SceneFileError?
    /// The time of the frame being built, for error messages.
    var time: Double = 0

    init(document: SceneDocument) {
        self.document = document
        var state: [String: ExpressionValue] = [:]
        for (name, value) in document.state {
            state[name] = value
        }
        storage = SceneValue(state)
    }

    var state: [String: ExpressionValue] { storage.value }

    func scope(value: ExpressionValue? = nil) -> ExpressionScope {
        ExpressionScope(state: state, value: value)
    }

    /// Evaluates `expression` for the view at `path`, recording a failure.
    func evaluate(_ expression: Expression, value: ExpressionValue?, at path: String) -> ExpressionValue? {
        do {
            return try expression.evaluate(in: scope(value: value))
        } catch {
            record(error, at: path)
            return nil
        }
    }

    func text(_ source: TextSource, value: ExpressionValue?, at path: String) -> String {
        switch source {
        case .interpolated(let text):
            do {
                return try text.evaluate(in: scope(value: value))
            } catch {
                record(error, at: path)
                return ""
            }
        case .expression(let expression):
            guard let result = evaluate(expression, value: value, at: path) else { return "" }
            if case .string(let string) = result { return string }
            return result.description
        }
    }

    func record(_ error: ExpressionError, at path: String) {
        guard firstError == nil else { return }
        let time = (self.time * 1000).rounded() / 1000
        firstError = SceneFileError(
            file: "", location: nil, path: path, message: "at t = \(time) s: \(error)")
    }

    /// Applies a button's or an event's state changes, in order.
    func perform(_ actions: [ActionSpec], at path: String) {
        for action in actions {
            switch action {
            case .set(let assignments):
                for (name, source) in assignments {
                    switch source {
                    case .literal(let value):
                        write(name, value)
                    case .expression(let expression):
                        if let value = evaluate(expression, value: nil, at: path) { write(name, value) }
                    }
                }
            case .toggle(let name):
                guard case .bool(let flag)? = state[name] else {
                    record(ExpressionError(expression: "toggle \(name)", offset: nil, message: "'\(name)' is \(state[name]?.kindName ?? "missing"), not a boolean"), at: path)
                    continue
                }
                write(name, .bool(!flag))
            case .increment(let name, let step, let modulo):
                guard case .number(let number)? = state[name] else {
                    record(ExpressionError(expression: "increment \(name)", offset: nil, message: "'\(name)' is \(state[name]?.kindName ?? "missing"), not a number"), at: path)
                    continue
                }
                var next = number + step
                if let modulo { next = next.truncatingRemainder(dividingBy: modulo) }
                write(name, .number(next))
            }
        }
    }

    private func write(_ name: String, _ value: ExpressionValue) {
        storage.value[name] = value
    }
}
