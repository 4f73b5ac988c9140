import Foundation
import Testing
@testable import SwiftUICore

private final class Model: Identifiable {
    let name: String
    init(_ name: String) { self.name = name }
}

/// A private type: Swift prints its qualified name with its context's address.
private struct PrivateType {}

/// What an identity path holds: no addresses (of objects used as ids, or of private types'
/// contexts), so that it is the same in every process, and explicit ids escaped so that no two
/// collide.
struct ViewIdentityTests {
    @Test func identifiableClassIDsKeepAddressesOutOfIdentities() throws {
        let models = [Model("a"), Model("b")]
        let frame = try layOut(VStack { ForEach(models) { Text($0.name).accessibilityIdentifier($0.name) } })
        let path = try #require(frame.geometry(named: "a")).identity.path
        #expect(!path.contains("0x"), "\(path)")
    }

    @Test func explicitIDsWithSlashesDoNotCollide() throws {
        let frame = try layOut(VStack { ForEach(["x", "x/0"], id: \.self) { id in VStack { Text(id) } } })
        let identities = frame.geometry.map(\.identity.path)
        #expect(Set(identities).count == identities.count, "\(identities)")
    }

    @Test func equalIdentitiesBucketAlikeAndSiblingsSpreadOverATable() {
        // Tables bucket identities by `_rawHashValue(seed:)`: equal identities must agree under
        // every seed, and the rows of a long list (paths that differ in one number) must spread
        // like random values. 1,000 keys in 1,024 buckets fill 1,024 · (1 − e^(−1000/1024)) ≈ 640
        // buckets on average; clustering would fill far fewer.
        let rows = (0..<1000).map { ViewIdentity.root.appending(.type("List")).appending(.explicit("Int:\($0)")) }
        for seed in [0, 1, 0x5bd1_e995, -7] {
            #expect(rows[3]._rawHashValue(seed: seed) == ViewIdentity(path: rows[3].path)._rawHashValue(seed: seed))
            let buckets = Set(rows.map { $0._rawHashValue(seed: seed) & 1023 })
            #expect(buckets.count > 580, "seed \(seed): \(buckets.count) buckets")
        }
        #expect(rows[3]._rawHashValue(seed: 0) != rows[3]._rawHashValue(seed: 1))
    }

    @Test func privateTypeIdentitiesAreStableAcrossProcesses() throws {
        // Swift names private types' contexts with an address, different in every process;
        // identities must not carry it.
        #expect(withoutAddresses("M.(unknown context at $558d3c1a0c98).TwoDisappears") == "M.(unknown context at ).TwoDisappears")
        #expect(withoutAddresses(_typeName(PrivateType.self, qualified: true)).contains("$") == false)
    }
}
