import Foundation

/// Finds the view a touch at a point hits, as SwiftUI does: the topmost one drawn there.
///
/// It walks the tree as the display list draws it (children in `zIndex` order, effects
/// outermost first) from the front: a point is carried into each view's layout coordinates
/// through the inverse of its geometry effects (offsets, scales, rotations); a clip cuts
/// away what is outside it; a view at zero opacity, or under `allowsHitTesting(false)`, is
/// passed through. What a view hits by itself: a shape its filled path (a clear colour
/// nothing), a text, an image or a drawing its frame; a container nothing but its subviews.
/// A `contentShape(_:)` makes the view hit in that shape, and only there, subviews included.
enum HitTest {
    /// A view on the way to the one hit, and how a canvas point maps into its layout
    /// coordinates (through the geometry effects on it and around it).
    struct Step {
        let node: ViewNode
        let canvasToLayout: ProjectionTransform

        /// `point` (canvas points) in the view's local space: from its top-leading corner.
        func local(_ point: CGPoint) -> CGPoint {
            let inLayout = canvasToLayout.apply(to: point)
            return CGPoint(x: inLayout.x - node.touchFrame.minX, y: inLayout.y - node.touchFrame.minY)
        }
    }

    /// The views from the tree's root down to the topmost view at `point` (canvas points),
    /// or nil when nothing is hit.
    static func path(to point: CGPoint, in root: ViewNode) -> [Step]? {
        path(to: point, node: root, canvasToLayout: ProjectionTransform())
    }

    private static func path(to canvasPoint: CGPoint, node: ViewNode, canvasToLayout: ProjectionTransform) -> [Step]? {
        guard node.traits.allowsHitTesting else { return nil }
        let frame = node.touchFrame
        var canvasToLayout = canvasToLayout
        var point = canvasToLayout.apply(to: canvasPoint)
        for effect in node.effects.reversed() {
            switch effect {
            case .opacity(let value) where value <= 0:
                return nil
            case .clip:
                guard frame.contains(point) else { return nil }
            case .clipShape(let shape):
                guard shape.path(placedAt: frame).contains(point) else { return nil }
            case .geometry(let effect):
                let transform = effect.transform(in: frame)
                guard !transform.isIdentity else { continue }
                canvasToLayout = canvasToLayout.concatenating(transform.inverted())
                point = canvasToLayout.apply(to: canvasPoint)
            default:
                continue
            }
        }
        let step = Step(node: node, canvasToLayout: canvasToLayout)
        let contentShape = node.traits.contentShapes.first { $0.kinds.contains(.interaction) }
        if let contentShape, !contentShape.shape.path(placedAt: frame).contains(point, eoFill: contentShape.isEvenOdd) {
            return nil
        }
        for child in drawingOrder(of: node).reversed() {
            if let path = path(to: canvasPoint, node: child, canvasToLayout: canvasToLayout) { return [step] + path }
        }
        return contentShape != nil || hitsItself(node, at: point, in: frame) ? [step] : nil
    }

    /// The children in the order they are drawn: by `zIndex`, equal ones in their order.
    private static func drawingOrder(of node: ViewNode) -> [ViewNode] {
        guard node.children.contains(where: { $0.traits.zIndex != 0 }) else { return node.children }
        return node.children.enumerated()
            .sorted { ($0.element.traits.zIndex, $0.offset) < ($1.element.traits.zIndex, $1.offset) }
            .map(\.element)
    }

    private static func hitsItself(_ node: ViewNode, at point: CGPoint, in frame: CGRect) -> Bool {
        // A scroll view (or list) takes touches anywhere in its frame, as a UIScrollView does.
        if node.scrollController != nil { return frame.contains(point) }
        switch node.kind {
        case .shape(let shape, let fill):
            if case .color(let color)? = fill, color.opacity <= 0 { return false }
            return shape.path(placedAt: frame).contains(point)
        case .text, .image, .drawing, .canvas, .divider:
            return frame.contains(point)
        case .layout, .spacer, .geometryReader:
            return false
        }
    }
}

extension HitTest {
    /// The smallest rectangle around where `target` is drawn (its frame through the geometry
    /// effects on it and around it), in canvas points; nil when it is not in `root`.
    static func drawnFrame(of target: ViewNode, in root: ViewNode) -> CGRect? {
        func visit(_ node: ViewNode, _ layoutToCanvas: ProjectionTransform) -> CGRect? {
            var layoutToCanvas = layoutToCanvas
            for case .geometry(let effect) in node.effects.reversed() {
                layoutToCanvas = effect.transform(in: node.touchFrame).concatenating(layoutToCanvas)
            }
            if node === target {
                let frame = node.touchFrame
                let corners = [CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.minY),
                               CGPoint(x: frame.minX, y: frame.maxY), CGPoint(x: frame.maxX, y: frame.maxY)].map(layoutToCanvas.apply)
                let xs = corners.map(\.x), ys = corners.map(\.y)
                return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
            }
            for child in node.children {
                if let found = visit(child, layoutToCanvas) { return found }
            }
            return nil
        }
        return visit(root, ProjectionTransform())
    }
}

extension ViewNode {
    /// Where a touch finds the node: where it was last drawn, or, before it was ever drawn
    /// (touches that run before the first frame of their tick), where layout put it.
    var touchFrame: CGRect {
        geometryAnimator == nil ? frame : presentedFrame
    }
}
