import Foundation
import Testing
@testable import SwiftUICore

/// Size classes, per Apple's "Device screen sizes and orientations" table: iPhones are compact
/// across and regular down in portrait; in landscape compact down, and regular across only on
/// the large phones (Plus, Pro Max).
struct UserInterfaceSizeClassTests {
    private struct Reader: View {
        @Environment(\.horizontalSizeClass) var horizontal
        @Environment(\.verticalSizeClass) var vertical
        var body: some View {
            Text("\(horizontal == .regular ? "R" : "C")\(vertical == .regular ? "R" : "C")")
        }
    }

    @Test func aPhoneInPortraitIsCompactAcrossAndRegularDown() throws {
        #expect(try layOut(on: .iPhone15, Reader()).textFrame("CR") != nil)
        #expect(try layOut(Reader()).textFrame("CR") != nil, "a plain canvas is a phone in portrait")
    }

    @Test func inLandscapeOnlyTheLargePhonesAreRegularAcross() throws {
        #expect(try layOut(on: .iPhone15, orientation: .landscapeLeft, Reader()).textFrame("CC") != nil)
        #expect(try layOut(on: .iPhoneSE, orientation: .landscapeLeft, Reader()).textFrame("CC") != nil)
        #expect(try layOut(on: .iPhone15ProMax, orientation: .landscapeLeft, Reader()).textFrame("RC") != nil)
        #expect(try layOut(on: .iPhone16ProMax, orientation: .landscapeRight, Reader()).textFrame("RC") != nil)
    }
}
