import Foundation
import Testing
@testable import SwiftUICore

/// `aspectRatio` over a rectangle (which takes whatever it is proposed), by SwiftUI's rules.
struct AspectRatioTests {
    func size(_ ratio: CGFloat?, _ mode: ContentMode, proposal: ProposedViewSize) -> CGSize {
        let layout = AspectRatioLayout(aspectRatio: ratio, contentMode: mode)
        return layout.childProposal(proposal, subviews: LayoutSubviews(nodes: [], engine: LayoutEngine(textEngine: MonospacedTestTextEngine())))
            .replacingUnspecifiedDimensions(by: CGSize(width: -1, height: -1))
    }

    @Test func fitTakesTheLargestSizeOfTheRatioInsideTheProposal() throws {
        // 2:1 in 100 × 100: width-limited, 100 × 50; in 300 × 100, height-limited, 200 × 100.
        let frame = try layOut(width: 400, height: 400, VStack(spacing: 0) {
            Rectangle().aspectRatio(2, contentMode: .fit).accessibilityIdentifier("a").frame(width: 100, height: 100)
            Rectangle().aspectRatio(2, contentMode: .fit).accessibilityIdentifier("b").frame(width: 300, height: 100)
        })
        #expect(frame.rect("a").size == CGSize(width: 100, height: 50))
        #expect(frame.rect("b").size == CGSize(width: 200, height: 100))
        // Centred in its frame: the stack of two 100-high frames is centred in 400 (its top
        // at 100), and the 100 × 50 in (150, 100, 100, 100) sits 25 further down.
        #expect(frame.rect("a").origin == CGPoint(x: 150, y: 125))
    }

    @Test func fillTakesTheSmallestSizeOfTheRatioCoveringTheProposal() throws {
        let frame = try layOut(width: 400, height: 400,
            Rectangle().aspectRatio(CGSize(width: 3, height: 4), contentMode: .fill).accessibilityIdentifier("a").frame(width: 120, height: 120))
        // 3:4 covering 120 × 120: 120 wide is 160 tall.
        #expect(frame.rect("a").size == CGSize(width: 120, height: 160))
    }

    @Test func withoutARatioTheChildsIdealSizeGivesIt() throws {
        // An image of 15 × 10 points: scaledToFit in 60 × 60 is 60 × 40.
        let (bundle, folder) = try ImageTests().resources()
        defer { try? FileManager.default.removeItem(at: folder) }
        let frame = try layOut(width: 200, height: 200,
            Image("Dot", bundle: bundle).resizable().scaledToFit().accessibilityIdentifier("a").frame(width: 60, height: 60))
        #expect(frame.rect("a").size == CGSize(width: 60, height: 40))
        let filled = try layOut(width: 200, height: 200,
            Image("Dot", bundle: bundle).resizable().scaledToFill().accessibilityIdentifier("a").frame(width: 60, height: 60))
        #expect(filled.rect("a").size == CGSize(width: 90, height: 60))
    }

    @Test func anUnspecifiedDimensionGivesNoScale() {
        // Width 100 only: fit scales by 100/2 (the height's scale is infinite), 100 × 50;
        // fill takes the infinite one, as SwiftUI does.
        #expect(size(2, .fit, proposal: ProposedViewSize(width: 100, height: nil)) == CGSize(width: 100, height: 50))
        #expect(size(2, .fill, proposal: ProposedViewSize(width: 100, height: nil)) == CGSize(width: CGFloat.infinity, height: .infinity))
        // Nothing proposed passes through.
        #expect(size(2, .fit, proposal: .unspecified) == CGSize(width: -1, height: -1))
        // A ratio that is not positive counts as none: the child's ideal size's (here there is
        // no child: 1:1), never NaN.
        #expect(size(0, .fit, proposal: ProposedViewSize(width: 100, height: 50)) == CGSize(width: 50, height: 50))
    }
}
