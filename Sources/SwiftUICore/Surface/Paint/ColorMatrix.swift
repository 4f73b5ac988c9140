import Foundation

/// A matrix that transforms a colour: SwiftUI's `ColorMatrix`, four rows of five.
///
/// A colour (r, g, b, a), each in 0…1 and *not* premultiplied, becomes
/// `r' = r1·r + r2·g + r3·b + r4·a + r5`, and likewise `g'`, `b'` and `a'` from their rows; the
/// results are clamped to 0…1. The fifth column is an offset in the same units. This is the
/// Filter Effects specification's `feColorMatrix` (type "matrix"), whose `values` are these
/// twenty numbers row by row, and Core Animation's colour matrix.
///
/// Why one matrix for eight modifiers: `brightness`, `contrast`, `saturation`, `grayscale`,
/// `hueRotation`, `colorMultiply`, `colorInvert` and `luminanceToAlpha` are each one such
/// matrix, so one display effect draws them all, and consecutive ones compose into one matrix
/// (`concatenating(_:)`) as SwiftUI's display list does (OpenSwiftUI's reverse-engineered
/// `DisplayList` canonicalisation merges a colour-matrix filter directly around another into
/// `outer * inner`): nothing is clamped between them.
public struct ColorMatrix: Equatable, Sendable {
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0

    /// The identity: every colour stays as it is.
    public init() {}
}

extension ColorMatrix {
    /// The matrix of four rows of five, given row by row.
    init(rows: [[Double]]) {
        precondition(rows.count == 4 && rows.allSatisfy { $0.count == 5 }, "a colour matrix is four rows of five")
        let m = rows.map { $0.map { Float($0) } }
        (r1, r2, r3, r4, r5) = (m[0][0], m[0][1], m[0][2], m[0][3], m[0][4])
        (g1, g2, g3, g4, g5) = (m[1][0], m[1][1], m[1][2], m[1][3], m[1][4])
        (b1, b2, b3, b4, b5) = (m[2][0], m[2][1], m[2][2], m[2][3], m[2][4])
        (a1, a2, a3, a4, a5) = (m[3][0], m[3][1], m[3][2], m[3][3], m[3][4])
    }

    /// The four rows of five, row by row (`feColorMatrix`'s `values` order).
    package var rows: [[Float]] {
        [[r1, r2, r3, r4, r5], [g1, g2, g3, g4, g5], [b1, b2, b3, b4, b5], [a1, a2, a3, a4, a5]]
    }

    package var isIdentity: Bool { self == ColorMatrix() }

    /// `self`, then `next`: the one matrix that does what applying `self` and then `next` does
    /// (before clamping). As matrices with a fifth row (0, 0, 0, 0, 1): `next · self`.
    package func concatenating(_ next: ColorMatrix) -> ColorMatrix {
        let a: [[Double]] = rows.map { $0.map(Double.init) }, b: [[Double]] = next.rows.map { $0.map(Double.init) }
        var product: [[Double]] = []
        for i in 0..<4 {
            var row: [Double] = []
            for j in 0..<5 {
                var sum: Double = j == 4 ? b[i][4] : 0
                for k in 0..<4 {
                    sum += b[i][k] * a[k][j]
                }
                row.append(sum)
            }
            product.append(row)
        }
        return ColorMatrix(rows: product)
    }

    /// The matrix with every value finite, else the identity (a NaN amount would otherwise
    /// reach the pixels).
    private var finiteOrIdentity: ColorMatrix {
        rows.joined().allSatisfy(\.isFinite) ? self : ColorMatrix()
    }
}

// MARK: The colour effects' matrices
//
// Constants from the Filter Effects Module Level 1 (W3C), §9.6 `feColorMatrix`: the luminance
// weights 0.213, 0.715, 0.072 of "saturate" and "hueRotate", and 0.2125, 0.7154, 0.0721 of
// "luminanceToAlpha". SwiftUI's own matrices (OpenSwiftUI's `_ColorMatrix`) weigh by Rec. 709's
// 0.2126, 0.7152, 0.0722: at most 0.0004 apart, under half an 8-bit level.

extension ColorMatrix {
    /// `brightness(_:)`: adds `amount` to red, green and blue (Apple's `GraphicsContext.Filter.brightness`:
    /// "an amount to add to the pixel's color components", as Core Image's `CIColorControls`).
    package static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix(rows: [[1, 0, 0, 0, amount], [0, 1, 0, 0, amount], [0, 0, 1, 0, amount], [0, 0, 0, 1, 0]])
            .finiteOrIdentity
    }

    /// `contrast(_:)`: scales red, green and blue about 0.5, `c' = amount·c + (1 − amount)/2`
    /// (Apple: "equivalent to the contrast filter primitive" of SVG, Filter Effects §12.2
    /// `contrast()`: slope `amount`, intercept `−0.5·amount + 0.5`). 0 is grey, negative inverts.
    package static func contrast(_ amount: Double) -> ColorMatrix {
        let offset = (1 - amount) / 2
        return ColorMatrix(rows: [[amount, 0, 0, 0, offset], [0, amount, 0, 0, offset], [0, 0, amount, 0, offset], [0, 0, 0, 1, 0]])
            .finiteOrIdentity
    }

    /// `saturation(_:)`: `feColorMatrix type="saturate"` with `s = amount` (0 grey, 1 as is,
    /// more oversaturates; below 0 is taken as 0, as SwiftUI does).
    package static func saturation(_ amount: Double) -> ColorMatrix {
        let s = max(0, amount)
        return ColorMatrix(rows: [
            [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0],
            [0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0],
            [0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0],
            [0, 0, 0, 1, 0],
        ]).finiteOrIdentity
    }

    /// `grayscale(_:)`: the colour moved toward its luminance by `amount` (0…1; beyond, the
    /// nearest end). SwiftUI's is a white monochrome of that amount, `(1 − amount)·I +
    /// amount·L` with every row of L the luminance weights: exactly `saturation(1 − amount)`.
    package static func grayscale(_ amount: Double) -> ColorMatrix {
        guard amount.isFinite else { return ColorMatrix() }
        return saturation(1 - min(1, max(0, amount)))
    }

    /// `hueRotation(_:)`: `feColorMatrix type="hueRotate"` by `angle` (positive turns red
    /// toward yellow and green, as SwiftUI's does).
    package static func hueRotation(_ angle: Angle) -> ColorMatrix {
        let (c, s) = (cos(angle.radians), sin(angle.radians))
        return ColorMatrix(rows: [
            [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0],
            [0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0],
            [0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0],
            [0, 0, 0, 1, 0],
        ]).finiteOrIdentity
    }

    /// `colorMultiply(_:)`: each component times `color`'s, opacity included.
    package static func colorMultiply(_ color: Color.Resolved) -> ColorMatrix {
        ColorMatrix(rows: [
            [color.red, 0, 0, 0, 0], [0, color.green, 0, 0, 0], [0, 0, color.blue, 0, 0], [0, 0, 0, color.opacity, 0],
        ]).finiteOrIdentity
    }

    /// `colorInvert()`: `c' = 1 − c` for red, green and blue.
    package static let colorInvert = ColorMatrix(rows: [[-1, 0, 0, 0, 1], [0, -1, 0, 0, 1], [0, 0, -1, 0, 1], [0, 0, 0, 1, 0]])

    /// `luminanceToAlpha()`: `feColorMatrix type="luminanceToAlpha"`: black, as opaque as the
    /// colour is luminous (its own opacity does not count).
    package static let luminanceToAlpha = ColorMatrix(rows: [[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0.2125, 0.7154, 0.0721, 0, 0]])
}
