import Foundation

/// A view's preferred spacing to its neighbours, edge by edge.
///
/// Each edge holds a set of preferences; a container's edge is the union of its children's.
/// The distance between two views is the largest distance any pair of preferences across the
/// facing edges asks for. Cutaway's model of SwiftUI's defaults:
///
/// - between two views that are not text: 8 points (SwiftUI's standard spacing);
/// - between two texts stacked vertically: the lower font's leading (line height minus
///   ascent and descent), so `VStack { Text; Text }` reads as one paragraph's lines;
/// - between text and another view vertically: the standard 8 points measured optically, to
///   the capitals' top edge above the text and from the baseline below it, so the box-to-box
///   gap is 8 minus the line box's inset there (never negative);
/// - horizontally, text behaves as any other view.
public struct ViewSpacing: Equatable, Sendable, CustomStringConvertible {
    /// SwiftUI's standard spacing between adjacent views, in points.
    static let standardDistance: CGFloat = 8

    /// One preference an edge can hold.
    enum Preference: Hashable, Sendable {
        case standard
        case text(FontMetrics)
    }

    var top: Set<Preference>
    var leading: Set<Preference>
    var bottom: Set<Preference>
    var trailing: Set<Preference>

    /// Preferences for no spacing on any edge.
    public static let zero = ViewSpacing(top: [], leading: [], bottom: [], trailing: [])

    /// The standard preferences of a view that is not text.
    public init() {
        self.init(top: [.standard], leading: [.standard], bottom: [.standard], trailing: [.standard])
    }

    init(top: Set<Preference>, leading: Set<Preference>, bottom: Set<Preference>, trailing: Set<Preference>) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The preferences of a text in `metrics`' font.
    static func text(_ metrics: FontMetrics) -> ViewSpacing {
        ViewSpacing(top: [.text(metrics)], leading: [.standard], bottom: [.text(metrics)], trailing: [.standard])
    }

    /// The distance from this view to `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let (facing, opposite) = axis == .vertical ? (bottom, next.top) : (trailing, next.leading)
        var distance: CGFloat = 0
        for before in facing {
            for after in opposite {
                distance = max(distance, Self.distance(from: before, to: after, along: axis))
            }
        }
        return distance
    }

    private static func distance(from before: Preference, to after: Preference, along axis: Axis) -> CGFloat {
        guard axis == .vertical else { return standardDistance }
        switch (before, after) {
        case (.standard, .standard):
            return standardDistance
        case (.text(let upper), .standard):
            return max(0, standardDistance - upper.baselineBottomInset)
        case (.standard, .text(let lower)):
            return max(0, standardDistance - lower.capTopInset)
        case (.text, .text(let lower)):
            return lower.leading
        }
    }

    /// Merges `other`'s preferences into this one's, on `edges`.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top.formUnion(other.top) }
        if edges.contains(.leading) { leading.formUnion(other.leading) }
        if edges.contains(.bottom) { bottom.formUnion(other.bottom) }
        if edges.contains(.trailing) { trailing.formUnion(other.trailing) }
    }

    /// This view's preferences merged with `other`'s, on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// Removes the preferences on `edges` (a view flush against its container there).
    mutating func clear(_ edges: Edge.Set) {
        if edges.contains(.top) { top = [] }
        if edges.contains(.leading) { leading = [] }
        if edges.contains(.bottom) { bottom = [] }
        if edges.contains(.trailing) { trailing = [] }
    }

    public var description: String {
        func text(_ set: Set<Preference>) -> String {
            set.map { preference -> String in
                switch preference {
                case .standard: "standard"
                case .text(let metrics): "text(\(Double(metrics.lineHeight)))"
                }
            }.sorted().joined(separator: "+")
        }
        return "ViewSpacing(top: \(text(top)), leading: \(text(leading)), bottom: \(text(bottom)), trailing: \(text(trailing)))"
    }
}
