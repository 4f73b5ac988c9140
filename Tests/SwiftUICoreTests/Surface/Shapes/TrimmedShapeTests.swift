import Foundation
import Testing
@testable import SwiftUICore

/// `trim(from:to:)` (developer.apple.com/documentation/swiftui/shape/trim(from:to:)): the part
/// of the shape's outline between two fractions of its length, and it animates both ends.
struct TrimmedShapeTests {
    @Test func halfARectanglesOutlineIsItsTopAndRightEdges() {
        // A 40 × 20 rectangle's outline is 120 long, from its top leading corner along its top
        // edge: the first half, 60, is the top edge (40) and the right edge (20).
        let path = Rectangle().trim(from: 0, to: 0.5).path(in: CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 40, height: 20))
        let points = path.elements.compactMap { element -> CGPoint? in
            switch element {
            case .move(let to), .line(let to): to
            default: nil
            }
        }
        #expect(points.first == CGPoint(x: 0, y: 0) && points.last == CGPoint(x: 40, y: 20))
    }

    @Test func aTrimFromZeroToOneIsTheWholeShapeAndAnEmptyTrimDrawsNothing() {
        let rect = CGRect(x: 0, y: 0, width: 30, height: 30)
        #expect(Circle().trim(from: 0, to: 1).path(in: rect).boundingRect == Circle().path(in: rect).boundingRect)
        #expect(Circle().trim(from: 0.5, to: 0.5).path(in: rect).isEmpty)
    }

    @Test func itAnimatesBothEnds() {
        var trimmed = _TrimmedShape(shape: Rectangle(), startFraction: 0, endFraction: 0.2)
        let target = _TrimmedShape(shape: Rectangle(), startFraction: 0.4, endFraction: 1)
        trimmed.animatableData = trimmed.animatableData.interpolated(towards: target.animatableData, amount: 0.5)
        // Halfway: (0 + 0.4) / 2 and (0.2 + 1) / 2.
        #expect(abs(trimmed.startFraction - 0.2) < 1e-12 && abs(trimmed.endFraction - 0.6) < 1e-12)
    }
}
