/// How much a scene file may make while it is read and played: views, text, strings, script
/// events and expression work.
///
/// ## Why a budget
///
/// Scene files arrive in pull requests and bug reports, and `cutaway validate` must be safe to
/// run on any of them. `JSONLimits` and `SceneFileLimits` bound what a file *says*; a budget
/// bounds what it *makes*, which can be far more: a `ForEach` inside a `ForEach` multiplies two
/// short arrays into a million views, and a script event that sets `$s + $s` doubles a string
/// each time it runs, so forty events ask for a terabyte. Every limit here ends the play with a
/// `SceneFileError` (exit status 65) that names the place it was passed and the limit, before
/// the memory or the time is spent.
///
/// ## How each limit is kept
///
/// - Views are counted as the interpreter builds them, one per view object of the file and one
///   per modifier on it (a modifier makes a node of its own: 10,000 texts of 64 paddings took
///   3.2 GB and 12.5 s to lay out once), and the count starts again with every pass over the
///   body. A `ForEach` checks before it builds its
///   content: its items, times the views its content makes at the least, times the instances of
///   the `ForEach` still to come (the product of what is left of every `ForEach` around it).
///   Nested `ForEach`es therefore fail at the first inner one, having built almost nothing.
/// - Strings are checked before they are made: `+` and interpolation compare the length the
///   result would have with the limit, and only then join. Strings written in the file are held
///   to the same limit when it is read (the scene's `JSONLimits.maximumStringLength`).
/// - Expression work is counted in steps (see `ExpressionAllowance`), per frame.
/// - Work is counted over the whole play, in one budget (`maximumWorkPerScene`): the text the
///   layout measures that the frame, or the last frame that measured, did not measure already
///   (see `BudgetedTextEngine`, which answers the others itself), with the wrapping of long
///   words; the views the body builds; the nodes each changing frame lays out and draws, and
///   its pixels; and the expression steps of every frame.
/// - Script events are counted when the file is read.
///
/// ## Design boundaries
///
/// - The `ForEach` check assumes the instances still to come have as many items as the one being
///   built. Nesting whose inner arrays shrink (a long first row, short later ones) can be refused
///   with fewer views than the limit; the exact count is kept as well, so nothing gets past it.
/// - The work budget counts what the work is made of, not the time it takes: its weights were
///   measured on one machine, for the kinds of scene that cost the most per unit (wrapped
///   words, many animating views, many rebuilt texts, comparisons of long strings that are not
///   ASCII). A word's wrapping is estimated from where a line may break (see
///   `wrappingCost(of:width:characterWidth:)`), erring towards counting more.
/// - The frames' memory of measured text keeps two frames' layouts alive: a scene that shows
///   9,800 distinct lines took 225 MB to validate where it took 126 MB before.
public struct SceneBudget: Equatable, Sendable {
    /// The views one pass over the scene's body may build (a frame takes one pass, or a few
    /// while handlers settle). Default 10,000: as many as one file may write
    /// (`SceneFileLimits.viewCount`), so a `ForEach` may show as much as a hand-written file.
    /// The busiest example builds 19; 10,000 distinct texts take about 3.4 s to measure and lay
    /// out in a debug build, 10,000 equal ones 0.5 s (measured with `cutaway validate` on the
    /// development machine).
    public var maximumViewsPerPass: Int
    /// The text all `Text` views and `Button` titles of one pass may show together, in UTF-8
    /// bytes. Default 256 KiB: a hundred pages (the busiest example shows 324 bytes), and about a
    /// second of Pango's measuring in a debug build (4,096 distinct 64-byte lines took 1.4 s).
    public var maximumTextLengthPerPass: Int
    /// The text one `Text` view or `Button` title may show, in UTF-8 bytes. Default 8 KiB: a few
    /// pages. A long word has no place to break, so Pango tries a break after every character
    /// on every line, and the time grows with its length times its lines: one word of 8 KiB
    /// wrapped at 390 pt took 0.5 s, at 1 pt 18 s (`cutaway validate`, release; found by
    /// fuzzing, `Tests/Fuzz/Regressions/scene/long-word-wrapped-text.json`). The work budget
    /// counts it (`wrappingCost(of:width:characterWidth:)`), so a few such words end the play.
    public var maximumTextLengthPerView: Int
    /// The longest string an expression, an interpolation or a script action may make, and the
    /// longest string the file may hold, in UTF-8 bytes. Default 64 KiB: twenty pages, far more
    /// than any view shows, and short enough that Pango lays it out in a tenth of a second (a
    /// 1 MiB text took 12 s).
    public var maximumStringLength: Int
    /// The events a script may have. Default 1,000: two hundred times the busiest example (5),
    /// and few enough that the frames they make afresh stay countable.
    public var maximumScriptEvents: Int
    /// The expression steps one frame may take (see `ExpressionAllowance` for what a step is).
    /// Default 1,000,000: a hundred steps for each of the most views a pass may build (the
    /// busiest example takes 32 in a frame), and about a second of evaluation in a debug build
    /// (900,000 steps of array comparison took 0.9 s).
    public var maximumEvaluationStepsPerFrame: Int
    /// The work one play of the scene may take, over all its frames, in units of what shaping
    /// a byte of text costs (see `SceneBudget+Work.swift`): each text measured afresh (see
    /// `BudgetedTextEngine`) counts its bytes, at least `minimumShapingCost`, and its long
    /// words' wrapping (`wrappingCost(of:width:characterWidth:)`); each view the body builds
    /// counts `viewBuildCost`; each node laid out or drawn `nodeUpdateCost`; a frame that
    /// draws, one for every `pixelsPerUnit` pixels of the canvas; and every
    /// `evaluationStepsPerUnit` expression steps one. Default 16 Mi
    /// units: 20 to 32 s of work in a release build on the development machine (a unit took
    /// 1.2 to 1.9 µs in the costliest scenes of each kind), so that every scene within the
    /// other limits finishes or stops within a minute. Over 30 times what the busiest example
    /// takes (`native-height-change`: 500,000 units, most of them its frames' pixels). A scene of
    /// 1,000 views animating for ten seconds at 60 fps on a 780 × 1688 px canvas takes about
    /// 8 million units; 4,990 rectangles animating at 30 fps stop after about 13 seconds, and
    /// a scene whose 1,000 script events each change 9,800 texts after about 90 events (it
    /// took 247 s before).
    public var maximumWorkPerScene: Int

