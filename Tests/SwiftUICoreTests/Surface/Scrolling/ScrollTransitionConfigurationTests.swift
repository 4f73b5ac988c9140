import Foundation
import Testing
@testable import SwiftUICore

/// Where a view stands against a 400-point-tall viewport (0…400), by hand: at the bottom edge
/// a view from `lo` has come 400 − lo in; at the top a view ending at `hi` has come hi in.
struct ScrollTransitionConfigurationTests {
    private let viewport = CGRect(x: 0, y: 0, width: 300, height: 400)
    private typealias Threshold = ScrollTransitionConfiguration.Threshold

    private func progress(_ minY: CGFloat, height: CGFloat = 100, _ threshold: Threshold) -> (ScrollTransitionPhase, Double) {
        let result = ScrollTransitionConfiguration.progress(
            of: CGRect(x: 0, y: minY, width: 300, height: height), in: viewport, axis: .vertical, threshold: threshold)
        return (result.edge, result.progress)
    }

    @Test func halfInAtTheBottomIsHalfWayToVisible() {
        // 100 tall from 350: 50 in of the 100 `.visible` needs.
        let (edge, value) = progress(350, .visible)
        #expect(edge == .bottomTrailing)
        #expect(value == 0.5)
    }

    @Test func aVisibleAmountIsThatShareOfTheViewsLength() {
        // `.visible(0.5)` needs 50 of 100: met by 50 in; 25 in is half way.
        #expect(progress(350, .visible(0.5)).1 == 1)
        #expect(progress(375, .visible(0.5)).1 == 0.5)
        // Clamped: `.visible(2)` is `.visible`.
        #expect(progress(350, .visible(2)).1 == 0.5)
    }

    @Test func hiddenIsMetAsSoonAsAnyOfTheViewIsIn() {
        #expect(progress(399, .hidden).1 == 1)
        #expect(progress(400, .hidden).1 == 0)
    }

    @Test func centeredNeedsHalfTheViewportAndHalfTheView() {
        // (400 + 100) / 2 = 250 in; 50 in is a fifth of it.
        #expect(progress(350, .centered).1 == 0.2)
        // Centred: 150…250 has come 250 in.
        #expect(progress(150, .centered).1 == 1)
    }

    @Test func anInsetMovesTheThresholdTowardsTheCentre() {
        // `.visible` inset by 50 needs 150 in: 50 in is a third.
        #expect(abs(progress(350, Threshold.visible.inset(by: 50)).1 - 1.0 / 3) < 1e-12)
    }

    @Test func aViewNearerTheTopIsMeasuredFromTheTopEdge() {
        // −30…70: its centre (20) above the viewport's (200); 70 in at the top.
        let (edge, value) = progress(-30, .visible)
        #expect(edge == .topLeading)
        #expect(abs(value - 0.7) < 1e-12)
    }

    @Test func phasesHaveTheirValues() {
        #expect(ScrollTransitionPhase.topLeading.value == -1)
        #expect(ScrollTransitionPhase.identity.value == 0)
        #expect(ScrollTransitionPhase.bottomTrailing.value == 1)
        #expect(ScrollTransitionPhase.identity.isIdentity && !ScrollTransitionPhase.topLeading.isIdentity)
    }
}
