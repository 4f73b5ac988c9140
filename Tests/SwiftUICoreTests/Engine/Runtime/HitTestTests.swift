import Foundation
import Testing
@testable import SwiftUICore

/// Which view a finger hits: the tests tap a point and read which tap gesture ran.
struct HitTestTests {
    private func tapped(at point: CGPoint, @ViewBuilder _ content: @escaping (Log) -> some View) throws -> [String] {
        let log = Log()
        _ = try player(RenderScene("hit", canvas: RenderCanvas(width: 200, height: 200), duration: 1, fps: 10, script: [
            .tap(.point(point), at: 0.1),
        ]) { content(log) }).at(1)
        return log.entries
    }

    @Test func theTopmostViewWins() throws {
        #expect(try tapped(at: CGPoint(x: 100, y: 100)) { log in
            ZStack {
                Color.red.onTapGesture { log.entries.append("bottom") }
                Color.blue.frame(width: 50, height: 50).onTapGesture { log.entries.append("top") }
            }
        } == ["top"])
    }

    @Test func zIndexDecidesWhichIsOnTop() throws {
        #expect(try tapped(at: CGPoint(x: 100, y: 100)) { log in
            ZStack {
                Color.red.onTapGesture { log.entries.append("raised") }.zIndex(1)
                Color.blue.onTapGesture { log.entries.append("later") }
            }
        } == ["raised"])
    }

    @Test func aViewThatAllowsNoHitTestingLetsTheTouchThrough() throws {
        #expect(try tapped(at: CGPoint(x: 100, y: 100)) { log in
            ZStack {
                Color.red.onTapGesture { log.entries.append("bottom") }
                Color.blue.onTapGesture { log.entries.append("top") }.allowsHitTesting(false)
            }
        } == ["bottom"])
    }

    @Test func aClearColourIsNotHitButItsContentShapeIs() throws {
        #expect(try tapped(at: CGPoint(x: 100, y: 100)) { log in
            Color.clear.onTapGesture { log.entries.append("clear") }
        } == [])
        #expect(try tapped(at: CGPoint(x: 100, y: 100)) { log in
            Color.clear.contentShape(Rectangle()).onTapGesture { log.entries.append("shaped") }
        } == ["shaped"])
    }

    @Test func theGapsOfAStackAreNotHitWithoutAContentShape() throws {
        // Two 20 pt bars 60 pt apart: the 100 pt stack is centred in the 200 pt canvas at
        // y = 50...150, its bars at 50...70 and 130...150, (100, 100) in the gap between.
        func stack() -> some View {
            VStack(spacing: 60) {
                Color.red.frame(width: 100, height: 20)
                Color.red.frame(width: 100, height: 20)
            }
        }
        #expect(try tapped(at: CGPoint(x: 100, y: 100)) { log in
            stack().onTapGesture { log.entries.append("gap") }
        } == [])
        #expect(try tapped(at: CGPoint(x: 100, y: 100)) { log in
            stack().contentShape(Rectangle()).onTapGesture { log.entries.append("gap") }
        } == ["gap"])
        #expect(try tapped(at: CGPoint(x: 100, y: 60)) { log in
            stack().onTapGesture { log.entries.append("bar") }
        } == ["bar"])
    }

    @Test func aCircleIsHitInsideItsOutlineOnly() throws {
        // A 100 pt circle centred at (100, 100): its bounding box's corner (55, 55) is
        // 45 × √2 ≈ 63.6 pt from the centre, outside the 50 pt radius.
        #expect(try tapped(at: CGPoint(x: 55, y: 55)) { log in
            Circle().frame(width: 100, height: 100).onTapGesture { log.entries.append("circle") }
        } == [])
        #expect(try tapped(at: CGPoint(x: 100, y: 60)) { log in
            Circle().frame(width: 100, height: 100).onTapGesture { log.entries.append("circle") }
        } == ["circle"])
    }

    @Test func aClipCutsAwayWhatIsOutsideIt() throws {
        // A 200 pt square clipped to a 50 pt frame at the centre (75...125).
        #expect(try tapped(at: CGPoint(x: 30, y: 30)) { log in
            Color.red.frame(width: 200, height: 200).onTapGesture { log.entries.append("square") }
                .frame(width: 50, height: 50).clipped()
        } == [])
    }

    @Test func anOffsetViewIsHitWhereItIsDrawn() throws {
        // A 40 pt square centred (80...120) moved 60 pt right: drawn at 140...180.
        let content = { (log: Log) in
            Color.red.frame(width: 40, height: 40).onTapGesture { log.entries.append("moved") }.offset(x: 60)
        }
        #expect(try tapped(at: CGPoint(x: 160, y: 100), content) == ["moved"])
        #expect(try tapped(at: CGPoint(x: 100, y: 100), content) == [])
    }
}
