import Foundation
import Testing
@testable import SwiftUICore

/// `Animatable` (developer.apple.com/documentation/swiftui/animatable): a type with nothing to
/// animate has `EmptyAnimatableData`, a vector type animates as itself, and the scalars
/// animate as their own values.
struct AnimatableTests {
    nonisolated private struct Still: Animatable {
        var label = "still"
    }

    nonisolated private struct Level: Animatable, VectorArithmetic {
        var value: Double
        static var zero: Level { Level(value: 0) }
        static func + (lhs: Level, rhs: Level) -> Level { Level(value: lhs.value + rhs.value) }
        static func - (lhs: Level, rhs: Level) -> Level { Level(value: lhs.value - rhs.value) }
        mutating func scale(by rhs: Double) { value *= rhs }
        var magnitudeSquared: Double { value * value }
    }

    @Test func aTypeWithoutAnimatableDataKeepsItselfWhenItsDataIsSet() {
        var still = Still()
        #expect(still.animatableData == EmptyAnimatableData())
        still.animatableData = EmptyAnimatableData()
        #expect(still.label == "still")
    }

    @Test func aVectorTypeAnimatesAsItself() {
        var level = Level(value: 2)
        #expect(level.animatableData.value == 2)
        level.animatableData = Level(value: 7)
        #expect(level.value == 7)
    }

    @Test func theScalarsAnimateAsTheirValues() {
        var double = 1.5, cgFloat = CGFloat(2.5), float = Float(3.5)
        #expect(double.animatableData == 1.5 && cgFloat.animatableData == 2.5 && float.animatableData == 3.5)
        double.animatableData = 4
        cgFloat.animatableData = 5
        float.animatableData = 6
        #expect(double == 4 && cgFloat == 5 && float == 6)
    }
}
