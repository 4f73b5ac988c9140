import Foundation
import Testing
@testable import SwiftUICore

struct ProposedViewSizeTests {
    @Test func namedValues() {
        #expect(ProposedViewSize.zero == ProposedViewSize(width: 0, height: 0))
        #expect(ProposedViewSize.unspecified == ProposedViewSize(width: nil, height: nil))
        #expect(ProposedViewSize.infinity == ProposedViewSize(width: .infinity, height: .infinity))
    }

    @Test func replacingUnspecifiedDimensions() {
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10))
        #expect(ProposedViewSize(width: 5, height: nil).replacingUnspecifiedDimensions(by: CGSize(width: 1, height: 2))
            == CGSize(width: 5, height: 2))
    }

    @Test func shapesFillTheirProposal() {
        #expect(Rectangle().sizeThatFits(.unspecified) == CGSize(width: 10, height: 10))
        #expect(Rectangle().sizeThatFits(.infinity) == CGSize(width: CGFloat.infinity, height: .infinity))
        #expect(Circle().sizeThatFits(ProposedViewSize(width: 30, height: 20)) == CGSize(width: 30, height: 20))
    }
}
