import Foundation
import Testing
@testable import SwiftUICore

struct MaterialTests {
    /// Every material drawn in a frame, depth first.
    private func materials(in frame: Frame) -> [(path: Path, paint: MaterialPaint)] {
        frame.displayList.allItems.compactMap { item in
            guard case .material(let path, let paint, _) = item else { return nil }
            return (path, paint)
        }
    }

    @Test func theNumbersOfEachMaterialAreThoseOfItsTable() {
        // `Material`'s table: σ 30 and saturation 1.8 everywhere; the tints' opacities, light
        // white and dark #252525, from the iOS 18 Figma kit (Haze's `CupertinoMaterials`),
        // ultraThick's extrapolated, the bar's taken as regular's.
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let expected: [(Material, light: Double, dark: Double)] = [
            (.ultraThin, 0.44, 0.55), (.thin, 0.70, 0.70), (.regular, 0.82, 0.82), (.thick, 0.97, 0.90),
            (.ultraThick, 0.99, 0.95), (.bar, 0.82, 0.82),
        ]
        for (material, light, darkOpacity) in expected {
            #expect(material.paint(in: EnvironmentValues()) == MaterialPaint(
                blurRadius: 30, saturation: 1.8, tint: Color.Resolved(red: 1, green: 1, blue: 1, opacity: light)))
            #expect(material.paint(in: dark) == MaterialPaint(
                blurRadius: 30, saturation: 1.8, tint: Color.Resolved(red: 37.0 / 255, green: 37.0 / 255, blue: 37.0 / 255, opacity: darkOpacity)))
            // Where one colour stands in (a text's foreground), it is the tint.
            #expect(material.resolve(in: dark) == material.paint(in: dark).tint)
        }
    }

    @Test func aBackgroundOfAMaterialIsAMaterialOverTheViewsFrame() throws {
        let frame = try layOut(width: 200, height: 100, Color.red.frame(width: 40, height: 20).background(.ultraThinMaterial))
        let drawn = materials(in: frame)
        #expect(drawn.count == 1)
        #expect(drawn.first?.path.boundingRect == CGRect(x: 80, y: 40, width: 40, height: 20))
        #expect(drawn.first?.paint == Material.ultraThin.paint(in: EnvironmentValues()))
    }

    @Test func aMaterialFillsAShapeInEveryFormSwiftUIWrites() throws {
        let frame = try layOut(width: 200, height: 100, VStack(spacing: 0) {
            Rectangle().fill(.thinMaterial).frame(width: 10, height: 10)
            Text("card").padding().background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
            Circle().foregroundStyle(.thickMaterial).frame(width: 10, height: 10)
            Capsule().fill(.bar).frame(width: 10, height: 10)
        })
        #expect(materials(in: frame).map(\.paint) == [Material.thin, .regular, .thick, .bar].map { $0.paint(in: EnvironmentValues()) })
    }

    @Test func aStrokeOfAMaterialIsItsTint() throws {
        let frame = try layOut(width: 50, height: 50, Circle().stroke(.ultraThickMaterial, lineWidth: 2).frame(width: 20, height: 20))
        #expect(materials(in: frame).isEmpty)
        let tint = Material.ultraThick.paint(in: EnvironmentValues()).tint
        #expect(frame.displayList.allItems.contains { if case .stroke(_, tint, _, _) = $0 { true } else { false } })
    }

    @Test func backgroundWithNoStyleIsTheSystemBackground() throws {
        let frame = try layOut(width: 50, height: 50, Color.clear.frame(width: 20, height: 20).background())
        let white = Color.systemBackground.resolve(in: EnvironmentValues())
        #expect(frame.displayList.allItems.contains { if case .fill(_, white, _) = $0 { true } else { false } })
    }
}
