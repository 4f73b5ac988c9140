import Foundation
import Testing
@testable import SwiftUICore

/// `@ScaledMetric`: a number scaled as its text style's point size is.
struct ScaledMetricTests {
    private struct Square: View {
        @ScaledMetric var side = 34.0
        @ScaledMetric(relativeTo: .caption2) var captionSide = 22.0
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: side, height: side).accessibilityIdentifier("body")
                Color.red.frame(width: captionSide, height: 1).accessibilityIdentifier("caption")
            }
        }
    }

    @Test func isItsValueAtTheDefaultSize() throws {
        let frame = try layOut(Square())
        #expect(frame.rect("body").width == 34)
        #expect(frame.rect("caption").width == 22)
    }

    @Test func growsAsItsTextStyleDoes() throws {
        let frame = try layOut(Square().dynamicTypeSize(.accessibility1))
        // Body: 17 pt at Large, 28 at AX1 (HIG): 34 × 28 / 17 = 56. Caption 2: 11 → 20: 22 × 20 / 11 = 40.
        #expect(abs(frame.rect("body").width - 56) < 1e-9)
        #expect(abs(frame.rect("caption").width - 40) < 1e-9)
    }
}
