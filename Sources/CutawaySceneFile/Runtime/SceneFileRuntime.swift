import Cutaway
import CutawayComponents

/// A playing scene file: its state, what it has spent of its budget, and the first error it ran
/// into.
///
/// The state is scene-level (like `SceneValue`): buttons and script events write it, and a
/// write re-renders the scene in the transaction it is made in. An expression that fails while
/// a frame is built (a missing state, an index out of range, a type mismatch) is recorded with
/// the expression, the time and the place, and the frame's player reports it.
///
/// The budget (`SceneBudget`) is kept here: views and text are counted per pass over the body
/// (`beginPass()`), expression steps per frame (`beginFrame(at:)`). Once anything has failed,
/// nothing more is built or evaluated: the frame is thrown away, so the rest of the pass only
/// has to end quickly.
///
/// It is `@unchecked Sendable` because a scene uses it from two places that never run at once:
/// the player's thread (frames begun and counted, script events) and the main actor, where
/// the scene's views are built (`RenderScene`'s content). The player waits while the main
/// actor builds, so one play touches it from one place at a time.
final class SceneFileRuntime: @unchecked Sendable {
    let document: SceneDocument
    var budget: SceneBudget { document.budget }
    /// The state, in a `SceneValue` so that writes re-render the scene in their transaction.
    private let storage: SceneValue<[String: ExpressionValue]>
    private(set) var firstError: SceneFileError?
    /// The time of the frame being built, or of the script event being run, for error messages.
    var time: Double = 0
    /// What this frame's expressions may still spend.
    private(set) var allowance: ExpressionAllowance
    /// The views built in this pass, each modifier counted as one.
    private(set) var viewsInPass = 0
    /// The views built since the scene started playing (for tests: what a failure cost).
    private(set) var viewsBuilt = 0
    /// The bytes of text shown in this pass.
    private(set) var textLengthInPass = 0
    /// The frames begun so far: what tells `BudgetedTextEngine` that a new frame measures.
    private(set) var frameNumber = 0
    /// The text shaped for this play so far, in bytes, at least
    /// `SceneBudget.minimumShapingCost` a measurement (see `BudgetedTextEngine`).
    private(set) var textShaped = 0
    /// The work this play took so far, as `SceneBudget.maximumWorkPerScene` counts it: the text
    /// shaped, the words wrapped, and the nodes laid out and drawn.
    private(set) var work = 0
    /// The graph's node updates counted so far (`ViewGraph.nodeUpdates`, over its life).
    private(set) var nodeUpdatesCounted = 0
    /// The first view of this pass to show each text, to name the view whose text passes
    /// the shaping budget.
    private var placesOfText: [String: SourcePlace] = [:]

    init(document: SceneDocument) {
        self.document = document
        var state: [String: ExpressionValue] = [:]
        for (name, value) in document.state {
            state[name] = value
        }
        storage = SceneValue(state)
        allowance = ExpressionAllowance(budget: document.budget)
    }

    var state: [String: ExpressionValue] { storage.value }

    var hasFailed: Bool { firstError != nil }

    /// Starts a frame at `time`: its expressions get a fresh allowance of steps.
    func beginFrame(at time: Double) {
        self.time = time
        frameNumber += 1
        allowance = ExpressionAllowance(budget: budget)
    }

    /// Starts a pass over the body: views and text are counted afresh.
    func beginPass() {
        viewsInPass = 0
        textLengthInPass = 0
        placesOfText = [:]
    }

    /// Starts a play (a view graph) of the scene: the text it shapes is counted afresh.
    func beginPlay() {
        textShaped = 0
        work = 0
        nodeUpdatesCounted = 0
    }

    // MARK: Views and text

    /// Counts one view about to be built at `place`, with its `modifiers` (each counts as a
    /// view, for the pass and for the work: it makes a node of its own); `false` when it must
    /// not be built (the pass has made all the views it may, the play has taken all the work
    /// it may, or something failed).
    func admitView(at place: SourcePlace, modifiers: Int = 0) -> Bool {
        guard !hasFailed else { return false }
        let views = 1 + modifiers
        guard viewsInPass.saturatingAdded(views) <= budget.maximumViewsPerPass else {
            exceed(.viewsPerPass, at: place, modifiers == 0
                ? "the frame has \(viewsInPass.groupedText) views already, and this would be one more"
                : "the frame has \(viewsInPass.groupedText) views already (a modifier counts as one), and this one with its \(modifiers.groupedText) \(modifiers == 1 ? "modifier" : "modifiers") would make \((viewsInPass + views).groupedText)")
            return false
        }
        guard spendWork(SceneBudget.viewBuildCost.saturatingMultiplied(by: views), at: place, for: "building this view") else {
            return false
        }
        viewsInPass += views
        viewsBuilt += 1
        return true
    }

