import Foundation

/// A resolved colour animates as SwiftUI's does: its components move in linear sRGB (where
/// `Color.Resolved` keeps them on iOS), so that a colour halfway between two is the mean of
/// the light they give, not of their encoded values (sRGB's transfer function, as the colour
/// sets of asset catalogs decode and encode it: `ColorSet.decode(_:)`, `ColorSet.encode(_:)`).
extension Color.Resolved: Animatable {
    public var animatableData: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>> {
        get {
            AnimatablePair(
                AnimatablePair(ColorSet.decode(red), ColorSet.decode(green)), AnimatablePair(ColorSet.decode(blue), opacity))
        }
        set {
            red = ColorSet.encode(newValue.first.first)
            green = ColorSet.encode(newValue.first.second)
            blue = ColorSet.encode(newValue.second.first)
            opacity = newValue.second.second
        }
    }
}