    /// What one measurement counts at the least against `maximumWorkPerScene`, in bytes:
    /// a layout costs Pango about as much as 10 bytes of text before its first (a line of 1 byte
    /// took 56 µs, each byte more 5.4 µs), so thousands of short texts cost what they take.
    public static let minimumShapingCost = 16

    public init(
        maximumViewsPerPass: Int = 10_000,
        maximumTextLengthPerPass: Int = 256 * 1024,
        maximumTextLengthPerView: Int = 8 * 1024,
        maximumStringLength: Int = 64 * 1024,
        maximumScriptEvents: Int = 1_000,
        maximumEvaluationStepsPerFrame: Int = 1_000_000,
        maximumWorkPerScene: Int = 16 * 1024 * 1024
    ) {
        self.maximumViewsPerPass = maximumViewsPerPass
        self.maximumTextLengthPerPass = maximumTextLengthPerPass
        self.maximumTextLengthPerView = maximumTextLengthPerView
        self.maximumStringLength = maximumStringLength
        self.maximumScriptEvents = maximumScriptEvents
        self.maximumEvaluationStepsPerFrame = maximumEvaluationStepsPerFrame
        self.maximumWorkPerScene = maximumWorkPerScene
    }

    /// The budget used when none is given.
    public static let `default` = SceneBudget()

    /// One of the budget's limits, as errors name it.
    public enum Limit: String, Equatable, Sendable, CaseIterable {
        case viewsPerPass
        case textLengthPerPass
        case textLengthPerView
        case stringLength
        case scriptEvents
        case evaluationStepsPerFrame
        case workPerScene
    }

    /// The value of `limit` in this budget.
    public func maximum(_ limit: Limit) -> Int {
        switch limit {
        case .viewsPerPass: maximumViewsPerPass
        case .textLengthPerPass: maximumTextLengthPerPass
        case .textLengthPerView: maximumTextLengthPerView
        case .stringLength: maximumStringLength
        case .scriptEvents: maximumScriptEvents
        case .evaluationStepsPerFrame: maximumEvaluationStepsPerFrame
        case .workPerScene: maximumWorkPerScene
        }
    }

    /// The sentence that ends every message about `limit`: "a scene may make at most 10,000
    /// views per frame".
    public func statement(of limit: Limit) -> String {
        let maximum = maximum(limit).groupedText
        return switch limit {
        case .viewsPerPass: "a scene may make at most \(maximum) views per frame"
        case .textLengthPerPass: "a scene may show at most \(maximum) bytes of text per frame"
        case .textLengthPerView: "a view may show at most \(maximum) bytes of text"
        case .stringLength: "a scene's strings may be at most \(maximum) bytes long"
        case .scriptEvents: "a script may have at most \(maximum) events"
        case .evaluationStepsPerFrame: "a scene's expressions may take at most \(maximum) steps per frame"
        case .workPerScene: "a scene may take at most \(maximum) units of work in all"
        }
    }

    /// The JSON limits a scene file is read with: the defaults, with strings held to this
    /// budget's `maximumStringLength`.
    public var jsonLimits: JSONLimits {
        var limits = JSONLimits.default
        limits.maximumStringLength = min(limits.maximumStringLength, maximumStringLength)
        return limits
    }
}
