import Foundation

/// Marks drawn over a frame to inspect its layout: bounds, clips ("the cut"), the gaps between
/// a stack's children with their sizes, text baselines, and where a script's finger touches.
public struct _InspectionOverlay: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Every view's frame, as a hairline.
    public static let bounds = _InspectionOverlay(rawValue: 1)
    /// Every clip rectangle in effect, as a dashed-looking red outline.
    public static let clips = _InspectionOverlay(rawValue: 2)
    /// The gaps between consecutive children of vertical stacks, tinted and labelled.
    public static let spacing = _InspectionOverlay(rawValue: 4)
    /// Texts' first baselines.
    public static let baselines = _InspectionOverlay(rawValue: 8)
    /// A finger at each touch of a script (`Frame.touches`): a translucent grey disc, so that
    /// pictures show what was tapped or dragged.
    public static let touches = _InspectionOverlay(rawValue: 16)

    /// The names the command line uses, in order.
    public static let names: [(String, _InspectionOverlay)] = [
        ("bounds", .bounds), ("clips", .clips), ("spacing", .spacing), ("baselines", .baselines), ("touches", .touches),
    ]

    // Colours chosen to stand apart from iOS's palette: cyan bounds, red clips, magenta gaps,
    // green baselines.
    private static let boundsColor = Color.Resolved(red: 0, green: 0.6, blue: 0.9, opacity: 0.8)
    private static let clipColor = Color.Resolved(red: 0.95, green: 0.1, blue: 0.1, opacity: 0.9)
    private static let gapColor = Color.Resolved(red: 0.85, green: 0.1, blue: 0.75, opacity: 0.25)
    private static let gapLabelColor = Color.Resolved(red: 0.7, green: 0, blue: 0.6, opacity: 1)
    private static let baselineColor = Color.Resolved(red: 0.1, green: 0.65, blue: 0.2, opacity: 0.9)
    /// A neutral grey that shows on light and dark content alike.
    private static let fingerColor = Color.Resolved(red: 0.5, green: 0.5, blue: 0.5, opacity: 0.45)
    /// The finger's diameter: 44 pt, the smallest tap target Apple's Human Interface
    /// Guidelines ask for (about a fingertip).
    static let fingerDiameter: CGFloat = 44

    /// `frame`'s display list with the overlay drawn on top, `pixel` points thick.
    public func apply(to frame: _Frame, pixel: CGFloat) -> _DisplayList {
        var list = frame.displayList
        let element = ElementID("overlay")
        func outline(_ rect: CGRect, _ color: Color.Resolved) {
            var path = Path()
            path.addRect(rect.insetBy(dx: pixel / 2, dy: pixel / 2))
            list.items.append(.stroke(path, color: color, style: StrokeStyle(lineWidth: pixel), element: element))
        }
        if contains(.bounds) {
            for node in frame.geometry where node.frame.width > 0 && node.frame.height > 0 {
                outline(node.frame, Self.boundsColor)
            }
        }
        if contains(.clips) {
            var seen: [CGRect] = []
            for node in frame.geometry {
                guard let clip = node.clip, !seen.contains(clip) else { continue }
                seen.append(clip)
                outline(clip, Self.clipColor)
            }
        }
        if contains(.spacing) {
            for (gap, size) in Self.verticalGaps(in: frame.geometry) {
                list.items.append(.fill(Path(gap), color: Self.gapColor, element: element))
                let label = TextLayoutRequest(string: Self.format(size), font: .system(size: 9, weight: .semibold))
                list.items.append(.text(
                    TextRun(request: label, origin: CGPoint(x: gap.maxX + 2, y: gap.midY - 6), size: CGSize(width: 30, height: 12),
                            color: Self.gapLabelColor),
                    element: element))
            }
        }
        if contains(.baselines) {
            for node in frame.geometry {
                guard let baseline = node.firstBaseline else { continue }
                list.items.append(.fill(
                    Path(CGRect(x: node.frame.minX, y: baseline - pixel / 2, width: node.frame.width, height: pixel)),
                    color: Self.baselineColor, element: element))
            }
        }
        if contains(.touches) {
            for touch in frame.touches {
                let radius = Self.fingerDiameter / 2
                let disc = CGRect(x: touch.x - radius, y: touch.y - radius, width: Self.fingerDiameter, height: Self.fingerDiameter)
                list.items.append(.fill(Path(ellipseIn: disc), color: Self.fingerColor, element: element))
            }
        }
        return list
    }

    /// The gaps between consecutive children of every vertical stack (its children are the
    /// nodes one level deeper that follow it, depth first), with their heights.
    static func verticalGaps(in geometry: [NodeGeometry]) -> [(CGRect, CGFloat)] {
        var gaps: [(CGRect, CGFloat)] = []
        for (index, parent) in geometry.enumerated()
        where parent.typeName == "VStackLayout" || parent.typeName == "CollapsibleSpacingVStack" {
            var children: [NodeGeometry] = []
            for node in geometry[(index + 1)...] {
                if node.depth <= parent.depth { break }
                if node.depth == parent.depth + 1 { children.append(node) }
            }
            for (upper, lower) in zip(children, children.dropFirst()) where lower.frame.minY > upper.frame.maxY {
                let height = lower.frame.minY - upper.frame.maxY
                gaps.append((CGRect(x: parent.frame.minX, y: upper.frame.maxY, width: parent.frame.width, height: height), height))
            }
        }
        return gaps
    }

    private static func format(_ value: CGFloat) -> String {
        value.rounded() == value ? String(Int(value)) : String(format: "%.1f", Double(value))
    }
}
