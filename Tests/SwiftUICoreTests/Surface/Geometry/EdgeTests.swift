import Foundation
import Testing
@testable import SwiftUICore

/// `Edge`, its sets and `EdgeInsets` (developer.apple.com/documentation/swiftui/edge/set,
/// …/edgeinsets): `.horizontal` is leading and trailing, `.vertical` top and bottom, `.all` the
/// four; insets not given are 0.
struct EdgeTests {
    @Test func theNamedSetsHoldTheirEdges() {
        #expect(Edge.Set.horizontal == [.leading, .trailing])
        #expect(Edge.Set.vertical == [.top, .bottom])
        #expect(Edge.Set.all == Edge.Set.horizontal.union(.vertical))
        #expect(Edge.allCases.allSatisfy { Edge.Set.all.contains(Edge.Set($0)) })
        // Four edges, four different members.
        #expect(Set(Edge.allCases.map { Edge.Set($0).rawValue }).count == 4)
    }

    @Test func theOneDimensionalSetsHoldTheirTwoEdges() {
        #expect(VerticalEdge.Set.all == [.top, .bottom] && VerticalEdge.Set.top != VerticalEdge.Set.bottom)
        #expect(HorizontalEdge.Set.all == [.leading, .trailing] && HorizontalEdge.Set.leading != HorizontalEdge.Set.trailing)
    }

    @Test func insetsOfASetOfEdgesAreTheLengthOnThoseEdgesAndZeroElsewhere() {
        let insets = EdgeInsets(.horizontal, 16)
        #expect(insets == EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(insets.horizontal == 32 && insets.vertical == 0)
        #expect(EdgeInsets(top: 5) == EdgeInsets(top: 5, leading: 0, bottom: 0, trailing: 0))
    }
}
