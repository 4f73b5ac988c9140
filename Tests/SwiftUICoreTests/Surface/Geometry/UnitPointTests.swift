import Foundation
import Testing
@testable import SwiftUICore

/// `UnitPoint`: a point in a view's own unit square, (0, 0) its top leading corner and (1, 1)
/// its bottom trailing one (developer.apple.com/documentation/swiftui/unitpoint).
struct UnitPointTests {
    @Test func theNamedPointsAreTheCornersEdgeMidpointsAndCentreOfTheUnitSquare() {
        let expected: [(UnitPoint, CGFloat, CGFloat)] = [
            (.zero, 0, 0), (.center, 0.5, 0.5), (.leading, 0, 0.5), (.trailing, 1, 0.5), (.top, 0.5, 0),
            (.bottom, 0.5, 1), (.topLeading, 0, 0), (.topTrailing, 1, 0), (.bottomLeading, 0, 1), (.bottomTrailing, 1, 1),
        ]
        for (point, x, y) in expected {
            #expect(point.x == x && point.y == y, "\(point)")
        }
    }

    @Test func itAnimatesByItsCoordinates() {
        // Halfway from top leading to bottom trailing: the centre.
        var point = UnitPoint.topLeading
        var data = point.animatableData
        data.scale(by: 0.5)
        data += UnitPoint.bottomTrailing.animatableData.scaled(by: 0.5)
        point.animatableData = data
        #expect(point == .center)
    }
}
