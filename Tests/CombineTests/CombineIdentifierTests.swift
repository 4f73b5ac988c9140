import Testing
@testable import Combine

/// `CombineIdentifier` (developer.apple.com/documentation/combine/combineidentifier):
/// `init()` "Creates a unique Combine identifier"; `init(_:)` "Creates a Combine identifier,
/// using the bit pattern of the provided object"; `CustomCombineIdentifierConvertible` gives a
/// class its object's identifier.
struct CombineIdentifierTests {
    @Test func newIdentifiersAreAllDifferent() {
        let identifiers = (0..<100).map { _ in CombineIdentifier() }
        #expect(Set(identifiers).count == 100)
    }

    @Test func identifiersOfTheSameObjectAreEqualAndOfAnotherDiffer() {
        let object = Thing()
        let other = Thing()
        #expect(CombineIdentifier(object) == CombineIdentifier(object))
        #expect(CombineIdentifier(object).hashValue == CombineIdentifier(object).hashValue)
        #expect(CombineIdentifier(object) != CombineIdentifier(other))
    }

    @Test func aClassGetsItsObjectsIdentifier() {
        let object = Thing()
        #expect(object.combineIdentifier == CombineIdentifier(object))
        #expect(object.combineIdentifier != Thing().combineIdentifier)
    }
}

private final class Thing: CustomCombineIdentifierConvertible {}