    /// Admits, before a `ForEach` at `place` builds anything, the views it would make: `items`
    /// elements of at least `viewsPerItem` views each, for each of `repetitions` instances of the
    /// `ForEach` still to come in this pass (see `SceneBudget`). `false` when they are too many.
    /// Nothing is counted here: the views are, one by one, as they are built.
    func admitViews(forEachAt place: SourcePlace, items: Int, viewsPerItem: Int, repetitions: Int) -> Bool {
        guard !hasFailed else { return false }
        let views = items.saturatingMultiplied(by: viewsPerItem).saturatingMultiplied(by: repetitions)
        if viewsInPass.saturatingAdded(views) <= budget.maximumViewsPerPass { return true }
        var reason = "ForEach over \(items.groupedText) \(items == 1 ? "item" : "items")"
        if viewsPerItem > 1 { reason += " of \(viewsPerItem.groupedText) views each" }
        if repetitions > 1 { reason += ", repeated for the \(repetitions.groupedText) elements of the ForEach views around it," }
        reason += " would make \(views.groupedText) views"
        if views <= budget.maximumViewsPerPass { reason += " on top of the \(viewsInPass.groupedText) made already" }
        exceed(.viewsPerPass, at: place, reason)
        return false
    }

    /// Counts the text a view at `place` is about to show; `false` when the pass would show more
    /// than it may.
    func admitText(_ text: String, at place: SourcePlace) -> Bool {
        guard !hasFailed else { return false }
        guard text.utf8.count <= budget.maximumTextLengthPerView else {
            exceed(.textLengthPerView, at: place, "the text would be \(text.utf8.count.groupedText) bytes long")
            return false
        }
        let length = textLengthInPass.saturatingAdded(text.utf8.count)
        guard length <= budget.maximumTextLengthPerPass else {
            exceed(.textLengthPerPass, at: place, "the text of one frame would reach \(length.groupedText) bytes")
            return false
        }
        textLengthInPass = length
        if placesOfText[text] == nil { placesOfText[text] = place }
        return true
    }

    /// Counts the text `request` is about to be shaped for: its UTF-8 bytes, at least
    /// `SceneBudget.minimumShapingCost`, and `wrapping` more for the words Pango must break
    /// (see `SceneBudget.wrappingCost(of:width:characterWidth:)`); `false` when the play would
    /// take more work than it may. The view named is the first of the pass that shows the
    /// text (the body when none does: a number, or a text the engine makes).
    func admitShaping(_ request: TextLayoutRequest, wrapping: Int) -> Bool {
        guard !hasFailed else { return false }
        let bytes = max(request.string.utf8.count, SceneBudget.minimumShapingCost)
        guard spendWork(bytes.saturatingAdded(wrapping), at: placesOfText[request.string] ?? document.body.place, for: "shaping \(Self.quoted(request.string))") else {
            return false
        }
        textShaped = textShaped.saturatingAdded(bytes)
        return true
    }

    /// Counts the frame's work once it is built: the nodes the scene's graph laid out and drew
    /// since the last frame (`nodeUpdates` is the graph's count over its life), at
    /// `SceneBudget.nodeUpdateCost` each; when it drew, the canvas's pixels, at
    /// `SceneBudget.pixelsPerUnit` a unit (what drawing and encoding the new frame costs a
    /// renderer); and the steps its expressions took, at `SceneBudget.evaluationStepsPerUnit`
    /// a unit. Records the failure when the play would take more work than it may.
    func countFrameWork(nodeUpdates: Int) {
        guard !hasFailed else { return }
        let updates = max(0, nodeUpdates - nodeUpdatesCounted)
        nodeUpdatesCounted = max(nodeUpdatesCounted, nodeUpdates)
        let steps = allowance.stepsTaken
        let pixels = updates > 0 ? document.canvas.pixelWidth.saturatingMultiplied(by: document.canvas.pixelHeight) : 0
        let cost = updates.saturatingMultiplied(by: SceneBudget.nodeUpdateCost)
            .saturatingAdded(pixels / SceneBudget.pixelsPerUnit)
            .saturatingAdded(steps / SceneBudget.evaluationStepsPerUnit)
        guard cost > 0 else { return }
        _ = spendWork(cost, at: document.body.place, for: "the frame's \(updates.groupedText) view updates, \(pixels.groupedText) pixels and \(steps.groupedText) expression steps")
    }

