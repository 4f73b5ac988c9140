import Foundation
import Testing
@testable import SwiftUICore

struct RedactionTests {
    /// The boxes of the fills drawn, with their opacity, in drawing order.
    private func fills(_ frame: Frame) -> [(box: CGRect, opacity: Double)] {
        frame.drawnItems.compactMap { drawn in
            guard case .fill(_, let color, _) = drawn.item, let box = drawn.path?.boundingRect else { return nil }
            return (box, color.opacity)
        }
    }

    @Test func aPlaceholderTextIsABarTheSizeOfItsLine() throws {
        // The test engine sets "Hello" at 10 pt as 5 × 5 = 25 pt wide and 8 + 2 = 10 pt tall,
        // centred in the 400 × 400 canvas at (187.5, 195), drawn at 188 (frames are rounded
        // to the pixel, `PixelRounding`). The bar is that line box, in the
        // text's black at 16 % (`RedactedPlaceholder.opacity`), and no text is drawn.
        let frame = try layOut(Text("Hello").font(.system(size: 10)).redacted(reason: .placeholder))
        #expect(frame.drawnTexts.isEmpty)
        let drawn = fills(frame)
        #expect(drawn.count == 1)
        #expect(isClose(drawn.first?.box, CGRect(x: 188, y: 195, width: 25, height: 10), within: 1e-6))
        #expect(drawn.first?.opacity == 0.16)
    }

    @Test func aWrappedTextHasABarPerLine() throws {
        // "aaaa bbbb cc" in 45 pt wraps after "bbbb" (9 characters × 5 pt = 45): two lines, the
        // text 45 × 20 at (177.5, 190), drawn at x = 178 (rounded to the pixel). The first bar is the full 45 pt; the last is the
        // unwrapped width (12 × 5 = 60) less the first line's 45 = 15 pt, one line height
        // (10) lower, at the leading edge.
        let frame = try layOut(Text("aaaa bbbb cc").font(.system(size: 10)).frame(width: 45).redacted(reason: .placeholder))
        let boxes = fills(frame).map(\.box)
        #expect(boxes.count == 2)
        #expect(isClose(boxes.first, CGRect(x: 178, y: 190, width: 45, height: 10), within: 1e-6))
        #expect(isClose(boxes.last, CGRect(x: 178, y: 200, width: 15, height: 10), within: 1e-6))
    }

    @Test func aPlaceholderImageIsABoxItsSizeAndUnredactedContentDrawsAsItIs() throws {
        // A 30 × 20 image centred at (185, 190) becomes one box of that frame; the unredacted
        // text beside it in a ZStack is drawn as text.
        let frame = try layOut(ZStack {
            Image(systemName: "star").resizable().frame(width: 30, height: 20)
            Text("kept").unredacted()
        }.redacted(reason: .placeholder))
        #expect(frame.drawnTexts.map(\.string) == ["kept"])
        #expect(fills(frame).map(\.box).contains { isClose($0, CGRect(x: 185, y: 190, width: 30, height: 20), within: 1e-6) })
    }

    @Test func privacyRedactsOnlyPrivacySensitiveViewsAndReasonsAddUp() throws {
        // Under `.privacy`, the sensitive text is a bar and the other stays text.
        let frame = try layOut(VStack {
            Text("public")
            Text("secret").privacySensitive()
        }.redacted(reason: .privacy))
        #expect(frame.drawnTexts.map(\.string) == ["public"])
        #expect(fills(frame).count == 1)
        // A nested `redacted` adds its reason to the enclosing ones.
        var reasons: RedactionReasons = []
        _ = try layOut(Text("x").background(ReasonsReader { reasons = $0 })
            .redacted(reason: .invalidated).redacted(reason: .privacy))
        #expect(reasons == [.privacy, .invalidated])
    }
}

/// Hands the redaction reasons it is made under to `read`.
private struct ReasonsReader: View {
    @Environment(\.redactionReasons) private var reasons
    let read: (RedactionReasons) -> Void
    var body: some View {
        read(reasons)
        return Color.clear
    }
}
