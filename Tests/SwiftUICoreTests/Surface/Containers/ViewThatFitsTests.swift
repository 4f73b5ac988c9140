import Foundation
import Testing
@testable import SwiftUICore

struct ViewThatFitsTests {
    /// The texts drawn where they can be seen (not clipped away).
    func visibleTexts(_ frame: Frame) -> [String] {
        frame.drawnTexts.filter { text in text.clip.map { !$0.isEmpty && $0.width > 0 } ?? true }.map(\.string)
    }

    func choice(width: CGFloat, axes: Axis.Set = [.horizontal, .vertical]) -> some View {
        ViewThatFits(in: axes) {
            // 8.5 points a character: 153, 68 and 8.5 wide.
            Text("Add to your basket")
            Text("Add item")
            Text("+")
        }
        .frame(width: width)
    }

    @Test func theFirstViewWhoseIdealSizeFitsIsShown() throws {
        #expect(visibleTexts(try layOut(width: 400, height: 100, choice(width: 200))) == ["Add to your basket"])
        #expect(visibleTexts(try layOut(width: 400, height: 100, choice(width: 100))) == ["Add item"])
        // Exactly as wide as the first: it fits.
        #expect(visibleTexts(try layOut(width: 400, height: 100, choice(width: 153))) == ["Add to your basket"])
    }

    @Test func whenNothingFitsTheLastIsShown() throws {
        #expect(visibleTexts(try layOut(width: 400, height: 100, choice(width: 5))) == ["+"])
    }

    @Test func onlyTheAxesAskedForCount() throws {
        // Constrained only vertically, the first fits whatever the width.
        #expect(visibleTexts(try layOut(width: 400, height: 100, choice(width: 100, axes: .vertical))) == ["Add to your basket"])
    }

    @Test func theChosenViewIsSizedAndCentredInTheSpaceOffered() throws {
        let frame = try layOut(width: 400, height: 100, scale: 2, ViewThatFits {
            Color.red.frame(width: 300, height: 10)
            Color.blue.frame(width: 50, height: 10).accessibilityIdentifier("chosen")
        }.frame(width: 100).accessibilityIdentifier("fits"))
        // Centred in the 100-point frame at (400 − 100) / 2 = 150: 150 + 25 = 175.
        #expect(frame.rect("chosen") == CGRect(x: 175, y: 45, width: 50, height: 10))
    }
}
