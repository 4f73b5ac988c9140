import Foundation
import Testing
@testable import Combine

/// `Subscribers.Demand` (developer.apple.com/documentation/combine/subscribers/demand), each
/// rule from its operator's page: adding to `.unlimited` gives `.unlimited`; subtracting from
/// `.unlimited` leaves it, subtracting `.unlimited` from a number gives `.max(0)`, and "when
/// an operation would result in a negative value, Combine converts the value to .none";
/// multiplying `.unlimited` gives `.unlimited`, and "If the multiplication operation
/// overflows, the result is .unlimited"; comparing, `.unlimited` is more than any number, and
/// "An .unlimited demand doesn’t match any integer".
struct SubscribersDemandTests {
    typealias Demand = Subscribers.Demand

    @Test func maxIsTheNumberOrNilForUnlimited() {
        #expect(Demand.max(3).max == 3)
        #expect(Demand.none.max == 0)
        #expect(Demand.none == .max(0))
        #expect(Demand.unlimited.max == nil)
    }

    @Test func additionAddsAndUnlimitedAbsorbs() {
        #expect(Demand.max(2) + .max(3) == .max(5))
        #expect(Demand.max(2) + 3 == .max(5))
        #expect(Demand.max(2) + .unlimited == .unlimited)
        #expect(Demand.unlimited + 1 == .unlimited)
        var demand = Demand.max(1)
        demand += .max(1)
        demand += 1
        #expect(demand == .max(3))
    }

    @Test func subtractionNeverGoesBelowNoneAndLeavesUnlimited() {
        #expect(Demand.max(5) - .max(2) == .max(3))
        #expect(Demand.max(5) - 2 == .max(3))
        #expect(Demand.max(1) - .max(4) == .none)
        #expect(Demand.max(1) - 4 == .none)
        #expect(Demand.max(7) - .unlimited == .max(0))
        #expect(Demand.unlimited - .unlimited == .unlimited)
        #expect(Demand.unlimited - 3 == .unlimited)
        var demand = Demand.max(4)
        demand -= .max(1)
        demand -= 1
        #expect(demand == .max(2))
    }

    @Test func multiplicationSaturatesAtUnlimited() {
        #expect(Demand.max(3) * 4 == .max(12))
        #expect(Demand.unlimited * 2 == .unlimited)
        #expect(Demand.max(Int.max) * 2 == .unlimited)
        var demand = Demand.max(2)
        demand *= 5
        #expect(demand == .max(10))
    }

    @Test func unlimitedIsMoreThanAnyNumber() {
        #expect(Demand.max(1) < .max(2))
        #expect(Demand.max(Int.max) < .unlimited)
        #expect(!(Demand.unlimited < .max(Int.max)))
        #expect(!(Demand.unlimited < .unlimited))
    }

    @Test func comparedWithAnIntegerUnlimitedMatchesNoneAndExceedsAll() {
        #expect(Demand.max(3) == 3)
        #expect(Demand.max(3) != 4)
        #expect(!(Demand.unlimited == Int.max))
        #expect(Demand.unlimited != 0)
        #expect(Demand.unlimited > Int.max)
        #expect(Demand.unlimited >= Int.max)
        #expect(!(Demand.unlimited < 0))
        #expect(!(Demand.unlimited <= Int.max))
        #expect(Demand.max(2) > 1)
        #expect(Demand.max(2) >= 2)
        #expect(Demand.max(2) < 3)
        #expect(Demand.max(2) <= 2)
    }

    @Test func itDescribesItselfAsUnlimitedOrItsMaximum() {
        #expect(Demand.unlimited.description == "unlimited")
        #expect(Demand.max(3).description == "max(3)")
    }

    @Test func itSurvivesEncodingAndDecoding() throws {
        let demands: [Demand] = [.unlimited, .none, .max(42)]
        let decoded = try JSONDecoder().decode([Demand].self, from: JSONEncoder().encode(demands))
        #expect(decoded == demands)
    }
}
