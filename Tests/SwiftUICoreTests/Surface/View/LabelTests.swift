import Foundation
import Testing
@testable import SwiftUICore

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

    @Test func anIconOnlyLabelsButtonIsTappedByTheTitleItHides() throws {
        let play = player(RenderScene("favorite", duration: 1, fps: 10, script: [.tap("Favorite", at: 0.2)]) {
            FavoriteToggle()
        })
        // Before the tap the symbol is the outline; the tap found the button by its hidden title.
        #expect(try play.at(0.1).geometry(named: "state")?.frame.width == 10)
        let after = try play.at(0.3)
        #expect(after.drawnTexts.isEmpty)
        #expect(after.geometry(named: "state")?.frame.width == 30)
    }
}

/// An icon-only button, as a card's favourite button is written.
private struct FavoriteToggle: View {
    @State private var isFavorite = false
    var body: some View {
        VStack {
            Button { isFavorite.toggle() } label: {
                Label("Favorite", systemImage: isFavorite ? "heart.fill" : "heart").labelStyle(.iconOnly)
            }
            Color.red.frame(width: isFavorite ? 30 : 10, height: 10).accessibilityIdentifier("state")
        }
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
