import Foundation
import Testing
@testable import Cutaway

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

    @Test func privateTypeIdentitiesAreStableAcrossProcesses() throws {
        // Swift names private types' contexts with an address, different in every process;
        // identities must not carry it.
        #expect(withoutAddresses("M.(unknown context at $558d3c1a0c98).TwoDisappears") == "M.(unknown context at ).TwoDisappears")
        #expect(withoutAddresses(_typeName(PrivateType.self, qualified: true)).contains("$") == false)
    }
}
