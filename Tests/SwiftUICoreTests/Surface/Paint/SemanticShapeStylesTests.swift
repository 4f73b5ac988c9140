import Foundation
import Testing
@testable import SwiftUICore

struct SemanticShapeStylesTests {
    private func environment(_ scheme: ColorScheme = .light, _ update: (inout EnvironmentValues) -> Void = { _ in }) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        update(&environment)
        return environment
    }

    /// A colour from 8-bit components, as UIKit's tables give them.
    private func rgb(_ red: Int, _ green: Int, _ blue: Int, _ opacity: Double = 1) -> Color.Resolved {
        Color.Resolved(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, opacity: opacity)
    }

    /// The colour a view filled with `style` draws, in `scheme`.
    private func drawnColor<S: ShapeStyle>(_ style: S, _ scheme: ColorScheme = .light) throws -> Color.Resolved? {
        let frame = try layOut(Rectangle().fill(style).frame(width: 10, height: 10).environment(\.colorScheme, scheme))
        guard case .fill(_, let color, _)? = frame.drawnItems.last?.item else { return nil }
        return color
    }

    @Test func tintIsTheSystemBlueUntilATintOrAccentColourIsSet() {
        // iOS's systemBlue: #007AFF light, #0A84FF dark (UIKit).
        #expect(TintShapeStyle().resolve(in: environment()) == rgb(0, 122, 255))
        #expect(TintShapeStyle().resolve(in: environment(.dark)) == rgb(10, 132, 255))
        #expect(TintShapeStyle().resolve(in: environment { $0.accentColor = .green }) == rgb(52, 199, 89))
        #expect(TintShapeStyle().resolve(in: environment { $0.accentColor = .green; $0.tint = AnyShapeStyle(Color.red) }) == rgb(255, 59, 48))
        #expect(Color.accentColor.resolve(in: environment { $0.accentColor = .orange }) == rgb(255, 149, 0))
    }

    @Test func theTintAndAccentColourModifiersReachTheViewsBelow() throws {
        #expect(try drawnColor(.tint) == rgb(0, 122, 255))
        let tinted = try layOut(Rectangle().fill(.tint).frame(width: 10, height: 10).tint(.pink))
        guard case .fill(_, let color, _)? = tinted.drawnItems.last?.item else { Issue.record("no fill"); return }
        #expect(color == rgb(255, 45, 85))  // systemPink, light
        let accented = try layOut(Rectangle().fill(Color.accentColor).frame(width: 10, height: 10).accentColor(.purple))
        guard case .fill(_, let accent, _)? = accented.drawnItems.last?.item else { Issue.record("no fill"); return }
        #expect(accent == rgb(175, 82, 222))  // systemPurple, light
    }

    @Test func foregroundIsTheForegroundStyleElseTheLabelColour() {
        #expect(ForegroundStyle().resolve(in: environment()) == rgb(0, 0, 0))
        #expect(ForegroundStyle().resolve(in: environment(.dark)) == rgb(255, 255, 255))
        #expect(ForegroundStyle().resolve(in: environment { $0.foregroundStyle = AnyShapeStyle(Color.red) }) == rgb(255, 59, 48))
        // A foreground style of `.foreground` itself is the label colour, not a loop.
        #expect(ForegroundStyle().resolve(in: environment { $0.foregroundStyle = AnyShapeStyle(ForegroundStyle()) }) == rgb(0, 0, 0))
    }

    @Test func backgroundIsTheSystemBackgroundUnlessSet() {
        #expect(BackgroundStyle().resolve(in: environment()) == rgb(255, 255, 255))
        #expect(BackgroundStyle().resolve(in: environment(.dark)) == rgb(0, 0, 0))
        #expect(BackgroundStyle().resolve(in: environment { $0.backgroundStyle = AnyShapeStyle(Color.mint) }) == rgb(0, 199, 190))
    }

    @Test func theRoleStylesAreUIKitsColours() {
        // UIKit's separator, placeholderText and link (light / dark), as tabled in
        // noahgilmore.com/blog/dark-mode-uicolor-compatibility.
        #expect(SeparatorShapeStyle().resolve(in: environment()) == rgb(60, 60, 67, 0.29))
        #expect(SeparatorShapeStyle().resolve(in: environment(.dark)) == rgb(84, 84, 88, 0.6))
        #expect(PlaceholderTextShapeStyle().resolve(in: environment()) == rgb(60, 60, 67, 0.3))
        #expect(PlaceholderTextShapeStyle().resolve(in: environment(.dark)) == rgb(235, 235, 245, 0.3))
        #expect(LinkShapeStyle().resolve(in: environment()) == rgb(0, 122, 255))
        #expect(LinkShapeStyle().resolve(in: environment(.dark)) == rgb(9, 132, 255))
    }

    @Test func theFillsStepThroughUIKitsSystemFills() {
        // systemFill … quaternarySystemFill, light then dark (same table).
        let light = [rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.16), rgb(118, 118, 128, 0.12), rgb(116, 116, 128, 0.08)]
        let dark = [rgb(120, 120, 128, 0.36), rgb(120, 120, 128, 0.32), rgb(118, 118, 128, 0.24), rgb(118, 118, 128, 0.18)]
        let styles: [any ShapeStyle] = [FillShapeStyle(), FillShapeStyle().secondary, FillShapeStyle().tertiary, FillShapeStyle().quaternary]
        for (index, style) in styles.enumerated() {
            #expect(style.resolve(in: environment()) == light[index])
            #expect(style.resolve(in: environment(.dark)) == dark[index])
        }
    }

    @Test func aColoursLowerLevelsTakeTheLabelLevelsOpacities() {
        // secondaryLabel's 0.6 and tertiaryLabel's 0.3 of the primary label's opacity (light).
        #expect(Color.red.secondary.resolve(in: environment()) == rgb(255, 59, 48, 0.6))
        #expect(Color.red.tertiary.resolve(in: environment()) == rgb(255, 59, 48, 0.3))
        // The foreground's levels are the label colours.
        #expect(ForegroundStyle().secondary.resolve(in: environment()) == rgb(60, 60, 67, 0.6))
    }

    @Test func opacityMultipliesAStylesOpacity() throws {
        #expect(TintShapeStyle().opacity(0.5).resolve(in: environment()) == rgb(0, 122, 255, 0.5))
        #expect(try drawnColor(SeparatorShapeStyle().opacity(0.5)) == rgb(60, 60, 67, 0.145))
    }

    @Test func aGradientsOpacityReachesEveryStop() throws {
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        let frame = try layOut(Rectangle().fill(gradient.opacity(0.25)).frame(width: 10, height: 10))
        guard case .gradient(_, let paint, _, _)? = frame.drawnItems.last?.item else { Issue.record("no gradient"); return }
        #expect(paint.stops.map(\.color.opacity) == [0.25, 0.25])
    }

    @Test func uiKitColourNamesMakeColours() {
        #expect(Color(.secondarySystemGroupedBackground).resolve(in: environment()) == rgb(255, 255, 255))
        #expect(Color(.secondarySystemGroupedBackground).resolve(in: environment(.dark)) == rgb(28, 28, 30))
        #expect(Color(uiColor: .systemGray4).resolve(in: environment()) == rgb(209, 209, 214))
        #expect(Color(uiColor: .tertiarySystemFill).resolve(in: environment(.dark)) == rgb(118, 118, 128, 0.24))
        #expect(Color(UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.5)).resolve(in: environment()) == Color.Resolved(red: 1, green: 0.5, blue: 0, opacity: 0.5))
        #expect(Color(white: 0.5, opacity: 0.25).resolve(in: environment()) == Color.Resolved(red: 0.5, green: 0.5, blue: 0.5, opacity: 0.25))
    }
}
