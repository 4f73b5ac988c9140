import Foundation
import Testing
@testable import Cutaway

private struct Zooming: View {
    @Namespace private var namespace
    var body: some View {
        NavigationStack {
            NavigationLink {
                Text("Detail").navigationTransition(.zoom(sourceID: "tile", in: namespace))
            } label: {
                Text("Open").frame(width: 100, height: 100)
                    .matchedTransitionSource(id: "tile", in: namespace).accessibilityIdentifier("tile")
            }
        }
    }
}

/// `navigationTransition(.zoom(sourceID:in:))`: the pushed screen grows from the source view.
struct NavigationTransitionTests {
    @Test func aZoomingScreenStartsAsTheSourceAndEndsInPlace() throws {
        func play() -> Player {
            player(RenderScene(
                "zoom", canvas: RenderCanvas(device: .iPhone15, scale: 1), duration: 2, fps: 20,
                script: [.tap("Open", at: 0.1)]) { Zooming() })
        }
        // (Frames play forward: the settled frame comes from a second player.)
        let settled = try play().at(1.5)
        let play = play()
        let source = try #require(try play.at(0.05).geometry(named: "tile")?.frame)
        let screen = try #require(settled.geometry.last { $0.typeName == "NavigationScreen" }?.frame)
        let resting = settled.drawnText("Detail").frame
        // At the tap (progress 0) the screen is scaled to the source's width (s = 100 / the
        // screen's width) and centred on the source: a point p of the screen is drawn at
        // source.centre + s (p − screen.centre).
        let scale = source.width / screen.width
        let start = try play.at(0.1).drawnText("Detail").frame
        #expect(abs(start.midX - (source.midX + scale * (resting.midX - screen.midX))) < 0.01, "\(start)")
        #expect(abs(start.midY - (source.midY + scale * (resting.midY - screen.midY))) < 0.01, "\(start)")
        #expect(abs(start.width - scale * resting.width) < 0.01, "\(start)")
        // The screen below stays where it is while the zooming screen covers it.
        #expect(try play.at(0.2).geometry(named: "tile")?.frame == source)
    }

    @Test func automaticIsThePush() {
        let automatic: AutomaticNavigationTransition = .automatic
        _ = automatic
        // A zoom whose source is not in the tree is the platform's push from the trailing edge.
        let graph = ViewGraph(root: EmptyView(), canvas: RenderCanvas(width: 10, height: 10, scale: 1), textEngine: MonospacedTestTextEngine())
        let key = MatchedGeometryKey(namespace: Namespace.ID(owner: "", label: ""), id: AnyHashable(1))
        guard case .move(.trailing) = graph.resolvingZoomSources([.zoom(key)]).first else {
            Issue.record("not a push")
            return
        }
    }
}
