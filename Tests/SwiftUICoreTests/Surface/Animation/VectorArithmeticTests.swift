import Foundation
import Testing
@testable import SwiftUICore

/// `VectorArithmetic` (developer.apple.com/documentation/swiftui/vectorarithmetic): the values an
/// animation moves, by adding, subtracting and scaling; `magnitudeSquared` is the dot product
/// of a value with itself; `AnimatablePair` is the two values side by side.
struct VectorArithmeticTests {
    @Test func scalarsScaleAndMeasureAsNumbers() {
        #expect(3.0.scaled(by: 0.5) == 1.5)
        #expect(Float(3).scaled(by: 2) == 6)
        #expect(CGFloat(-4).scaled(by: 0.25) == -1)
        #expect((-3.0).magnitudeSquared == 9 && Float(2).magnitudeSquared == 4 && CGFloat(5).magnitudeSquared == 25)
    }

    @Test func interpolatingMovesTheFractionOfTheWayToTheOtherValue() {
        // a + (b − a)·p: 10 toward 30 by a quarter is 15; by 1.5 it overshoots to 40.
        #expect(10.0.interpolated(towards: 30, amount: 0.25) == 15)
        #expect(10.0.interpolated(towards: 30, amount: 1.5) == 40)
        #expect(10.0.interpolated(towards: 30, amount: 0) == 10)
    }

    @Test func aPairAddsSubtractsAndScalesEachHalf() {
        let a = AnimatablePair(1.0, CGFloat(10)), b = AnimatablePair(4.0, CGFloat(2))
        #expect(a + b == AnimatablePair(5.0, CGFloat(12)))
        #expect(a - b == AnimatablePair(-3.0, CGFloat(8)))
        #expect(a.scaled(by: 2) == AnimatablePair(2.0, CGFloat(20)))
        #expect(AnimatablePair<Double, CGFloat>.zero == AnimatablePair(0.0, CGFloat(0)))
    }

    @Test func aPairsMagnitudeSquaredIsTheSumOfItsHalves() {
        // (3, 4): 9 + 16.
        #expect(AnimatablePair(3.0, 4.0).magnitudeSquared == 25)
        #expect(AnimatablePair(AnimatablePair(1.0, 2.0), 2.0).magnitudeSquared == 9)
    }

    @Test func emptyDataIsZeroWhateverIsDoneToIt() {
        let empty = EmptyAnimatableData()
        #expect(empty + empty == .zero && empty - empty == .zero)
        #expect(empty.scaled(by: 100) == .zero && empty.magnitudeSquared == 0)
    }
}
