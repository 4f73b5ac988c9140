import Foundation

/// Where a scroll view's content is against its viewport, in the scroll view's terms (as
/// UIKit's `UIScrollView`): SwiftUI's `ScrollGeometry`.
///
/// `contentOffset` is the visible rectangle's origin in the content's coordinates, margins
/// included: at rest at the top of content with a top margin of 20 it is (0, −20).
public struct ScrollGeometry: Equatable, Sendable {
    /// The visible rectangle's origin in the content's coordinates.
    public var contentOffset: CGPoint
    /// The content's size (without its margins).
    public var contentSize: CGSize
    /// The content margins.
    public var contentInsets: EdgeInsets
    /// The scroll view's size.
    public var containerSize: CGSize

    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The part of the content that shows, in the content's coordinates.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// The scroll view's bounds, in the content's coordinates (the visible rectangle).
    public var bounds: CGRect { visibleRect }
}

extension ScrollController {
    /// The geometry of the last layout.
    var geometry: ScrollGeometry {
        let content = contentFrame
        return ScrollGeometry(
            contentOffset: CGPoint(x: viewport.minX - content.minX, y: viewport.minY - content.minY),
            contentSize: content.size, contentInsets: margins, containerSize: viewport.size)
    }
}

/// `onScrollGeometryChange`: after each pass, the scroll view's geometry transformed, and the
/// action called when that differs from the last pass's (as `onPreferenceChange`'s handlers
/// run, after the pass). The first value is recorded without a call.
nonisolated struct _ScrollGeometryObservingModifier<T: Equatable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transform: (ScrollGeometry) -> T
    let action: (T, T) -> Void

    private enum Key {}

    func makeNodes(content: any View, in context: ResolveContext) -> [ViewNode] {
        let nodes = context.resolveContent(content)
        let composite = context.composite
        for (index, node) in nodes.enumerated() {
            let key = context.modifierKey("onScrollGeometryChange").appending(.index(index))
            _ = composite.observedValue(at: key)
            node.decorate(.preferenceObserver(PreferenceObserver(key: ObjectIdentifier(Key.self)) { [transform, action, weak composite] node in
                guard let controller = node.enclosedScrollController, controller.viewport != .zero else { return nil }
                let value = transform(controller.geometry)
                let previous = composite?.observedValue(at: key)?.value as? T
                composite?.setObservedValue(ObservedValue(value: value, changedAtTick: 0), at: key)
                guard let previous, previous != value else { return nil }
                let current = node.transaction
                return { withTransaction(current) { action(previous, value) } }
            }))
        }
        return nodes
    }
}

extension ViewNode {
    /// The scroll controller of this node or of the first scroll view under it.
    var enclosedScrollController: ScrollController? {
        if let scrollController { return scrollController }
        for child in children {
            if let found = child.enclosedScrollController { return found }
        }
        return nil
    }
}

nonisolated extension View {
    /// Runs `action` with the old and new value when `transform` of the scroll view's geometry
    /// changes after a layout (a scroll, a new content size).
    public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        modifier(_ScrollGeometryObservingModifier(transform: transform, action: action))
    }
}
