import Foundation
import Testing
@testable import SwiftUICore

struct StrokedShapeTests {
    private func strokes(in items: [DisplayItem]) -> [(path: Path, color: Color.Resolved, style: StrokeStyle)] {
        items.flatMap { item -> [(path: Path, color: Color.Resolved, style: StrokeStyle)] in
            switch item {
            case .stroke(let path, let color, let style, _): [(path, color, style)]
            case .group(_, let children, _): strokes(in: children)
            default: []
            }
        }
    }

    @Test func aStrokedShapeDrawsItsOutlineWithItsStyle() throws {
        let style = StrokeStyle(lineWidth: 6, lineCap: .round, lineJoin: .bevel, dash: [4, 2], dashPhase: 1)
        let frame = try layOut(width: 100, height: 100, Circle().stroke(Color.red, style: style).frame(width: 40, height: 40))
        let stroke = try #require(strokes(in: frame.displayList.items).first)
        #expect(stroke.style == style)
        #expect(stroke.color == Color.red.resolve(in: EnvironmentValues()))
        // The stroke runs along the circle in the 40-pt frame centred on the canvas.
        #expect(stroke.path.boundingRect == CGRect(x: 30, y: 30, width: 40, height: 40))
    }

    @Test func aStrokeWithoutAStyleUsesTheForegroundStyle() throws {
        let frame = try layOut(width: 100, height: 100, Rectangle().stroke(lineWidth: 2).foregroundStyle(Color.green).frame(width: 10, height: 10))
        let stroke = try #require(strokes(in: frame.displayList.items).first)
        #expect(stroke.style == StrokeStyle(lineWidth: 2))
        #expect(stroke.color == Color.green.resolve(in: EnvironmentValues()))
    }

    @Test func strokeBorderInsetsTheOutlineByHalfTheLine() throws {
        let frame = try layOut(width: 100, height: 100, Circle().strokeBorder(Color.blue, lineWidth: 10).frame(width: 60, height: 60))
        let stroke = try #require(strokes(in: frame.displayList.items).first)
        // The frame is (20, 20, 60, 60); the line's centre runs 5 inside it, so its outer edge is the frame.
        #expect(stroke.path.boundingRect == CGRect(x: 25, y: 25, width: 50, height: 50))
    }

    @Test func aTrimmedStrokeIsStillAStroke() throws {
        let frame = try layOut(width: 100, height: 100, Circle().trim(from: 0, to: 0.5).stroke(Color.blue, lineWidth: 4).frame(width: 40, height: 40))
        let stroke = try #require(strokes(in: frame.displayList.items).first)
        // Half a circle from three o'clock through six to nine: the lower half of the frame.
        let box = stroke.path.boundingRect
        #expect(abs(box.minX - 30) < 1e-6 && abs(box.maxX - 70) < 1e-6 && abs(box.minY - 50) < 1e-6)
    }

    @Test func aTrimChangedInAnAnimatedTransactionGrowsLinearly() throws {
        let progress = Box<CGFloat>(0)
        let scene = RenderScene("ring", canvas: RenderCanvas(width: 100, height: 100), duration: 1, fps: 4,
                                script: [.run(at: 0, animation: .linear(duration: 1)) { progress.value = 1 }]) {
            Rectangle().trim(from: 0, to: progress.value).stroke(lineWidth: 1).frame(width: 40, height: 40)
        }
        let play = player(scene)
        // The square's perimeter is 160; at t = 0.25 the trim is 0.25: the top edge, 40 long.
        let quarter = try #require(strokes(in: try play.at(0.25).displayList.items).first)
        #expect(quarter.path.currentPoint == CGPoint(x: 70, y: 30))
        let half = try #require(strokes(in: try play.at(0.5).displayList.items).first)
        #expect(half.path.currentPoint == CGPoint(x: 70, y: 70))
    }

    @Test func aBorderWiderThanItsFrameStaysInIt() {
        // A 30-pt line in a 20-pt frame: inset to the centre, never to a null rectangle.
        let box = Circle().inset(by: 15).path(in: CGRect(x: 0, y: 0, width: 20, height: 20)).boundingRect
        #expect(box.minX.isFinite && box.midX == 10 && box.width == 0)
    }

    @Test func insetShapesShrinkTheirOutline() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(Rectangle().inset(by: 5).path(in: rect).boundingRect == CGRect(x: 5, y: 5, width: 90, height: 40))
        // A rounded rectangle inset by 4 keeps its outline parallel: the radius is 4 less.
        let rounded = RoundedRectangle(cornerRadius: 10).inset(by: 4)
        #expect(rounded.base.cornerSize == CGSize(width: 6, height: 6))
    }
}
