import Foundation

/// A Dynamic Type size: the text size a person chose in Settings, from extra small to the fifth
/// accessibility size. The text styles (`Font.body`, `Font.title`, …) take their size and line
/// height from it; fonts of a fixed size (`Font.system(size:)`) do not.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall
    case small
    case medium
    /// The default size.
    case large
    case xLarge
    case xxLarge
    case xxxLarge
    case accessibility1
    case accessibility2
    case accessibility3
    case accessibility4
    case accessibility5

    /// Whether this is one of the five larger accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// The size's place from the smallest, 0 to 11: the column of `Font.TextStyle`'s table.
    var index: Int { Self.allCases.firstIndex(of: self)! }
}

extension Font.TextStyle {
    /// The point size and line height of this style at each Dynamic Type size, extra small to
    /// accessibility 5: the tables "iOS, iPadOS Dynamic Type sizes" and "Larger accessibility
    /// type sizes" in Apple's Human Interface Guidelines (Typography). The "Large" column is
    /// `size` and `lineHeight`.
    private var table: [(size: CGFloat, lineHeight: CGFloat)] {
        switch self {
        case .largeTitle:
            [(31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)]
        case .title:
            [(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)]
        case .title2:
            [(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)]
        case .title3:
            [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)]
        case .headline, .body:
            [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)]
        case .callout:
            [(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)]
        case .subheadline:
            [(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 26), (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)]
        case .footnote:
            [(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)]
        case .caption:
            [(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)]
        case .caption2:
            [(11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35), (34, 41), (40, 48)]
        }
    }

    /// The point size of this style at `dynamicTypeSize`.
    public func size(at dynamicTypeSize: DynamicTypeSize) -> CGFloat { table[dynamicTypeSize.index].size }

    /// The line height of this style at `dynamicTypeSize`.
    public func lineHeight(at dynamicTypeSize: DynamicTypeSize) -> CGFloat { table[dynamicTypeSize.index].lineHeight }
}

extension Font {
    /// This font at `dynamicTypeSize`: a text style's font takes the style's size and line
    /// height there; a font of a fixed size is itself.
    func scaled(for dynamicTypeSize: DynamicTypeSize) -> Font {
        guard dynamicTypeSize != .large, let textStyle else { return self }
        var font = self
        font.size = textStyle.size(at: dynamicTypeSize)
        font.lineHeight = textStyle.lineHeight(at: dynamicTypeSize)
        return font
    }
}
