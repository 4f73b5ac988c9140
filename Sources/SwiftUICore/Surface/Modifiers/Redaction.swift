import Foundation

/// Why a view's content is redacted (`redacted(reason:)`): `.placeholder` draws texts and
/// images as grey shapes their size while data loads; `.privacy` does so for views marked
/// `privacySensitive()`; `.invalidated` marks content awaiting an update (on iOS, widgets
/// dim it; Cutaway draws it as it is).
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private enum RedactionReasonsKey: EnvironmentKey {
    static let defaultValue: RedactionReasons = []
}

private enum PrivacySensitiveKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The reasons the views here are redacted (`redacted(reason:)`), empty when they are not.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Whether the views here are marked `privacySensitive()`.
    var isPrivacySensitive: Bool {
        get { self[PrivacySensitiveKey.self] }
        set { self[PrivacySensitiveKey.self] = newValue }
    }

    /// Whether a text or an image here draws as a placeholder shape: under a placeholder
    /// redaction, or under a privacy redaction where it is marked privacy-sensitive.
    var drawsRedactedPlaceholder: Bool {
        let reasons = redactionReasons
        return reasons.contains(.placeholder) || (reasons.contains(.privacy) && isPrivacySensitive)
    }
}

nonisolated extension View {
    /// Redacts this view for `reason`, added to the reasons of the views around it: under
    /// `.placeholder`, each text draws as a rounded grey bar per line, the lines' size, and each
    /// image as a rounded grey box its size; the layout is the same as unredacted.
    public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
    }

    /// Draws this view unredacted inside a redacted view.
    public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }

    /// Marks this view as showing private data: a `.privacy` redaction around it draws it as a
    /// placeholder.
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        environment(\.isPrivacySensitive, sensitive)
    }
}

/// The shapes a redacted text or image draws as, in canvas points.
///
/// iOS draws a redacted text as one rounded bar per line, the line's height and as wide as
/// the line's glyphs, and a redacted image as a rounded box its size, both in the content's
/// own colour, faded. What is measured here: each line's box is the text layout's (line `i`
/// from `i × lineHeight` below the top, `ascent + descent` tall, `FontMetrics.height`). What
/// is estimated: every line of a wrapped text but the last is as wide as the text's frame
/// (wrapping leaves a ragged edge a few points short of it on iOS); the last line is the
/// text's unwrapped width less what the full lines took, at least one line-height wide; the
/// fading (`opacity`) and the corner radius are read off screenshots of iOS 17.
enum RedactedPlaceholder {
    /// The opacity the content's colour is drawn at (estimate: iOS 17 screenshots of
    /// `.redacted(reason: .placeholder)` texts in `.primary` show a grey of about 16 % black).
    static let opacity = 0.16

    /// The colour a placeholder of content drawn in `color` is filled with.
    static func color(_ color: Color.Resolved) -> Color.Resolved {
        var faded = color
        faded.opacity *= opacity
        return faded
    }

    /// The bars' and boxes' corner radius relative to their height (estimate from iOS 17
    /// screenshots: about a fifth of a line's height), at most `maximumCornerRadius`.
    static let cornerRadiusRatio: CGFloat = 0.2
    /// The largest corner radius (estimate: an image's box keeps about 4-pt corners).
    static let maximumCornerRadius: CGFloat = 4

    /// The bars of a text laid out in `frame` on `lineCount` lines with `metrics`, whose
    /// string is `unwrappedWidth` wide on one line, aligned as `alignment` aligns its lines.
    static func textBars(
        in frame: CGRect, lineCount: Int, metrics: FontMetrics, unwrappedWidth: CGFloat, alignment: TextAlignment
    ) -> [CGRect] {
        let count = max(1, lineCount)
        let lineBoxHeight = metrics.ascent + metrics.descent
        return (0..<count).map { index in
            var width = frame.width
            if count > 1, index == count - 1 {
                width = min(frame.width, max(metrics.lineHeight, unwrappedWidth - CGFloat(count - 1) * frame.width))
            }
            let x: CGFloat = switch alignment {
            case .leading: frame.minX
            case .center: frame.midX - width / 2
            case .trailing: frame.maxX - width
            }
            return CGRect(x: x, y: frame.minY + CGFloat(index) * metrics.lineHeight, width: width, height: lineBoxHeight)
        }
    }

    /// A bar's or a box's rounded outline.
    static func path(_ rect: CGRect) -> Path {
        let radius = min(maximumCornerRadius, rect.height * cornerRadiusRatio)
        return RoundedRectangle(cornerRadius: radius, style: .continuous).path(in: rect)
    }
}
