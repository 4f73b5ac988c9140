import Foundation
import Testing
@testable import SwiftUICore

/// The colour effects' matrices, against the Filter Effects specification's definitions
/// written out here as the specification gives them (sums of constant matrices), and their
/// composition against applying one after the other.
struct ColorMatrixTests {
    typealias Matrix = [[Double]]

    /// The specification's luminance weights for "saturate" and "hueRotate", one row per
    /// output channel (the matrix L, whose every row is the weights).
    let luminance: Matrix = [[0.213, 0.715, 0.072], [0.213, 0.715, 0.072], [0.213, 0.715, 0.072]]
    let identity3: Matrix = [[1, 0, 0], [0, 1, 0], [0, 0, 1]]

    func sum(_ terms: [(Double, Matrix)]) -> Matrix {
        (0..<3).map { i in (0..<3).map { j in terms.reduce(0) { $0 + $1.0 * $1.1[i][j] } } }
    }

    /// The 3×3 colour part of a matrix and its fifth column, as Doubles.
    func parts(_ matrix: ColorMatrix) -> (rgb: Matrix, offsets: [Double], alphaRow: [Double]) {
        let rows = matrix.rows.map { $0.map(Double.init) }
        return (rows[0..<3].map { Array($0[0..<3]) }, rows.map { $0[4] }, rows[3])
    }

    func expectClose(_ a: Matrix, _ b: Matrix, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        let worst = zip(a.joined(), b.joined()).map { abs($0 - $1) }.max() ?? 0
        // The matrix is kept in Float: about 7 digits.
        #expect(worst < 1e-6, comment, sourceLocation: sourceLocation)
    }

    /// `matrix` applied to a straight colour, clamped as a backend clamps.
    func apply(_ matrix: ColorMatrix, to color: [Double]) -> [Double] {
        matrix.rows.map { row in
            let value = (0..<4).reduce(Double(row[4])) { $0 + Double(row[$1]) * color[$1] }
            return min(1, max(0, value))
        }
    }

    @Test func theIdentityChangesNothingAndEveryEffectAtRestIsIt() {
        #expect(ColorMatrix().isIdentity)
        #expect(ColorMatrix.brightness(0).isIdentity)
        #expect(ColorMatrix.contrast(1).isIdentity)
        #expect(ColorMatrix.grayscale(0) == ColorMatrix.saturation(1))
        expectClose(parts(.saturation(1)).rgb, identity3)
        expectClose(parts(.hueRotation(.zero)).rgb, identity3)
        #expect(ColorMatrix.colorMultiply(Color.Resolved(red: 1, green: 1, blue: 1)).isIdentity)
    }

    @Test func saturateIsTheSpecificationsSumOfTheLuminanceAndTheRest() {
        // Filter Effects §9.6: saturate(s) = L + s·(I − L).
        for s in [0, 0.25, 0.5, 1, 2] {
            let expected = sum([(1, luminance), (s, identity3), (-s, luminance)])
            let (rgb, offsets, alphaRow) = parts(.saturation(s))
            expectClose(rgb, expected, "s = \(s)")
            #expect(offsets == [0, 0, 0, 0] && alphaRow == [0, 0, 0, 1, 0])
        }
        // Below zero SwiftUI takes zero.
        #expect(ColorMatrix.saturation(-1) == ColorMatrix.saturation(0))
    }

    @Test func hueRotateIsTheSpecificationsThreeMatricesWeighedByCosineAndSine() {
        // Filter Effects §9.6: hueRotate(θ) = L + cos θ·A + sin θ·B, with A and B as printed there.
        let a: Matrix = [[0.787, -0.715, -0.072], [-0.213, 0.285, -0.072], [-0.213, -0.715, 0.928]]
        let b: Matrix = [[-0.213, -0.715, 0.928], [0.143, 0.140, -0.283], [-0.787, 0.715, 0.072]]
        for degrees in [0.0, 30, 90, 180, 270, -45] {
            let theta = degrees * .pi / 180
            expectClose(parts(.hueRotation(.degrees(degrees))).rgb, sum([(1, luminance), (cos(theta), a), (sin(theta), b)]), "\(degrees)°")
        }
        // A turn and a half is a half turn.
        expectClose(parts(.hueRotation(.degrees(540))).rgb, parts(.hueRotation(.degrees(180))).rgb)
    }

