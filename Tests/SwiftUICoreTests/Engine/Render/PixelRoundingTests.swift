import Foundation
import Testing
@testable import SwiftUICore

struct PixelRoundingTests {
    @Test func edgesAreRoundedSoNeighboursStillTouch() throws {
        // Thirds of 100: edges at 0, 33.3, 66.7, 100 round to 0, 33, 67, 100.
        let frame = try layOut(width: 100, height: 100, HStack(spacing: 0) {
            Color.red.accessibilityIdentifier("a")
            Color.green.accessibilityIdentifier("b")
            Color.blue.accessibilityIdentifier("c")
        }.frame(height: 10))
        #expect(frame.rect("a").minX == 0 && frame.rect("a").maxX == 33)
        #expect(frame.rect("b").minX == 33 && frame.rect("b").maxX == 67)
        #expect(frame.rect("c").minX == 67 && frame.rect("c").maxX == 100)
    }

    @Test func roundingFollowsTheScale() {
        let rounding = PixelRounding(scale: 2)
        #expect(rounding.round(10.3) == 10.5)
        #expect(rounding.round(10.2) == 10)
        #expect(rounding.round(CGRect(x: 0.2, y: 0.3, width: 1, height: 1)) == CGRect(x: 0, y: 0.5, width: 1, height: 1))
        #expect(PixelRounding(scale: 3).round(1.0 / 3 + 0.1) == 1.0 / 3)
    }

    @Test func frameIsDeterministic() throws {
        let view = List {
            VStack(alignment: .leading) {
                Text("Title").font(.headline)
                Text("Detail").font(.caption).foregroundStyle(.secondary)
            }
        }
        let first = try layOut(view), second = try layOut(view)
        #expect(first == second)
    }
}
