import Foundation
import Testing
@testable import SwiftUICore

/// `StrokeStyle` (developer.apple.com/documentation/swiftui/strokestyle/init(linewidth:linecap:linejoin:miterlimit:dash:dashphase:)):
/// its defaults are a 1-point line, butt caps, mitred joins with a limit of 10, no dash; it
/// animates its width, miter limit and dash phase.
struct StrokeStyleTests {
    @Test func theDefaultsAreAButtCappedMitredOnePointLineWithoutDashes() {
        let style = StrokeStyle()
        #expect(style.lineWidth == 1 && style.lineCap == .butt && style.lineJoin == .miter)
        #expect(style.miterLimit == 10 && style.dash.isEmpty && style.dashPhase == 0)
    }

    @Test func itAnimatesItsWidthMiterLimitAndDashPhaseAndKeepsItsDashes() {
        let from = StrokeStyle(lineWidth: 2, miterLimit: 4, dash: [5, 3], dashPhase: 0)
        let to = StrokeStyle(lineWidth: 10, miterLimit: 8, dash: [1], dashPhase: 16)
        var style = from
        // Halfway: (2 + 10) / 2, (4 + 8) / 2, (0 + 16) / 2.
        style.animatableData = from.animatableData.interpolated(towards: to.animatableData, amount: 0.5)
        #expect(style.lineWidth == 6 && style.miterLimit == 6 && style.dashPhase == 8)
        #expect(style.dash == [5, 3])
    }
}
