import Foundation

/// How large a symbol is and where it sits beside text, for a glyph of the icon font that
/// stands in for an SF Symbol.
///
/// SF Symbols are made to stand beside text. The measurements this follows (sources in
/// `docs/symbols.md`):
/// - size: at medium scale and regular weight, `circle.fill` is 0.9961 of the font's point
///   size across; `.small` is 78.86 %, `.large` 127.2 % of the point size; the font's weight
///   makes a symbol slightly smaller (ultraLight: 94.63 % at medium) or larger (black:
///   106.64 %), linearly in Apple's weight value between those;
/// - placement: a symbol's centre lies on the middle of the font's cap height, at every scale;
/// - frame: each symbol's own, its ink's height, and its ink's width plus a side margin of
///   0.087 of the circle's diameter on each side (the margin of Apple's `circle` template).
///
/// The icon font (Material Icons) draws on a 24-unit grid that is its em square, its
/// full-size icons 20 units across: so the icon font's em is the circle's diameter over
/// 20/24, and the em square's centre goes on the cap height's middle (the grid centres its
/// icons optically, as SF centres its symbols on the cap height).
struct SymbolLayout {
    /// The symbol's frame size in points.
    var size: CGSize
    /// The baseline of the text it stands beside, from the frame's top.
    var firstBaseline: CGFloat
    /// The outline in points, in the frame at the origin; `nil` without a glyph (drawn as a
    /// placeholder, the size of a full-size icon).
    var outline: Path?
    /// Where the ink lies in the frame at the origin (between the side margins).
    var inkRect: CGRect

    /// The diameter of `circle.fill` in percent of the point size, at ultraLight, regular and
    /// black weight, per scale (OpenSwiftUI's reverse-engineered table, confirmed by Apple's
    /// symbol template at medium).
    static func diameterPercent(_ scale: Image.Scale) -> (ultraLight: CGFloat, regular: CGFloat, black: CGFloat) {
        switch scale {
        case .small: (74.46, 78.86, 83.98)
        case .medium: (94.63, 99.61, 106.64)
        case .large: (121.66, 127.2, 135.89)
        }
    }

    /// Apple's weight value for a font weight (UIFont.Weight: ultraLight −0.8 … black 0.62).
    static func appleWeight(_ weight: Font.Weight) -> CGFloat {
        switch weight.value {
        case ..<150: -0.6 // thin
        case ..<250: -0.8 // ultraLight (lighter than thin in Apple's scale)
        case ..<350: -0.4
        case ..<450: 0
        case ..<550: 0.23
        case ..<650: 0.30
        case ..<750: 0.40
        case ..<850: 0.56
        default: 0.62
        }
    }

    /// The circle's diameter for a font of `pointSize` and `weight` at `scale`.
    static func diameter(pointSize: CGFloat, weight: Font.Weight, scale: Image.Scale) -> CGFloat {
        let table = diameterPercent(scale), w = appleWeight(weight)
        let percent = w < 0
            ? table.regular + (table.ultraLight - table.regular) * (w / -0.8)
            : table.regular + (table.black - table.regular) * (w / 0.62)
        return pointSize * percent / 100
    }

    /// The icon font's full-size icons, in ems of its 24-unit grid: units 2 to 22.
    static let fullSizeBox = CGRect(x: 2.0 / 24, y: 2.0 / 24, width: 20.0 / 24, height: 20.0 / 24)
    /// Apple's `circle` template's side margin, as a fraction of the circle's diameter.
    static let sideMargin: CGFloat = 0.087

    init(glyph: SymbolGlyph?, font: Font, metrics: FontMetrics, scale: Image.Scale) {
        // A point size that is not a finite, positive length (`.system(size: .infinity)`) makes
        // a symbol of no size, as the text engine makes such a text.
        let pointSize = font.size.isFinite ? max(0, font.size) : 0
        let diameter = Self.diameter(pointSize: pointSize, weight: font.weight, scale: scale)
        let em = diameter / Self.fullSizeBox.width
        let margin = Self.sideMargin * diameter
        let ink = glyph.map(\.outline.boundingRect).flatMap { $0.isNull || !$0.width.isFinite ? nil : $0 } ?? Self.fullSizeBox
        size = CGSize(width: ink.width * em + 2 * margin, height: ink.height * em)
        // The em square's centre, on the cap height's middle, is half the cap height above
        // the baseline; from the frame's top it is (0.5 − ink top) ems down.
        firstBaseline = (0.5 - ink.minY) * em + (metrics.capHeight.isFinite ? metrics.capHeight : 0) / 2
        inkRect = CGRect(x: margin, y: 0, width: ink.width * em, height: ink.height * em)
        outline = glyph.map {
            $0.outline.applying(
                CGAffineTransform(translationX: margin - ink.minX * em, y: -ink.minY * em).scaledBy(x: em, y: em))
        }
    }
}
