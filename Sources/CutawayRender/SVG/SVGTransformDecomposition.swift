import Cutaway
import Foundation

/// An affine transform as SMIL can animate it: `translate · rotate · scale · skewX`.
///
/// Why: `<animateTransform>` has no `matrix` type, so a transform that changes across frames
/// is animated as four stacked parts (the first replacing the base `transform`, the others
/// added with `additive="sum"`, which post-multiplies in the order written).
///
/// How: for the linear part M = [a c; b d], the rotation θ = atan2(b, a) turns the first
/// column onto the x axis; what remains, R(−θ)·M = [sx m; 0 sy], is scale(sx, sy)·skewX(φ)
/// with tan φ = m / sx. A singular M (sx = 0 or sy = 0) maps every shape to a line, which
/// draws nothing, so it becomes scale(0 0).
struct SVGTransformDecomposition: Equatable {
    var translate: String
    var rotate: String
    var scale: String
    var skewX: String

    static let identity = SVGTransformDecomposition(translate: "0 0", rotate: "0", scale: "1 1", skewX: "0")

    init(translate: String, rotate: String, scale: String, skewX: String) {
        (self.translate, self.rotate, self.scale, self.skewX) = (translate, rotate, scale, skewX)
    }

    init(_ transform: DisplayTransform) {
        let (a, b, c, d) = (Double(transform.a), Double(transform.b), Double(transform.c), Double(transform.d))
        translate = SVGFormat.number(transform.tx, decimals: 6) + " " + SVGFormat.number(transform.ty, decimals: 6)
        let scaleX = (a * a + b * b).squareRoot()
        let angle = atan2(b, a)
        let shear = cos(angle) * c + sin(angle) * d
        let scaleY = -sin(angle) * c + cos(angle) * d
        guard scaleX != 0, scaleY != 0 else {
            (rotate, scale, skewX) = ("0", "0 0", "0")
            return
        }
        let degrees = 180 / Double.pi
        rotate = SVGFormat.number(angle * degrees, decimals: 6)
        scale = SVGFormat.number(scaleX, decimals: 6) + " " + SVGFormat.number(scaleY, decimals: 6)
        skewX = SVGFormat.number(atan(shear / scaleX) * degrees, decimals: 6)
    }
}
