import CCairoPango
import Cutaway
import Foundation
import Testing
@testable import CutawayRender

/// Emoji in the colour emoji font (`FontLibrary+Emoji`): which font draws them, how wide one
/// is, and that it is drawn in colour where its text is.
@Suite(.serialized) struct FontLibraryEmojiTests {
    let engine: PangoTextEngine

    init() throws {
        engine = try PangoTextEngine()
    }

    /// The families of the fonts Pango chose for each run of `string`'s layout, in order.
    func families(_ string: String) -> [String] {
        let handle = engine.layout(for: TextLayoutRequest(string: string, font: .body, width: nil))
        var families: [String] = []
        let iterator = pango_layout_get_iter(handle.layout)
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator) else { continue }
            let description = pango_font_describe(run.pointee.item.pointee.analysis.font)
            families.append(String(cString: pango_font_description_get_family(description)))
            pango_font_description_free(description)
        } while pango_layout_iter_next_run(iterator) != 0
        return families
    }

    @Test func emojiTakeTheEmojiFontAndOtherCharactersKeepTheirs() {
        // 😀 is in DejaVu Sans too (black and white): the `emoji` family is what draws it.
        #expect(families("Hi 😀👍") == ["Inter", "Noto Color Emoji"])
        // UTS #51: U+FE0F turns ❤ (text by default) to an emoji, as a keycap does to "1".
        #expect(families("❤️") == ["Noto Color Emoji"])
        #expect(families("1️⃣") == ["Noto Color Emoji"])
        // Characters with text presentation stay with the fonts that drew them before.
        #expect(!families("★ ✓ ♥ ❤ ☺ 1 # ©").contains("Noto Color Emoji"))
    }

    @Test func anEmojiAdvancesByTheEmojiFontsAdvanceAtTheTextsSize() throws {
        // Every Noto Color Emoji glyph that advances advances by the font's hhea
        // advanceWidthMax (2550 of 2048 units per em): 20 pt × 2550/2048 = 24.90 pt, not the
        // 109-pixel strike's own size.
        let noto = try OpenTypeTables(path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")
        let expected = 20 * CGFloat(noto.advanceWidthMax) / CGFloat(noto.unitsPerEm)
        let one = engine.measure(TextLayoutRequest(string: "😀", font: .system(size: 20), width: nil))
        #expect(abs(one.size.width - expected) < 1.0 / 512)
        let three = engine.measure(TextLayoutRequest(string: "😀👍🎉", font: .system(size: 20), width: nil))
        #expect(abs(three.size.width - 3 * expected) < 3.0 / 512)
    }

    /// The first frame of `content` on a white 120 × 40 canvas at 2x, and its one text run.
    func drawn(_ content: some View) throws -> (image: RasterImage, run: TextRun) {
        let scene = RenderScene("emoji", canvas: RenderCanvas(width: 120, height: 40, scale: 2), duration: 0, fps: 1) {
            ZStack { Color.white; content }
        }
        let list = try Player(scene: scene, textEngine: engine).frame(at: 0).displayList
        var runs: [TextRun] = []
        for case .text(let run, _) in list.allItems { runs.append(run) }
        #expect(runs.count == 1)
        return (CairoRasterizer(textEngine: engine).render(list, scale: 2), try #require(runs.first))
    }

    @Test func anEmojiIsDrawnInColourInsideItsTextsFrame() throws {
        // Black text: a grey-level glyph has equal channels. The emoji's pixels are coloured
        // (😀 is yellow: red and green well above blue), and every coloured pixel lies in the
        // text's frame (2 pixels per point, a pixel of antialiasing either side).
        let (image, run) = try drawn(Text("A😀").font(.system(size: 24)).foregroundStyle(.black))
        let frame = CGRect(origin: run.origin, size: run.size).insetBy(dx: -0.5, dy: -0.5)
        var coloured = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image.pixel(x: x, y: y)
                let (red, green, blue) = (Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF))
                guard max(red, green, blue) - min(red, green, blue) > 64 else { continue }
                coloured += 1
                #expect(frame.contains(CGPoint(x: (CGFloat(x) + 0.5) / 2, y: (CGFloat(y) + 0.5) / 2)))
            }
        }
        // The face is about 24 × 24 pt at 2x: far more than a hundred coloured pixels.
        #expect(coloured > 100)
        // And it starts after the "A": no coloured pixel in the first glyph's advance.
        let advanceOfA = engine.measure(TextLayoutRequest(string: "A", font: .system(size: 24), width: nil)).size.width
        for y in 0..<image.height {
            for x in 0..<Int((run.origin.x + advanceOfA) * 2) - 1 {
                let pixel = image.pixel(x: x, y: y)
                let (red, green, blue) = (Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF))
                #expect(max(red, green, blue) - min(red, green, blue) <= 64)
            }
        }
    }

    @Test func anEmojiDrawsTheSameBytesEveryTime() throws {
        let first = try drawn(Text("😀👍").font(.title)).image
        let second = try drawn(Text("😀👍").font(.title)).image
        #expect(first.bytes == second.bytes)
    }
}
