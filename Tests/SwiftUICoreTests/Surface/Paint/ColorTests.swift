import Foundation
import Testing
@testable import SwiftUICore

struct ColorTests {
    private func components(_ color: Color) -> [Double] {
        let resolved = color.resolve(in: EnvironmentValues())
        return [resolved.red, resolved.green, resolved.blue, resolved.opacity]
    }

    @Test func hueSaturationAndBrightnessConvertAsTheHSVModel() {
        // Hue in sixths of a turn: 0 red, 1/3 green, 2/3 blue; full saturation and brightness.
        #expect(components(Color(hue: 0, saturation: 1, brightness: 1)) == [1, 0, 0, 1])
        #expect(components(Color(hue: 1.0 / 3, saturation: 1, brightness: 1)) == [0, 1, 0, 1])
        #expect(components(Color(hue: 2.0 / 3, saturation: 1, brightness: 1)) == [0, 0, 1, 1])
        // Cyan at half saturation: V = 1, min = V·(1 − S) = 0.5; red is the minimum.
        #expect(components(Color(hue: 0.5, saturation: 0.5, brightness: 1, opacity: 0.25)) == [0.5, 1, 1, 0.25])
        // A hue of 1 is a full turn: red again.
        #expect(components(Color(hue: 1, saturation: 1, brightness: 0.5)) == [0.5, 0, 0, 1])
    }

    @Test func aColorLiteralIsItsComponents() {
        let literal: Color = #colorLiteral(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)
        #expect(components(literal) == [0.25, 0.5, 0.75, 1])
        #expect(components(Color(.sRGB, red: 0.1, green: 0.2, blue: 0.3, opacity: 0.4)) == [0.1, 0.2, 0.3, 0.4])
    }

    /// A bundle folder whose asset catalog holds `Accent` (red in light mode, blue in dark).
    private func bundle() throws -> (Bundle, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cutaway-named-\(UUID().uuidString)")
        let set = folder.appendingPathComponent("Assets.xcassets/Accent.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(ImageCatalogColorsTests.redAndBlue.utf8).write(to: set.appendingPathComponent("Contents.json"))
        return (try #require(Bundle(url: folder)), folder)
    }

    private func fills(_ frame: Frame) -> [Color.Resolved] {
        frame.displayList.allItems.dropFirst().compactMap { item in
            if case .fill(_, let color, _) = item { color } else { nil }
        }
    }

    @Test func aNamedColorIsItsColorSetsInTheViewsColorScheme() throws {
        let (bundle, folder) = try bundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (scheme, expected) in [(ColorScheme.light, Color.Resolved(red: 1, green: 0, blue: 0)), (.dark, Color.Resolved(red: 0, green: 0, blue: 1))] {
            let graph = ViewGraph(root: Color("Accent", bundle: bundle).frame(width: 10, height: 10),
                                  canvas: RenderCanvas(width: 20, height: 20, colorScheme: scheme), textEngine: MonospacedTestTextEngine())
            #expect(fills(try graph.makeFrame()) == [expected])
            #expect(graph.images.notices.isEmpty)
        }
        // The environment's scheme, not the canvas's; an opacity multiplies the set's alpha.
        let graph = ViewGraph(
            root: Color("Accent", bundle: bundle).opacity(0.5).frame(width: 10, height: 10).environment(\.colorScheme, .dark),
            canvas: RenderCanvas(width: 20, height: 20), textEngine: MonospacedTestTextEngine())
        #expect(fills(try graph.makeFrame()) == [Color.Resolved(red: 0, green: 0, blue: 1, opacity: 0.5)])
    }

    @Test func aNameWithoutAColorSetIsClearAndNotedOnce() throws {
        let (bundle, folder) = try bundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        let graph = ViewGraph(
            root: VStack { Color("Nope", bundle: bundle); Rectangle().fill(Color("Nope", bundle: bundle)) }.frame(width: 10, height: 20),
            canvas: RenderCanvas(width: 20, height: 20), textEngine: MonospacedTestTextEngine())
        #expect(fills(try graph.makeFrame()) == [Color.clear.resolve(in: EnvironmentValues()), Color.clear.resolve(in: EnvironmentValues())])
        #expect(graph.images.notices == [.missingColor("Nope")])
        // Resolved on its own, with no graph's catalogue, a named colour is clear.
        #expect(Color("Accent", bundle: bundle).resolve(in: EnvironmentValues()) == Color.clear.resolve(in: EnvironmentValues()))
    }

    @Test func uiColorNamedIsNilWithoutAColorSet() throws {
        let (bundle, folder) = try bundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(UIColor(named: "No Such Colour Anywhere") == nil)
        let named = try #require(UIColor(named: "Accent", bundleURL: bundle.bundleURL))
        #expect(Color(named) == Color("Accent", bundle: bundle))
        #expect(UIColor(named: "Nope", bundleURL: bundle.bundleURL) == nil)
    }
}
