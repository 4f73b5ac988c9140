import Foundation
import Testing
@testable import SwiftUICore

/// A reader's offset from a named ancestor, as a scroll view's custom header reads it.
private struct Reading: View {
    @State private var offset: CGFloat = -1
    var body: some View {
        VStack(spacing: 0) {
            Color.clear.frame(height: 30)
            GeometryReader { proxy in
                Color.clear.preference(key: OffsetKey.self, value: proxy.frame(in: .named("card")).minY)
            }
            .frame(height: 10)
            Color.red.frame(width: offset, height: 10).accessibilityIdentifier("offset")
        }
        .padding(.top, 7)
        .coordinateSpace(name: "card")
        .onPreferenceChange(OffsetKey.self) { offset = $0 }
    }
}

nonisolated private struct OffsetKey: PreferenceKey {
    static var defaultValue: CGFloat { 0 }
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

struct CoordinateSpaceModifierTests {
    @Test func aReaderMeasuresItsFrameFromTheViewThatNamedTheSpace() throws {
        // The named view starts at the padding's top; the reader sits 7 (padding) + 30 below it,
        // wherever the whole is centred on the canvas: 37.
        let play = player(RenderScene("named", duration: 1, fps: 10) { Reading() })
        #expect(try play.at(0.5).rect("offset").width == 37)
    }

    @Test func anUnknownNameReadsAsGlobal() throws {
        let frame = try layOut(width: 100, height: 100, GeometryReader { proxy in
            Color.red.frame(width: proxy.frame(in: .named("nowhere")).minX + 1, height: 10).accessibilityIdentifier("x")
        }.padding(.leading, 12))
        #expect(frame.rect("x").width <= 13)
    }
}
