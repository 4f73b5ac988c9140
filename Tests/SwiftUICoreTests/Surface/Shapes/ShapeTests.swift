import Foundation
import Testing
@testable import SwiftUICore

/// A shape draws in its own space: SwiftUI asks `path(in:)` for a rectangle at the origin the
/// size of the view, and places the path at the view's frame. Every number below comes from
/// the layout by hand: a `frame(width:height:)` centred on its canvas, or placed by `offset`
/// or `position`, with the shape's own points added to the frame's origin.
struct ShapeTests {
    /// A clock's hand as people write it: from the centre of its own rectangle straight up to
    /// its top edge, in the rectangle's own coordinates.
    nonisolated private struct Hand: Shape {
        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.move(to: CGPoint(x: rect.midX, y: rect.midY))
            path.addLine(to: CGPoint(x: rect.midX, y: rect.minY))
            return path
        }
    }

    /// A slider's thumb drawn from (0, 0), ignoring the rectangle's origin as many shapes do.
    nonisolated private struct Thumb: Shape {
        func path(in rect: CGRect) -> Path {
            Path(CGRect(x: 0, y: 0, width: rect.width / 2, height: rect.height / 2))
        }
    }

    /// A shape that writes down every rectangle it is asked for.
    nonisolated private struct Recording: Shape {
        let asked: Box<[CGRect]>
        func path(in rect: CGRect) -> Path {
            asked.value.append(rect)
            return Path(rect)
        }
    }

    /// The first drawn item's path in canvas points.
    private func firstPath(_ frame: Frame) throws -> Path {
        try #require(frame.drawnItems.first?.path)
    }

    @Test func aShapeIsAskedForItsPathInARectangleAtTheOriginTheSizeOfTheView() throws {
        let asked = Box<[CGRect]>([])
        _ = try layOut(width: 300, height: 300, Recording(asked: asked).frame(width: 100, height: 80))
        #expect(!asked.value.isEmpty)
        // Centred on a 300-pt canvas the frame is at (100, 110): the shape never sees that.
        #expect(asked.value.allSatisfy { $0 == CGRect(x: 0, y: 0, width: 100, height: 80) })
    }

    @Test func aShapeDrawnFromTheOriginStartsAtTheViewsTopLeftCorner() throws {
        let frame = try layOut(width: 300, height: 300, Thumb().fill(Color.red).frame(width: 100, height: 100))
        // The 100-pt frame centred on 300 is at (100, 100); the thumb is its top-left quarter.
        #expect(try firstPath(frame).boundingRect == CGRect(x: 100, y: 100, width: 50, height: 50))
    }

    @Test func aClockHandRunsFromTheViewsCentreToItsTopEdge() throws {
        let frame = try layOut(width: 300, height: 300, Hand().stroke(Color.black, lineWidth: 2).frame(width: 100, height: 100).offset(x: 30, y: -20))
        // The frame centred at (150, 150), moved by (30, −20): its centre is (180, 130) and its top edge y = 80.
        #expect(try firstPath(frame).elements == [.move(to: CGPoint(x: 180, y: 130)), .line(to: CGPoint(x: 180, y: 80))])
    }

    @Test func aPathViewDrawsItsPointsFromItsFramesOrigin() throws {
        let path = Path { path in
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: 20, y: 10))
        }
        let frame = try layOut(width: 200, height: 200, path.stroke(Color.blue, lineWidth: 1).frame(width: 40, height: 40))
        // A 40-pt frame centred on 200 is at (80, 80): the points move with it.
        #expect(try firstPath(frame).elements == [.move(to: CGPoint(x: 80, y: 80)), .line(to: CGPoint(x: 100, y: 90))])
    }

    @Test func aTrimmedShapeIsTrimmedInItsOwnSpaceThenPlaced() throws {
        let frame = try layOut(width: 200, height: 200, Thumb().trim(from: 0, to: 0.25).stroke(Color.blue, lineWidth: 1).frame(width: 80, height: 80))
        // The thumb is the square (0, 0, 40, 40); its first quarter is its top edge, 40 long;
        // the frame is at (60, 60).
        let box = try firstPath(frame).boundingRect
        #expect(box == CGRect(x: 60, y: 60, width: 40, height: 0))
    }

    @Test func anInsettableShapesBorderIsInsetInItsOwnSpaceThenPlaced() throws {
        let frame = try layOut(width: 200, height: 200, Circle().strokeBorder(Color.blue, lineWidth: 10).frame(width: 60, height: 60).position(x: 50, y: 40))
        // Centred at (50, 40) the 60-pt frame is at (20, 10); the line's centre is 5 inside.
        #expect(try firstPath(frame).boundingRect == CGRect(x: 25, y: 15, width: 50, height: 50))
    }

    @Test func aClipShapeCutsInTheViewsOwnSpace() throws {
        let frame = try layOut(width: 300, height: 300, Color.red.frame(width: 100, height: 100).clipShape(Thumb()))
        let clips = try #require(frame.drawnItems.first?.clips)
        // The thumb's quarter of the frame at (100, 100).
        #expect(clips.last?.boundingRect == CGRect(x: 100, y: 100, width: 50, height: 50))
    }

    @Test func aContentShapeTakesTouchesWhereItIsDrawnInTheView() throws {
        func tapped(at point: CGPoint) throws -> [String] {
            let log = Log()
            _ = try player(RenderScene("thumb", canvas: RenderCanvas(width: 300, height: 300), duration: 1, fps: 10, script: [
                .tap(.point(point), at: 0.1),
            ]) {
                Color.clear.frame(width: 100, height: 100)
                    .contentShape(Thumb())
                    .onTapGesture { log.entries.append("thumb") }
            }).at(1)
            return log.entries
        }
        // The thumb covers (100, 100)–(150, 150) on the canvas.
        #expect(try tapped(at: CGPoint(x: 120, y: 120)) == ["thumb"])
        // In the frame but outside the thumb, and where a path in the canvas's space would have been.
        #expect(try tapped(at: CGPoint(x: 170, y: 170)) == [])
        #expect(try tapped(at: CGPoint(x: 20, y: 20)) == [])
    }

    @Test func aShapeTakesTouchesOnlyWhereItIsDrawn() throws {
        func tapped(at point: CGPoint) throws -> [String] {
            let log = Log()
            _ = try player(RenderScene("thumb", canvas: RenderCanvas(width: 300, height: 300), duration: 1, fps: 10, script: [
                .tap(.point(point), at: 0.1),
            ]) {
                Thumb().fill(Color.red).frame(width: 100, height: 100).onTapGesture { log.entries.append("thumb") }
            }).at(1)
            return log.entries
        }
        #expect(try tapped(at: CGPoint(x: 140, y: 110)) == ["thumb"])
        #expect(try tapped(at: CGPoint(x: 40, y: 40)) == [])
    }
}
