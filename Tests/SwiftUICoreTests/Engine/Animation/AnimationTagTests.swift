import Foundation
import Testing
@testable import SwiftUICore

struct AnimationTagTests {
    @Test func aTagEqualsItsCopiesAndNoOtherTag() {
        let tag = AnimationTag(), copy = tag, other = AnimationTag()
        #expect(tag == copy)
        #expect(tag != other)
        #expect(Set([tag, copy, other]).count == 2)
    }

    @Test func tagsStayDistinctWhenEarlierOnesAreGone() {
        // A tag keeps its token alive, so a new tag never takes the identity of a freed one.
        let kept = AnimationTag()
        var made: [AnimationTag] = []
        for _ in 0..<1000 {
            _ = AnimationTag()
            made.append(AnimationTag())
        }
        #expect(Set(made + [kept]).count == 1001)
    }

    @Test func eachCompletionGroupHasItsOwnTag() {
        let first = AnimationCompletionGroup(criteria: .logicallyComplete) {}
        let second = AnimationCompletionGroup(criteria: .logicallyComplete) {}
        #expect(first.tag != second.tag)
    }
}
