import Foundation

/// How a material paints what lies beneath it: the backdrop (everything drawn before it in the
/// same layer) blurred by a Gaussian, its saturation raised, then a tint laid over it.
///
/// Why a backdrop and not a colour: iOS draws a material as a view over the content behind,
/// which shows through blurred and more colourful (`UIVisualEffectView` with a
/// `UIBlurEffect`; a `CABackdropLayer` with a Gaussian blur and a colour-saturate filter,
/// then a tint layer). The order here is iOS's: blur, saturate, tint.
///
/// Design boundaries: what "beneath" means is the layer the material is drawn in, as CSS's
/// backdrop root is: a clip or a transform lets the whole frame so far through; an opacity, a
/// mask, a blend, a blur, a shadow, a colour effect or a projection draws its items into a
/// layer of their own, and a material inside one sees only what that layer drew before it.
/// A backend reads at most the shape's bounds plus three standard deviations
/// (`backdropReach`), and repeats the canvas's edge pixels past its edge, as iOS does not
/// darken a material at the screen's edge.
public struct _MaterialPaint: Equatable, Sendable {
    /// The standard deviation of the backdrop's blur, in points (as `blur(radius:)` takes it).
    public var blurRadius: CGFloat
    /// The saturation the blurred backdrop is brought to (1: as it is; `ColorMatrix.saturation`).
    public var saturation: Double
    /// What is laid over the saturated backdrop, source over, at its own opacity.
    public var tint: Color.Resolved

    public init(blurRadius: CGFloat, saturation: Double, tint: Color.Resolved) {
        (self.blurRadius, self.saturation, self.tint) = (blurRadius, saturation, tint)
    }

    /// How far past the shape's bounds the backdrop is read, in points: three standard
    /// deviations, past which a Gaussian's weight is under 0.3 %.
    public var backdropReach: CGFloat { 3 * max(0, blurRadius) }

    /// The matrix the blurred backdrop's colours go through.
    package var saturationMatrix: ColorMatrix { .saturation(saturation) }
}
