import Foundation

/// What a text node shows: its string as resolved in its environment (numbers formatted in
/// the locale, the environment's `textCase` applied), the font it is measured in, and, when
/// its pieces are styled, each piece's styling (`TextStyleRun`).
///
/// Invariant (the canonical form): a text whose only styling is a font and a colour for the
/// whole has no runs; that font is `font` and that colour `color`. So an unstyled text makes
/// exactly the request it made before styling existed, and draws the same pixels.
struct StyledText: Equatable {
    var string: String
    var font: Font
    /// The colour of the whole text, in place of the environment's (`nil`: the environment's).
    var color: Color.Resolved?
    var runs: [TextStyleRun]

    init(string: String, font: Font, color: Color.Resolved? = nil, runs: [TextStyleRun] = []) {
        self.string = string
        self.font = font
        self.color = color
        self.runs = runs
    }

    /// `text` resolved in `environment`: each piece's attributes laid over the environment's
    /// (`TextAttributes`), its font over the environment's font.
    init(resolving text: Text, in environment: EnvironmentValues) {
        // The common case, one piece with no styling of its own or from the environment.
        if case .content(let content, let attributes) = text.storage, attributes == TextAttributes(),
           environment.textAttributes == TextAttributes() {
            let string = content.string(in: environment.locale)
            self.init(string: environment.textCase?.apply(to: string) ?? string, font: environment.font(styledWith: TextAttributes()))
            return
        }
        var pieces: [(string: String, run: TextStyleRun)] = []
        Self.collect(text, over: environment.textAttributes, in: environment, into: &pieces)
        let string = pieces.map(\.string).joined()
        let runs = Self.merged(pieces.map(\.run).filter { $0.length > 0 })
        guard let first = runs.first else {
            self.init(string: string, font: environment.font(styledWith: TextAttributes()))
            return
        }
        if runs.count == 1, first.letterSpacing == 0, first.baselineOffset == 0, first.underline == nil,
           first.strikethrough == nil {
            self.init(string: string, font: first.font, color: first.color)
            return
        }
        // The largest font sets the lines' height and the baselines, as the tallest run sets
        // a line's in Pango and on iOS; the first of equal sizes.
        let largest = runs.reduce(first) { $1.font.size > $0.font.size ? $1 : $0 }
        self.init(string: string, font: largest.font, runs: runs)
    }

    /// Appends the pieces of `text`, each with its run, under `outer` attributes.
    private static func collect(
        _ text: Text, over outer: TextAttributes, in environment: EnvironmentValues,
        into pieces: inout [(string: String, run: TextStyleRun)]
    ) {
        switch text.storage {
        case .content(let content, let own):
            let attributes = outer.overlaid(by: own)
            var string = content.string(in: environment.locale)
            string = environment.textCase?.apply(to: string) ?? string
            pieces.append((string, run(of: attributes, length: string.count, in: environment)))
        case .concatenation(let texts, let own):
            let attributes = outer.overlaid(by: own)
            for piece in texts {
                collect(piece, over: attributes, in: environment, into: &pieces)
            }
        }
    }

    /// The run a piece of `length` characters styled with `attributes` is drawn as.
    private static func run(of attributes: TextAttributes, length: Int, in environment: EnvironmentValues) -> TextStyleRun {
        let color = attributes.foreground?.resolve(in: environment)
        func decoration(_ setting: Text.LineStyle??) -> TextDecoration? {
            guard case .some(.some(let style)) = setting else { return nil }
            // A line without its own colour is the piece's colour, as on iOS.
            return TextDecoration(color: style.color?.resolve(in: environment) ?? color)
        }
        return TextStyleRun(
            length: length, font: environment.font(styledWith: attributes), color: color,
            letterSpacing: (attributes.kerning ?? 0) + (attributes.tracking ?? 0),
            baselineOffset: attributes.baselineOffset ?? 0,
            underline: decoration(attributes.underline), strikethrough: decoration(attributes.strikethrough))
    }

    /// Neighbouring runs styled alike joined into one.
    private static func merged(_ runs: [TextStyleRun]) -> [TextStyleRun] {
        var result: [TextStyleRun] = []
        for run in runs {
            if var last = result.last {
                let length = last.length
                last.length = run.length
                if last == run {
                    result[result.count - 1].length = length + run.length
                    continue
                }
            }
            result.append(run)
        }
        return result
    }
}
