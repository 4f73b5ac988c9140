import Foundation
import Testing
@testable import SwiftUICore

private struct Pager: View {
    let mode: PageIndexViewStyle.BackgroundDisplayMode
    var body: some View {
        TabView {
            Text("A")
            Text("B")
            Text("C")
        }
        .tabViewStyle(.page(indexDisplayMode: .always))
        .indexViewStyle(.page(backgroundDisplayMode: mode))
    }
}

/// Numbers: three dots of `TabViewMetrics.dotSize` (7) at a pitch of 16 make a row
/// 7 + 16 + 16 = 39 wide and 7 tall; `.always` pads it by 8 across and 6 down (PageDots), so
/// its capsule is 55 × 19.
struct IndexViewStyleTests {
    private let backdrop = Color.black.opacity(0.25)

    @Test func alwaysPutsTheDotsOnACapsuleTheirRowPadded() throws {
        let frame = try layOut(on: .iPhone15, Pager(mode: .always))
        let capsule = try #require(frame.fillBoxes(backdrop).first)
        #expect(abs(capsule.width - 55) < 0.01 && abs(capsule.height - 19) < 0.01, "\(capsule)")
        // Centred across the screen, as the dots are.
        #expect(abs(capsule.midX - 393 / 2) < 0.5, "\(capsule)")
    }

    @Test func automaticAndNeverDrawNoBackdrop() throws {
        for mode in [PageIndexViewStyle.BackgroundDisplayMode.automatic, .never, .interactive] {
            #expect(try layOut(on: .iPhone15, Pager(mode: mode)).fillBoxes(backdrop).isEmpty)
        }
    }
}
