import Cutaway

/// What each piece of a play's work counts against `SceneBudget.maximumWorkPerScene`.
///
/// A unit is what shaping one byte of ordinary text costs (1.6 µs: 256,000 bytes of distinct
/// paragraphs at 390 pt took 0.41 s); the other kinds of work count what they cost beside
/// it. Every figure is `cutaway validate`'s, release build, on the 2-core development machine:
/// a unit took 0.9 to 1.9 µs in each kind of scene measured.
extension SceneBudget {
    /// What one node laid out or drawn counts (`ViewGraph.nodeUpdates`): a changing frame lays
    /// its tree out and draws it, so it counts its nodes at least twice, and a frame at rest
    /// counts nothing. A frame of 10,000 rectangles animating their places took 2.5 µs a node
    /// update (151 frames, 6.0 million updates, 15.2 s).
    public static let nodeUpdateCost = 2

    /// What one view the scene file's body builds counts, and each of its modifiers: a view of
    /// the file evaluated into a SwiftUI view, its node resolved, its text measured or found
    /// again. 100 events that each
    /// change what 9,800 texts show took 8 µs a view built beside the node updates (1.96
    /// million views, 3.4 million node updates, 25.4 s).
    public static let viewBuildCost = 6

    /// How many of the canvas's pixels count as one unit in a frame that draws (a frame at rest
    /// draws nothing, and a renderer sends its last picture again): what rasterizing the frame
    /// and encoding it as PNG cost. A scene file draws fills, text, strokes and clips (no blur,
    /// no shadow): 5 ns a pixel for a list animating at 780 × 1688 px (0.56 ms raster, 5.9 ms
    /// PNG a new frame), so 256 pixels take about what a unit does. `validate` counts them
    /// too, so that it refuses what `render` would. (PNG's `--compression 9` takes about ten
    /// times as long to encode: not counted.)
    public static let pixelsPerUnit = 256

    /// How many expression steps count as one unit (see `ExpressionAllowance` for what a step
    /// is): a frame's steps are bounded by `maximumEvaluationStepsPerFrame`, and counted here
    /// over the whole play. The costliest steps are comparisons of strings that are not ASCII,
    /// about 60 ns a step (four bytes normalized); 32 of them take what a unit does at most.
    public static let evaluationStepsPerUnit = 32

    /// Of a word's characters times the lines it is broken over, how many count as one unit
    /// (see `wrappingCost(of:width:characterWidth:)`): Pango took 0.3 to 0.5 µs for each in a
    /// word of letters (4,000 characters wrapped at 1 pt, 16 million, in 4.7 to 7.5 s), 0.7 µs
    /// in "1-1-1…" (8,192 characters, 67 million, in 49 s).
    public static let wrappedCharactersPerUnit = 2

    /// What breaking `text`'s long words at `width` costs beyond shaping it, in units.
    ///
    /// A word has nowhere to break, so Pango tries a break after each of its characters on
    /// each line it fills: the time grows with its length times its lines, and a word of
    /// 8,000 characters wrapped at 1 pt takes seconds where as many bytes of sentences take a
    /// millisecond. Each run of characters between spaces that is wider than
    /// `width` counts its characters times its lines, the lines estimated from `characterWidth`
    /// (a wide character's advance, so that the estimate is at least the lines Pango makes),
    /// divided by `wrappedCharactersPerUnit`. Text that needs no breaking inside a word (the
    /// ordinary case) costs nothing here. A word runs from one space to the next
    /// (`breaksAWord(_:)`).
    public static func wrappingCost(of text: String, width: CGFloat, characterWidth: CGFloat) -> Int {
        guard width.isFinite, characterWidth.isFinite, characterWidth > 0 else { return 0 }
        var cost = 0
        var run = 0
        func close() {
            defer { run = 0 }
            // The characters of the run one line holds: at least one, at most the run's.
            let perLine = max(1, Int(min(Double(run), (Double(max(width, 0)) / Double(characterWidth)).rounded(.down))))
            guard run > perLine else { return }
            let lines = (run + perLine - 1) / perLine
            cost = cost.saturatingAdded(run.saturatingMultiplied(by: lines) / wrappedCharactersPerUnit)
        }
        for scalar in text.unicodeScalars {
            if breaksAWord(scalar) {
                close()
            } else {
                run += 1
            }
        }
        close()
        return cost
    }

    /// Whether a line may break at `scalar` whatever stands beside it: the spaces and line
    /// ends of Unicode's line breaking (UAX #14 classes SP, BK, CR, LF, NL, ZW, and the spaces
    /// of class BA), not the no-break spaces (U+00A0, U+2007, U+202F) nor hyphens, where a
    /// break depends on the neighbours (none in "1-1-1"). Other break opportunities (between
    /// ideographs, after a slash) are not looked for: the estimate errs towards counting more.
    static func breaksAWord(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0x1680, 0x2000...0x2006, 0x2008...0x200B, 0x2028, 0x2029, 0x205F, 0x3000: true
        default: false
        }
    }
}
