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

/// A style that shows a configuration's label larger: its body holds `Label(configuration)`.
private struct LargeLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        Label(configuration).font(.system(size: 40))
    }
}

struct LabelConfigurationTests {
    @Test func aStyleThatHoldsItsConfigurationsLabelDrawsItOnceInTheDefaultStyle() throws {
        let frame = try layOut(width: 300, height: 100, Label("ab", systemImage: "star").labelStyle(LargeLabelStyle()))
        let texts = frame.geometry.filter { $0.typeName == "Text" }
        // One title, 40 points tall (the test engine's text is its font size tall).
        #expect(texts.count == 1 && texts.first?.frame.height == 40)
    }
}
