import Foundation
import Testing
@testable import SwiftUICore

/// `Axis`: horizontal and vertical (developer.apple.com/documentation/swiftui/axis), each the
/// other's perpendicular, and its sets.
struct AxisTests {
    @Test func eachAxisIsTheOthersPerpendicular() {
        #expect(Axis.horizontal.perpendicular == .vertical && Axis.vertical.perpendicular == .horizontal)
        #expect(Axis.allCases.allSatisfy { $0.perpendicular.perpendicular == $0 })
    }

    @Test func anAxisSetHoldsEitherAxisBothOrNeither() {
        let both: Axis.Set = [.horizontal, .vertical]
        #expect(both.contains(.horizontal) && both.contains(.vertical))
        #expect(Axis.Set.horizontal != Axis.Set.vertical)
        #expect(Axis.Set.horizontal.intersection(.vertical).isEmpty)
    }
}
