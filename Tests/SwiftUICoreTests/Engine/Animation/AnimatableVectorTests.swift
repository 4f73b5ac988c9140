import Testing
@testable import SwiftUICore

/// A list of numbers as animatable data: component by component, the shorter one going on
/// with zeros.
struct AnimatableVectorTests {
    @Test func vectorsAddAndSubtractComponentByComponent() {
        let a = AnimatableVector([1, 2, 3]), b = AnimatableVector([10, 20, 30])
        #expect(a + b == AnimatableVector([11, 22, 33]))
        #expect(b - a == AnimatableVector([9, 18, 27]))
    }

    @Test func theShorterVectorGoesOnWithZeros() {
        #expect(AnimatableVector([1, 2]) + AnimatableVector([1, 2, 3]) == AnimatableVector([2, 4, 3]))
        #expect(AnimatableVector.zero - AnimatableVector([1, 2]) == AnimatableVector([-1, -2]))
    }

    @Test func scalingAndMagnitudeAreEuclidean() {
        #expect(AnimatableVector([3, 4]).scaled(by: 2) == AnimatableVector([6, 8]))
        #expect(AnimatableVector([3, 4]).magnitudeSquared == 25)
        #expect(AnimatableVector.zero.magnitudeSquared == 0)
    }

    @Test func halfwayIsTheMeanOfEachComponent() {
        #expect(AnimatableVector([0, 10]).interpolated(towards: AnimatableVector([4, 20]), amount: 0.5) == AnimatableVector([2, 15]))
    }
}
