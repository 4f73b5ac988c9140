import Foundation

/// A root view on a canvas, resolved into nodes, laid out and turned into frames.
public final class ViewGraph {
    let root: any View
    public let canvas: Canvas
    let engine: LayoutEngine

    public init<Root: View>(root: Root, canvas: Canvas, textEngine: any TextEngine) {
        self.root = root
        self.canvas = canvas
        engine = LayoutEngine(textEngine: textEngine)
    }

    /// Resolves the root view, lays it out on the canvas and builds the frame.
    public func makeFrame() -> Frame {
        var environment = EnvironmentValues()
        environment.colorScheme = canvas.colorScheme
        environment.displayScale = CGFloat(canvas.scale)
        let context = ResolveContext(identity: .root, environment: environment)
        // The root views are centred on the canvas, as a ZStack would centre them.
        let rootNode = ViewNode(
            identity: .root, typeName: "Root", kind: .layout(makeLayoutBox(ZStackLayout())),
            children: context.resolve(root, component: .index(0)), environment: environment)
        engine.layOut(root: rootNode, in: CGRect(origin: .zero, size: canvas.size))

        var builder = DisplayListBuilder(engine: engine, scale: CGFloat(canvas.scale))
        builder.append(.fill(
            Path(CGRect(origin: .zero, size: canvas.size)),
            color: canvas.background.resolve(in: environment), element: ElementID("canvas")))
        for child in rootNode.children {
            builder.emit(child, clip: nil, opacity: 1)
        }
        return Frame(displayList: DisplayList(size: canvas.size, items: builder.items), geometry: builder.geometry)
    }
}

/// One rendered moment of a scene: what to draw and where every view is.
public struct Frame: Equatable, Sendable {
    public let displayList: DisplayList
    /// Every view's presented geometry, in drawing order.
    public let geometry: [NodeGeometry]

    /// The geometry of the view named `name` with `.accessibilityIdentifier(_:)`.
    public func geometry(named name: String) -> NodeGeometry? {
        geometry.first { $0.name == name }
    }
}
