import Foundation
import Testing
@testable import SwiftUICore

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

/// A zoom from a source configured as a rounded card: 20-point corners, a red background, a
/// shadow of radius 6.
private struct ZoomingCard: View {
    @Namespace private var namespace
    var body: some View {
        NavigationStack {
            NavigationLink {
                Text("Detail").navigationTransition(.zoom(sourceID: "card", in: namespace))
            } label: {
                Text("Open").frame(width: 120, height: 80)
                    .matchedTransitionSource(id: "card", in: namespace) { source in
                        source.background(.red).clipShape(RoundedRectangle(cornerRadius: 20)).shadow(radius: 6)
                    }
                    .accessibilityIdentifier("card")
            }
        }
    }
}

extension Frame {
    /// The items whose element's name ends with `suffix`.
    fileprivate func items(endingWith suffix: String) -> [DisplayItem] {
        displayList.allItems.filter { $0.element.rawValue.hasSuffix(suffix) }
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

    @Test func aConfiguredSourceIsDrawnWithItsLook() throws {
        let frame = try player(RenderScene("card", canvas: RenderCanvas(device: .iPhone15, scale: 1), duration: 1, fps: 10) {
            ZoomingCard()
        }).at(0)
        let card = frame.rect("card")
        // Clipped to its 20-point rounded rectangle, inside a shadow of radius 6 in SwiftUI's
        // default colour (black at 33 % in linear sRGB).
        let clips = frame.displayList.allItems.compactMap { item -> Path? in
            if case .group(.clip(let path), _, _) = item { path } else { nil }
        }
        // The clip shape is built in its own space and placed at the card's frame.
        let ownSpace = Path(roundedRect: CGRect(origin: .zero, size: card.size), cornerRadius: 20, style: .continuous)
        #expect(clips.contains(ownSpace.offsetBy(dx: card.minX, dy: card.minY)))
        let shadows = frame.displayList.allItems.compactMap { item -> CGFloat? in
            if case .group(.shadow(_, let radius, _), _, _) = item { radius } else { nil }
        }
        #expect(shadows == [6])
        // Its red background fills the card.
        let red = Color.red.resolve(in: EnvironmentValues())
        #expect(frame.displayList.allItems.contains { item in
            if case .fill(let path, red, _) = item { path.boundingRect == card } else { false }
        })
    }

    @Test func aZoomFromAConfiguredSourceGrowsItsCornersAndDimsTheScreenBelow() throws {
        let play = player(RenderScene(
            "zoom", canvas: RenderCanvas(device: .iPhone15, scale: 1), duration: 2, fps: 20,
            script: [.tap("Open", at: 0.1)]) { ZoomingCard() })
        let card = try play.at(0.05).rect("card")
        let screen = CGRect(origin: .zero, size: DeviceScreen.iPhone15.size)
        var checked = 0
        try play.play(through: [3, 4, 5, 6, 8]) { frame in
            // The cut, filled with the source's background under the screen, at progress p: its
            // width is p of the way from the card's to the screen's.
            guard case .fill(let cut, _, _)? = frame.items(endingWith: "#zoom-background").first else {
                Issue.record("no cut at \(frame.time)")
                return
            }
            let rect = cut.boundingRect
            let p = (rect.width - card.width) / (screen.width - card.width)
            // Every edge is p of the way too, and the corners p of the way from the card's 20
            // points to the iPhone 15's display corners (55 points, `displayCornerRadius`).
            #expect(abs(rect.minX - card.minX * (1 - p)) < 1e-6 && abs(rect.maxY - (card.maxY + (screen.maxY - card.maxY) * p)) < 1e-6)
            // (A continuous corner of radius r starts 1.528665 r from the vertex: UIKit's extent,
            // which PaintCode measured as 1.52866483, hence the 1e-4 tolerance; see
            // `Path+RoundedRect.swift`.)
            guard case .move(let start)? = cut.elements.first else {
                Issue.record("the cut does not start with a move")
                return
            }
            #expect(abs(start.x - rect.minX - 1.528665 * (20 + (55 - 20) * p)) < 1e-4, "\(start) in \(rect)")
            // The screen below is dimmed by black at a tenth of p (`ZoomTransitionSource.dimming`).
            guard case .fill(let dim, let color, _)? = frame.items(endingWith: "#zoom-dim").first else {
                Issue.record("no dimming at \(frame.time)")
                return
            }
            #expect(dim.boundingRect == screen)
            #expect(abs(color.opacity - 0.1 * Double(p)) < 1e-9)
            checked += 1
        }
        #expect(checked == 5)
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
