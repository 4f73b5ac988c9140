import Foundation
import Testing
@testable import SwiftUICore

private struct Plain {
    var x: Double
    var count: Int
}

private struct Holding {
    var plain: Plain
    var action: () -> Void
}

/// `structurallyEqual`: what it takes two values to be the same, and that what it cannot compare
/// (closures above all) counts as changed.
struct StructuralEqualityTests {
    @Test func plainStructsCompareMemberByMember() {
        #expect(structurallyEqual(Plain(x: 1, count: 2), Plain(x: 1, count: 2)))
        #expect(!structurallyEqual(Plain(x: 1, count: 2), Plain(x: 1, count: 3)))
        // Different bytes, equal members: -0.0 == 0.0.
        #expect(structurallyEqual(Plain(x: -0.0, count: 2), Plain(x: 0, count: 2)))
    }

    @Test func aClosureCountsAsChanged() {
        let action = {}
        #expect(!structurallyEqual(Holding(plain: Plain(x: 1, count: 2), action: action), Holding(plain: Plain(x: 1, count: 2), action: action)))
    }

    @Test func valuesOfDifferentTypesDiffer() {
        #expect(!structurallyEqual(Plain(x: 1, count: 2), 1.0))
    }

    @Test func structuralEqualityIsConservative() {
        #expect(structurallyEqual(Text("a"), Text("a")))
        #expect(!structurallyEqual(Text("a"), Text("b")))
        #expect(structurallyEqual(Color.red.frame(width: 10), Color.red.frame(width: 10)))
        #expect(!structurallyEqual(Color.red.frame(width: 10), Color.red.frame(width: 11)))
        // Closures cannot be compared: a button always counts as changed.
        #expect(!structurallyEqual(Button("x") {}, Button("x") {}))
        #expect(!structurallyEqual(1, "1"))
    }
}
