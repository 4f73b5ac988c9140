import Cutaway
import CutawayExamples
import Foundation
import Testing
@testable import CutawayRender

/// The rasterizer's shortcut must not change a pixel: a frame that covers every pixel is drawn
/// into storage that was not cleared first. Every built-in scene, sampled through its
/// animations (fades included), with and without it.
@Suite struct RasterShortcutTests {
    @Test(arguments: ExampleScenes.all().map(\.name))
    func theShortcutChangesNoPixel(_ name: String) throws {
        let engine = try PangoTextEngine()
        let fast = CairoRasterizer(textEngine: engine)
        let plain = CairoRasterizer(textEngine: engine)
        plain.skipsClearingCoveredCanvas = false
        let scene = try #require(ExampleScenes.named(name))
        let player = Player(scene: scene, textEngine: engine)
        var differing: [Int] = [], groups = 0
        for index in 0..<scene.frameCount {
            let list = try player.frame(at: index).displayList
            guard index % 3 == 0 else { continue }
            groups += list.allItems.filter { if case .group(.opacity, _, _) = $0 { true } else { false } }.count
            if fast.render(list, scale: 2) != plain.render(list, scale: 2) { differing.append(index) }
        }
        #expect(differing.isEmpty, "\(name): frames \(differing.prefix(8)) differ")
        // The animated scenes fade something: groups drawn over uncleared storage too.
        if scene.frameCount > 1 { #expect(groups > 0, "\(name) drew no opacity group") }
    }

    @Test func aFrameThatDoesNotCoverTheCanvasIsCleared() throws {
        let engine = try PangoTextEngine()
        // A canvas of part pixels, and a clear background: neither may skip clearing.
        let half = DisplayList(size: CGSize(width: 10.5, height: 4), items: [
            .fill(Path(CGRect(x: 0, y: 0, width: 10.5, height: 4)), color: .init(red: 1, green: 0, blue: 0), element: ElementID("canvas")),
        ])
        let clear = DisplayList(size: CGSize(width: 10, height: 4), items: [
            .fill(Path(CGRect(x: 0, y: 0, width: 10, height: 4)), color: .init(red: 1, green: 0, blue: 0, opacity: 0.5), element: ElementID("canvas")),
        ])
        #expect(!CairoRasterizer.coversEveryPixel(half, scale: 1))
        #expect(CairoRasterizer.coversEveryPixel(half, scale: 2))
        #expect(!CairoRasterizer.coversEveryPixel(clear, scale: 1))
        let image = CairoRasterizer(textEngine: engine).render(half, scale: 1)
        // The last column is half covered: half-transparent red, premultiplied.
        #expect(image.pixel(x: 10, y: 0) >> 24 == 128 || image.pixel(x: 10, y: 0) >> 24 == 127)
    }
}
