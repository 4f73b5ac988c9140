import Foundation
import Testing
@testable import SwiftUICore

/// UIScrollView's normal deceleration: the velocity is multiplied by r = 0.998 every
/// millisecond, so a release at v pt/ms travels Σ v·rᵏ = v·r / (1 − r) = 499·v points.
struct ScrollDecelerationTests {
    @Test func theRestingDistanceIsTheGeometricSeriesOfTheVelocity() {
        // 1,000 pt/s is 1 pt/ms: 0.998 / 0.002 = 499 pt.
        #expect(abs(ScrollDeceleration.distance(forVelocity: 1000) - 499) < 1e-9)
        #expect(abs(ScrollDeceleration.distance(forVelocity: -300) + 149.7) < 1e-9)
    }

    @Test func thePartDoneAfterNMillisecondsIsOneLessRToTheN() {
        var context = AnimationContext<Double>()
        let animation = ScrollDeceleration()
        // Released at 0.3 pt/ms (300 pt/s): after 100 ms it has moved Σₖ₌₁¹⁰⁰ 0.3 × 0.998ᵏ,
        // summed here term by term; the animation gives that part of its whole move, 149.7.
        var travelled = 0.0, velocity = 0.3
        for _ in 0..<100 {
            velocity *= 0.998
            travelled += velocity
        }
        let value = animation.animate(value: 149.7, time: 0.1, context: &context)
        #expect(value.map { abs($0 - travelled) < 1e-9 } == true, "\(String(describing: value)) vs \(travelled)")
        // Done once less than half a point remains: 149.7 × 0.998ⁿ < 0.5 from n = 2,849 ms.
        #expect(animation.animate(value: 149.7, time: 2.848, context: &context) != nil)
        #expect(animation.animate(value: 149.7, time: 2.850, context: &context) == nil)
    }

    @Test func aLeadIsMadeAtOnceAndTheRestDecelerates() {
        var context = AnimationContext<Double>()
        // A quarter made by the release: at t = 0, 25 of 100; after 100 ms,
        // 25 + 75 × (1 − 0.998¹⁰⁰).
        let animation = ScrollDeceleration(lead: 0.25)
        #expect(animation.animate(value: 100.0, time: 0, context: &context) == 25)
        let later = animation.animate(value: 100.0, time: 0.1, context: &context)
        #expect(later.map { abs($0 - (25 + 75 * (1 - pow(0.998, 100)))) < 1e-9 } == true)
    }
}
