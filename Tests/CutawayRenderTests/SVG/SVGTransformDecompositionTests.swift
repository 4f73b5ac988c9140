import Cutaway
import Foundation
import Testing
@testable import CutawayRender

struct SVGTransformDecompositionTests {
    /// translate · rotate · scale · skewX multiplied back, from the printed values.
    static func recomposed(_ parts: SVGTransformDecomposition) -> [Double] {
        let translate = parts.translate.split(separator: " ").map { Double($0)! }
        let scale = parts.scale.split(separator: " ").map { Double($0)! }
        let angle = Double(parts.rotate)! * .pi / 180
        let shear = tan(Double(parts.skewX)! * .pi / 180)
        // R · S · K with K = [1 shear; 0 1]: columns (a, b) and (c, d).
        let (cosine, sine) = (cos(angle), sin(angle))
        let a = cosine * scale[0], b = sine * scale[0]
        let c = cosine * scale[0] * shear - sine * scale[1]
        let d = sine * scale[0] * shear + cosine * scale[1]
        return [a, b, c, d, translate[0], translate[1]]
    }

    @Test(arguments: [
        DisplayTransform.identity,
        .translation(x: 3, y: -4),
        .scale(x: 2, y: 0.5, anchor: CGPoint(x: 10, y: 20)),
        DisplayTransform(a: 0, b: 1, c: -1, d: 0, tx: 5, ty: 5),
        DisplayTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0),
        DisplayTransform(a: -1, b: 0, c: 0, d: 1, tx: 0, ty: 0),
        DisplayTransform(a: 0.8, b: 0.3, c: -0.2, d: 1.4, tx: -7, ty: 2),
    ])
    func decompositionRecomposes(transform: DisplayTransform) {
        let values = Self.recomposed(SVGTransformDecomposition(transform))
        let expected = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map { Double($0) }
        for (value, target) in zip(values, expected) {
            #expect(abs(value - target) < 1e-5, "\(values) versus \(expected)")
        }
    }

    @Test func singularTransformScalesToNothing() {
        let parts = SVGTransformDecomposition(DisplayTransform(a: 0, b: 0, c: 1, d: 1, tx: 2, ty: 3))
        #expect(parts.scale == "0 0")
        #expect(parts.translate == "2 3")
    }
}
