import Foundation
import Testing
@testable import SwiftUICore

/// The transaction current while `withAnimation` and `withTransaction` run their bodies, and
/// when two transactions animate alike.
struct TransactionTests {
    @Test func withAnimationMakesItsAnimationCurrentOnlyWhileItsBodyRuns() {
        #expect(Transaction.current == nil)
        let inside = withAnimation(.linear(duration: 2)) { Transaction.current?.animation }
        #expect(inside == .linear(duration: 2))
        #expect(Transaction.current == nil)
    }

    @Test func anInnerTransactionStandsForTheOuterOneUntilItsBodyReturns() {
        withAnimation(.easeIn) {
            var quiet = Transaction()
            quiet.disablesAnimations = true
            withTransaction(quiet) {
                #expect(Transaction.current?.animation == nil)
                #expect(Transaction.current?.disablesAnimations == true)
            }
            #expect(Transaction.current?.animation == .easeIn)
            #expect(Transaction.current?.disablesAnimations == false)
        }
    }

    @Test func transactionsAnimateAlikeWithTheSameAnimationFlagStartAndCompletion() {
        let base = Transaction(animation: .smooth)
        #expect(base.isSame(as: Transaction(animation: .smooth)))
        #expect(!base.isSame(as: Transaction(animation: .bouncy)))
        #expect(!base.isSame(as: Transaction()))

        var disabled = base
        disabled.disablesAnimations = true
        #expect(!base.isSame(as: disabled))

        var later = base
        later.startTime = 0.5
        #expect(!base.isSame(as: later))

        var completing = base
        completing.completion = AnimationCompletionGroup(criteria: .logicallyComplete) {}
        #expect(!base.isSame(as: completing))
        #expect(completing.isSame(as: completing))
    }

    @Test func aCompletionGroupIsCompleteWhenEveryCheckIs() {
        let group = AnimationCompletionGroup(criteria: .removed) {}
        #expect(group.isComplete(at: 0))
        group.checks = [{ $0 >= 1 }, { $0 >= 2 }]
        #expect(!group.isComplete(at: 1.5))
        #expect(group.isComplete(at: 2))
    }
}