    /// Adds `units` to the play's work, or records at `place` that `what` would take it past
    /// `SceneBudget.maximumWorkPerScene` and answers `false`.
    private func spendWork(_ units: Int, at place: @autoclosure () -> SourcePlace, for what: @autoclosure () -> String) -> Bool {
        let total = work.saturatingAdded(units)
        guard total <= budget.maximumWorkPerScene else {
            exceed(.workPerScene, at: place(), "\(what()) would bring the work since the scene began to \(total.groupedText) units")
            return false
        }
        work = total
        return true
    }

    /// A text as a message quotes it: its first 24 characters, then "…".
    private static func quoted(_ text: String) -> String {
        let shown = text.count > 24 ? text.prefix(24) + "…" : Substring(text)
        return "'\(shown)'"
    }

    // MARK: Expressions

    func scope(value: ExpressionValue? = nil) -> ExpressionScope {
        ExpressionScope(state: state, value: value)
    }

    /// Evaluates `expression` for the view or action at `place`, recording a failure.
    func evaluate(_ expression: Expression, value: ExpressionValue?, at place: SourcePlace) -> ExpressionValue? {
        guard !hasFailed else { return nil }
        do {
            return try expression.evaluate(in: scope(value: value), allowance: &allowance)
        } catch {
            record(error, at: place)
            return nil
        }
    }

    /// The string `source` shows, or `nil` after recording a failure.
    func text(_ source: TextSource, value: ExpressionValue?, at place: SourcePlace) -> String? {
        guard !hasFailed else { return nil }
        switch source {
        case .interpolated(let text):
            do {
                return try text.evaluate(in: scope(value: value), allowance: &allowance)
            } catch {
                record(error, at: place)
                return nil
            }
        case .expression(let expression):
            guard let result = evaluate(expression, value: value, at: place) else { return nil }
            if case .string(let string) = result { return string }
            return describe(result, in: expression, at: place)
        }
    }

    /// `value` as an expression literal (`ExpressionValue.description`), within the budget: for
    /// a view's text and an `id`, which may be given a whole state array.
    func describe(_ value: ExpressionValue, in expression: Expression, at place: SourcePlace) -> String? {
        var text = ""
        do {
            try allowance.appendLiteral(
                of: value, to: &text, madeBy: "writing the value out", in: expression.description, at: nil)
            return text
        } catch {
            record(error, at: place)
            return nil
        }
    }

    // MARK: Errors

    func record(_ error: ExpressionError, at place: SourcePlace) {
        record(SceneFileError(
            location: place.location, path: place.path, message: "at t = \(roundedTime) s: \(error)",
            exceededLimit: error.exceededLimit))
    }

    /// Records that the scene would pass `limit` at `place`, for `reason` ("ForEach over 1,000
    /// items … would make 1,000,000 views").
    func exceed(_ limit: SceneBudget.Limit, at place: SourcePlace, _ reason: String) {
        record(SceneFileError(
            location: place.location, path: place.path,
            message: "at t = \(roundedTime) s: \(reason); \(budget.statement(of: limit))", exceededLimit: limit))
    }

    private func record(_ error: SceneFileError) {
        guard firstError == nil else { return }
        firstError = error
    }

    /// The frame's time to the millisecond, as messages show it.
    private var roundedTime: Double {
        (time * 1000).rounded() / 1000
    }

    // MARK: Actions

    /// Applies a button's or an event's state changes, in order.
    func perform(_ actions: [ActionSpec]) {
        for action in actions {
            switch action {
            case .set(let assignments):
                for (name, source) in assignments {
                    switch source {
                    case .literal(let value):
                        write(name, value)
                    case .expression(let expression, let place):
                        if let value = evaluate(expression, value: nil, at: place) { write(name, value) }
                    }
                }
            case .toggle(let name, let place):
                guard case .bool(let flag)? = state[name] else {
                    record(ExpressionError(expression: "toggle \(name)", offset: nil, message: "'\(name)' is \(state[name]?.kindName ?? "missing"), not a boolean"), at: place)
                    continue
                }
                write(name, .bool(!flag))
            case .increment(let name, let step, let modulo, let place):
                guard case .number(let number)? = state[name] else {
                    record(ExpressionError(expression: "increment \(name)", offset: nil, message: "'\(name)' is \(state[name]?.kindName ?? "missing"), not a number"), at: place)
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
