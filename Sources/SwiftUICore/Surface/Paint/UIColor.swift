import Foundation

/// UIKit's colour type, as far as SwiftUI code names it: its semantic colours, so that
/// `Color(.secondarySystemGroupedBackground)` and `Color(uiColor: .systemBlue)` compile and
/// draw as on iOS (where `import SwiftUI` brings UIKit's `UIColor` with it).
///
/// Design boundaries: a value wrapping a `Color`, not UIKit's class: no dynamic providers,
/// patterns or trait collections; a colour resolves in the appearance of the view that draws it.
public struct UIColor: Hashable, Sendable {
    let color: Color

    init(_ system: SystemColor) {
        color = Color(.system(system, opacity: 1))
    }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: red, green: green, blue: blue, opacity: alpha)
    }

    public init(white: CGFloat, alpha: CGFloat) {
        color = Color(white: white, opacity: alpha)
    }

    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        color = Color(hue: hue, saturation: saturation, brightness: brightness, opacity: alpha)
    }

    /// The same colour at `alpha` (for a semantic colour with an alpha of its own, such as
    /// `secondaryLabel`, `alpha` multiplies it).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch color.provider {
        case .resolved(var resolved):
            resolved.opacity = alpha
            return UIColor(color: Color(.resolved(resolved)))
        case .system(let system, _):
            return UIColor(color: Color(.system(system, opacity: alpha)))
        case .accent:
            return UIColor(color: Color(.accent(opacity: alpha)))
        case .named(let name, let bundle, _):
            return UIColor(color: Color(.named(name, bundle: bundle, opacity: alpha)))
        }
    }

    /// The colour set `name` of the app's asset catalogs (see `Color(_:bundle:)`), or `nil`
    /// when none has that name (looked up now, in the main bundle and the package's
    /// resources, as UIKit does).
    public init?(named name: String) {
        self.init(named: name, bundleURL: nil)
    }

    /// The colour set `name` in the bundle at `bundleURL` (`nil`: the main bundle and the
    /// package's resources), or `nil` when none has that name or it cannot be read.
    init?(named name: String, bundleURL: URL?) {
        guard ImageCatalog().color(named: name, bundle: bundleURL, colorScheme: .light) != nil else { return nil }
        color = Color(.named(name, bundle: bundleURL, opacity: 1))
    }

    fileprivate init(color: Color) {
        self.color = color
    }
}

extension UIColor {
    // UIKit's system and semantic colours (values in `SystemColor`).
    public static let systemRed = UIColor(.red)
    public static let systemOrange = UIColor(.orange)
    public static let systemYellow = UIColor(.yellow)
    public static let systemGreen = UIColor(.green)
    public static let systemMint = UIColor(.mint)
    public static let systemTeal = UIColor(.teal)
    public static let systemCyan = UIColor(.cyan)
    public static let systemBlue = UIColor(.blue)
    public static let systemIndigo = UIColor(.indigo)
    public static let systemPurple = UIColor(.purple)
    public static let systemPink = UIColor(.pink)
    public static let systemBrown = UIColor(.brown)
    public static let systemGray = UIColor(.gray)
    public static let systemGray2 = UIColor(.gray2)
    public static let systemGray3 = UIColor(.gray3)
    public static let systemGray4 = UIColor(.gray4)
    public static let systemGray5 = UIColor(.gray5)
    public static let systemGray6 = UIColor(.gray6)
    public static let label = UIColor(.label)
    public static let secondaryLabel = UIColor(.secondaryLabel)
    public static let tertiaryLabel = UIColor(.tertiaryLabel)
    public static let quaternaryLabel = UIColor(.quaternaryLabel)
    public static let placeholderText = UIColor(.placeholderText)
    public static let link = UIColor(.link)
    public static let systemFill = UIColor(.systemFill)
    public static let secondarySystemFill = UIColor(.secondarySystemFill)
    public static let tertiarySystemFill = UIColor(.tertiarySystemFill)
    public static let quaternarySystemFill = UIColor(.quaternarySystemFill)
    public static let systemBackground = UIColor(.systemBackground)
    public static let secondarySystemBackground = UIColor(.secondarySystemBackground)
    public static let tertiarySystemBackground = UIColor(.tertiarySystemBackground)
    public static let systemGroupedBackground = UIColor(.systemGroupedBackground)
    public static let secondarySystemGroupedBackground = UIColor(.secondarySystemGroupedBackground)
    public static let tertiarySystemGroupedBackground = UIColor(.tertiarySystemGroupedBackground)
    public static let separator = UIColor(.separator)
    public static let opaqueSeparator = UIColor(.opaqueSeparator)
    public static let tintColor = UIColor(color: .accentColor)

    // UIKit's plain colours: fixed sRGB components, the same in light and dark (UIColor's
    // documentation gives each: magenta (1, 0, 1), orange (1, 0.5, 0), purple (0.5, 0, 0.5),
    // brown (0.6, 0.4, 0.2), the greys as white levels 1/3, 0.5 and 2/3).
    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    public static let darkText = UIColor(white: 0, alpha: 1)
}
