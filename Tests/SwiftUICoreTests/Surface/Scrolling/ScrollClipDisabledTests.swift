import Foundation
import Testing
@testable import SwiftUICore

struct ScrollClipDisabledTests {
    @Test func aScrollViewWithItsClipDisabledDrawsItsContentPastItsBounds() throws {
        // A 100-point-tall scroll view holding a 300-point column: clipped, the column's fill is
        // drawn inside a clip of the scroll view's 100 points; with the clip disabled, no clip.
        func clips(_ view: some View) throws -> Int {
            let frame = try layOut(width: 200, height: 400, view)
            return frame.displayList.allItems.filter { if case .group(.clip, _, _) = $0 { true } else { false } }.count
        }
        let scroll = ScrollView { Color.red.frame(width: 50, height: 300) }.frame(height: 100)
        #expect(try clips(scroll) == 1)
        #expect(try clips(scroll.scrollClipDisabled()) == 0)
    }
}
