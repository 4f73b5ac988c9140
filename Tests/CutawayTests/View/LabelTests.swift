import Foundation
import Testing
@testable import Cutaway

struct LabelTests {
    @Test func aLabelIsItsIconThenItsTitleEightPointsApartOnTheBaseline() throws {
        let graph = ViewGraph(
            root: Label("ab", systemImage: "star").font(.system(size: 20)),
            canvas: RenderCanvas(width: 200, height: 100), textEngine: SymbolTestTextEngine())
        let frame = try graph.makeFrame()
        let symbol = try #require(frame.geometry.first { $0.typeName == "Image" }).frame
        let title = try #require(frame.geometry.first { $0.typeName == "Text" }).frame
        #expect(abs(title.minX - symbol.maxX - 8) <= 1)
        // The title's baseline (its top + 0.8 × 20) is the symbol's (`ImageTests`).
        #expect(abs((title.minY + 16) - (symbol.minY + 15.9649)) <= 1)
    }

    @Test func labelStylesShowTheTitleOrTheIconAlone() throws {
        func types(_ style: some LabelStyle) throws -> [String] {
            let frame = try layOut(width: 200, height: 100, Label("ab", systemImage: "star").labelStyle(style))
            return frame.geometry.map(\.typeName).filter { $0 == "Image" || $0 == "Text" }
        }
        #expect(try types(.titleOnly) == ["Text"])
        #expect(try types(.iconOnly) == ["Image"])
        #expect(try types(.titleAndIcon) == ["Image", "Text"])
    }
}
