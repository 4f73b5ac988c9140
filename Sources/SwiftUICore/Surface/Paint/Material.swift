import Foundation

/// A background material: the content behind it, blurred, made more colourful and tinted, in
/// the five thicknesses SwiftUI names and the style of system bars.
///
/// Why a shape style and not a colour: SwiftUI's materials (`.background(.thinMaterial)`,
/// `Rectangle().fill(.ultraThinMaterial)`) show what lies beneath them, so the paint is worked
/// out when drawn, from the frame so far (`MaterialPaint`, `DisplayItem.material`). Where a
/// single colour stands in for it (a text's foreground, a stroke, a canvas's shading), it is
/// its tint.
///
/// The numbers, per thickness, light and dark (`parameters(in:)`):
///
/// | material | blur σ (pt) | saturation | light tint | dark tint |
/// |---|---|---|---|---|
/// | ultraThin | 30 | 1.8 | white, 0.44 | #252525, 0.55 |
/// | thin | 30 | 1.8 | white, 0.70 | #252525, 0.70 |
/// | regular | 30 | 1.8 | white, 0.82 | #252525, 0.82 |
/// | thick | 30 | 1.8 | white, 0.97 | #252525, 0.90 |
/// | ultraThick | 30 | 1.8 | white, 0.99 | #252525, 0.95 |
/// | bar | 30 | 1.8 | white, 0.82 | #252525, 0.82 |
///
/// Where they come from, and which are estimates (Apple publishes none of them):
/// - The blur, 30, and the saturation, 1.8: the `blurRadius` and `saturationDeltaFactor` of
///   UIKit's private `_UIBackdropViewSettingsLight`, the iOS 7 light backdrop the later
///   materials grew from (class dumps collected on iphonedev.wiki, "UIBackdropView"). The blur
///   is a `CAFilter` Gaussian's input radius, taken here as its standard deviation, as Core
///   Image's Gaussian blur takes its radius. An estimate for iOS 15's materials, which ship as
///   compiled CoreMaterial recipes: one blur for every thickness, as Haze's
///   `CupertinoMaterials` (chrisbanes/haze) also uses, is the simplification.
/// - The tint opacities, light 0.44, 0.70, 0.82, 0.97 and dark 0.55, 0.70, 0.82, 0.90 with the
///   dark colour #252525: Apple's iOS 18 Figma kit, as Haze's `CupertinoMaterials` transcribes
///   it. The kit's light foregrounds are greys (#BFBFBF…#999999) over a colour-dodge layer;
///   drawn source over as Haze draws them they come out mid-grey, not the near-white iOS
///   shows, so the light tint here is white, the grey level 1 of `_UIBackdropViewSettingsLight`
///   (an estimate). The dodge layers are left out.
/// - ultraThick (0.99, 0.95) is not in the kit: extrapolated, an estimate.
/// - `bar` (system bars draw `systemChromeMaterial`) is taken as `regular`: an estimate.
public struct Material: ShapeStyle, Hashable, Sendable {
    enum Thickness: Hashable, Sendable {
        case ultraThin, thin, regular, thick, ultraThick, bar
    }

    let thickness: Thickness

    /// A mostly translucent material.
    public static let ultraThin = Material(thickness: .ultraThin)
    /// A translucent material, more opaque than `ultraThin`.
    public static let thin = Material(thickness: .thin)
    /// A somewhat translucent material, more opaque than `thin`.
    public static let regular = Material(thickness: .regular)
    /// A mostly opaque material.
    public static let thick = Material(thickness: .thick)
    /// A mostly opaque material, more opaque than `thick`.
    public static let ultraThick = Material(thickness: .ultraThick)
    /// The material of system toolbars.
    public static let bar = Material(thickness: .bar)

    /// Where one colour stands in for the material: its tint.
    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        paint(in: environment).tint
    }

    /// How the material paints in `environment`'s colour scheme (see the table above).
    package func paint(in environment: EnvironmentValues) -> MaterialPaint {
        let isDark = environment.colorScheme == .dark
        let opacity: Double = switch thickness {
        case .ultraThin: isDark ? 0.55 : 0.44
        case .thin: 0.70
        case .regular, .bar: 0.82
        case .thick: isDark ? 0.90 : 0.97
        case .ultraThick: isDark ? 0.95 : 0.99
        }
        let tint = isDark
            ? Color.Resolved(red: 0x25 / 255, green: 0x25 / 255, blue: 0x25 / 255, opacity: opacity)
            : Color.Resolved(red: 1, green: 1, blue: 1, opacity: opacity)
        return MaterialPaint(blurRadius: 30, saturation: 1.8, tint: tint)
    }
}

extension ShapeStyle where Self == Material {
    /// A mostly translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A translucent material.
    public static var thinMaterial: Material { .thin }
    /// A somewhat translucent material.
    public static var regularMaterial: Material { .regular }
    /// A mostly opaque material.
    public static var thickMaterial: Material { .thick }
    /// A mostly opaque material, more opaque than `thickMaterial`.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of system toolbars.
    public static var bar: Material { .bar }
}
