import Foundation

/// How the end of an open stroke is drawn (Core Graphics' names; Foundation on Linux has none).
public enum CGLineCap: Int32, Hashable, Sendable {
    /// Square, exactly at the end point.
    case butt
    /// A half circle around the end point.
    case round
    /// Square, half the line width past the end point.
    case square
}

/// How two segments of a stroke meet (Core Graphics' names).
public enum CGLineJoin: Int32, Hashable, Sendable {
    /// The outer edges extended until they meet, cut to a bevel past the miter limit.
    case miter
    /// A circular arc around the corner.
    case round
    /// The outer corners joined by a straight line.
    case bevel
}

/// How a shape's outline is stroked: SwiftUI's defaults (a 1-point line, butt caps, miter
/// joins with a limit of 10, no dashes), which are Cairo's and Core Graphics' too.
///
/// As in SwiftUI, the width, the miter limit and the dash phase animate; a dash pattern does
/// not (it changes at once).
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    /// Lengths of dashes and gaps, alternating, in points (empty: a solid line).
    public var dash: [CGFloat]
    /// How far into the dash pattern the stroke starts.
    public var dashPhase: CGFloat

    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

extension StrokeStyle: Animatable {
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set { (lineWidth, miterLimit, dashPhase) = (newValue.first, newValue.second.first, newValue.second.second) }
    }
}