    @Test func luminanceToAlphaPutsTheSpecificationsWeightsInAlpha() {
        let (rgb, offsets, alphaRow) = parts(.luminanceToAlpha)
        expectClose(rgb, [[0, 0, 0], [0, 0, 0], [0, 0, 0]])
        #expect(offsets == [0, 0, 0, 0])
        expectClose([alphaRow], [[0.2125, 0.7154, 0.0721, 0, 0]])
        // White is fully opaque black; a colour's own opacity does not count.
        expectClose([apply(.luminanceToAlpha, to: [1, 1, 1, 0.5])], [[0, 0, 0, 1]])
    }

    @Test func brightnessAddsAndContrastScalesAboutHalf() {
        // brightness: c + b; contrast (Filter Effects §12.2 contrast()): k·c + (1 − k)/2.
        for (b, c) in [(0.25, 0.4), (-0.5, 0.9), (1, 0)] {
            expectClose([apply(.brightness(b), to: [c, c, c, 1])], [[min(1, max(0, c + b)), min(1, max(0, c + b)), min(1, max(0, c + b)), 1]])
        }
        for k in [0, 0.5, 2, -1] {
            let (rgb, offsets, _) = parts(.contrast(k))
            expectClose(rgb, sum([(k, identity3)]), "k = \(k)")
            expectClose([offsets], [[(1 - k) / 2, (1 - k) / 2, (1 - k) / 2, 0]])
        }
        // No contrast is a uniform grey, whatever the colour.
        expectClose([apply(.contrast(0), to: [0.9, 0.1, 0.3, 1])], [[0.5, 0.5, 0.5, 1]])
    }

    @Test func grayscaleIsSaturationLessAndStaysBetweenNoneAndFull() {
        for amount in [0, 0.3, 1] {
            #expect(ColorMatrix.grayscale(amount) == ColorMatrix.saturation(1 - amount))
        }
        #expect(ColorMatrix.grayscale(2) == ColorMatrix.grayscale(1))
        #expect(ColorMatrix.grayscale(-1) == ColorMatrix.grayscale(0))
    }

    @Test func invertAndMultiplyWorkPerComponent() {
        expectClose([apply(.colorInvert, to: [0.2, 0.5, 1, 0.7])], [[0.8, 0.5, 0, 0.7]])
        let orange = Color.Resolved(red: 1, green: 0.5, blue: 0, opacity: 0.5)
        expectClose([apply(.colorMultiply(orange), to: [0.6, 0.6, 0.6, 1])], [[0.6, 0.3, 0, 0.5]])
    }

    @Test func valuesThatAreNotFiniteChangeNothing() {
        #expect(ColorMatrix.brightness(.nan).isIdentity)
        #expect(ColorMatrix.contrast(.infinity).isIdentity)
        #expect(ColorMatrix.hueRotation(.radians(.nan)).isIdentity)
        #expect(ColorMatrix.grayscale(.nan).isIdentity)
    }

    @Test func concatenatingAppliesTheFirstThenTheSecondWithoutClampingBetween() {
        let first = ColorMatrix.brightness(0.2), second = ColorMatrix.contrast(1.5)
        let both = first.concatenating(second)
        for color in [[0.1, 0.4, 0.7, 1.0], [0.3, 0.3, 0.3, 0.5]] {
            // In range throughout, so applying one by one (clamping each) is the same.
            expectClose([apply(both, to: color)], [apply(second, to: apply(first, to: color))])
        }
        // The order matters: contrast then brightness is another matrix.
        #expect(second.concatenating(first) != both)
        // Past 1 in between, the composed matrix does not clamp there (as SwiftUI composes):
        // white brightened by 0.5 is 1.5, then halved in contrast about 0.5: 1.
        let composed = ColorMatrix.brightness(0.5).concatenating(.contrast(0.5))
        expectClose([apply(composed, to: [1, 1, 1, 1])], [[1, 1, 1, 1]])
        expectClose([apply(.contrast(0.5), to: apply(.brightness(0.5), to: [1, 1, 1, 1]))], [[0.75, 0.75, 0.75, 1]])
    }
}
