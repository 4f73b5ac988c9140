import Foundation

/// A colour as Core Graphics holds it: its components in the sRGB colour space (red, green,
/// blue, alpha) or in grey (white, alpha). Linux's Foundation has no Core Graphics, so Cutaway
/// defines the little of `CGColor` that SwiftUI code uses with colours: making one from its
/// components, reading them back, and `Color(cgColor:)`.
public final class CGColor: Hashable, @unchecked Sendable {
    /// The colour's components, the alpha last.
    public let components: [CGFloat]?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, alpha]
    }

    public var numberOfComponents: Int { components?.count ?? 0 }
    public var alpha: CGFloat { components?.last ?? 1 }

    /// The components as red, green, blue and alpha (grey spread over the three).
    var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let values = components ?? [0, 1]
        if values.count == 2 { return (values[0], values[0], values[0], values[1]) }
        return (values[0], values[1], values[2], values[3])
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(components)
    }
}

extension Color {
    /// The colour of a Core Graphics colour.
    public init(cgColor: CGColor) {
        let rgba = cgColor.rgba
        self.init(red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue), opacity: Double(rgba.alpha))
    }
}
