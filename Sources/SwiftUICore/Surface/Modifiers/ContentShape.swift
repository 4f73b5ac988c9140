import Foundation

/// The kinds of content shape a view can define (SwiftUI's names).
public struct ContentShapeKinds: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The shape taps and other interactions hit.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

/// A shape a view defines for some kinds of use: `contentShape(_:eoFill:)`.
struct ContentShape {
    var kinds: ContentShapeKinds
    var shape: any Shape
    var isEvenOdd: Bool
}

nonisolated extension View {
    /// Defines the shape that taps on this view hit (SwiftUI's `.interaction` kind).
    ///
    /// Cutaway keeps it as a trait of the view (`ViewTraits.contentShapes`) and draws nothing
    /// for it: taps in scripts name a button, not a point, so no hit test reads it yet.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        contentShape(.interaction, shape, eoFill: eoFill)
    }

    /// Defines the shape this view has for `kinds` of use (taps, previews, hover, accessibility).
    public func contentShape<S: Shape>(_ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        modifier(_TraitWritingModifier { $0.contentShapes.append(ContentShape(kinds: kinds, shape: shape, isEvenOdd: eoFill)) })
    }
}
