import Foundation

/// A resolved colour animates as SwiftUI's does: its components move in linear sRGB (where
/// `Color.Resolved` keeps them on iOS), so that a colour halfway between two is the mean of
/// the light they give, not of their encoded values.
extension Color.Resolved: Animatable {
    public var animatableData: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>> {
        get {
            AnimatablePair(
                AnimatablePair(Self.linear(red), Self.linear(green)), AnimatablePair(Self.linear(blue), opacity))
        }
        set {
            red = Self.encoded(newValue.first.first)
            green = Self.encoded(newValue.first.second)
            blue = Self.encoded(newValue.second.first)
            opacity = newValue.second.second
        }
    }

    /// An sRGB-encoded component in linear light (IEC 61966-2-1), extended to negative
    /// values and values above 1 by symmetry, as extended sRGB is.
    static func linear(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -linear : linear
    }

    /// A linear component encoded in sRGB: the inverse of `linear(_:)`.
    static func encoded(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }
}
