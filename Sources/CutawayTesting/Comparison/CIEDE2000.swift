import Foundation

/// The CIEDE2000 colour difference (ΔE00), the CIE's current standard measure of how different
/// two colours look.
///
/// Why offer it beside YIQ: YIQ is quick and good at "would anyone notice", but its threshold
/// has no physical meaning. ΔE00 is the colour-science standard, and ΔE ≈ 2.3 is the commonly
/// quoted just-noticeable difference (Sharma, "Digital Color Imaging Handbook", 2003), so a
/// tolerance written in ΔE can be explained to a designer.
///
/// How it works: sRGB bytes → linear light (IEC 61966-2-1 transfer curve) → CIE XYZ under D65
/// → CIELAB → ΔE00 exactly as written in Sharma, Wu and Dalal, "The CIEDE2000 Color-Difference
/// Formula: Implementation Notes, Supplementary Test Data, and Mathematical Observations"
/// (Color Research & Application, 2005), with kL = kC = kH = 1.
///
/// Design boundaries: translucent pixels are composited over white first, as the YIQ measure
/// does, so both measures see the same colour.
enum CIEDE2000 {
    struct Lab: Equatable {
        var lightness: Double
        var a: Double
        var b: Double
    }

    /// sRGB byte → linear light, for all 256 values (IEC 61966-2-1).
    static let linearFromByte: [Double] = (0..<256).map { linear(fromSRGB: Double($0) / 255) }

    static func linear(fromSRGB value: Double) -> Double {
        // IEC 61966-2-1: linear segment below 0.04045, else a 2.4 power curve.
        value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    /// CIELAB of a pixel composited over white.
    static func lab(of pixel: PackedPixel, linearTable: UnsafeBufferPointer<Double>) -> Lab {
        let red: Double, green: Double, blue: Double
        if pixel.alphaByte == 255 {
            red = linearTable[Int(pixel & 0xFF)]
            green = linearTable[Int((pixel >> 8) & 0xFF)]
            blue = linearTable[Int((pixel >> 16) & 0xFF)]
        } else {
            let over = pixel.overWhite
            red = linear(fromSRGB: over.red / 255)
            green = linear(fromSRGB: over.green / 255)
            blue = linear(fromSRGB: over.blue / 255)
        }
        return lab(linearRed: red, green: green, blue: blue)
    }

    /// CIELAB from linear sRGB, through XYZ with the D65 white point.
    static func lab(linearRed red: Double, green: Double, blue: Double) -> Lab {
        // sRGB → XYZ (D65) matrix from IEC 61966-2-1.
        let x = 0.4124564 * red + 0.3575761 * green + 0.1804375 * blue
        let y = 0.2126729 * red + 0.7151522 * green + 0.0721750 * blue
        let z = 0.0193339 * red + 0.1191920 * green + 0.9503041 * blue
        // D65 reference white, normalised to Y = 1 (CIE 15:2004).
        let fx = labCompanding(x / 0.95047)
        let fy = labCompanding(y / 1.0)
        let fz = labCompanding(z / 1.08883)
        return Lab(lightness: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// CIELAB's f(t): a cube root, with a linear piece below (6/29)³ (CIE 15:2004).
    private static func labCompanding(_ t: Double) -> Double {
        let delta = 6.0 / 29.0
        return t > delta * delta * delta ? cbrt(t) : t / (3 * delta * delta) + 4.0 / 29.0
    }

    /// ΔE00 between two CIELAB colours, following the numbered equations of Sharma et al. (2005).
    static func difference(_ first: Lab, _ second: Lab) -> Double {
        let pow25To7 = 6_103_515_625.0  // 25⁷, from equation (3)
        let chroma1 = (first.a * first.a + first.b * first.b).squareRoot()
        let chroma2 = (second.a * second.a + second.b * second.b).squareRoot()
        let meanChroma = (chroma1 + chroma2) / 2
        let meanChroma7 = seventhPower(meanChroma)
        let g = 0.5 * (1 - (meanChroma7 / (meanChroma7 + pow25To7)).squareRoot())
        let a1 = (1 + g) * first.a
        let a2 = (1 + g) * second.a
        let c1 = (a1 * a1 + first.b * first.b).squareRoot()
        let c2 = (a2 * a2 + second.b * second.b).squareRoot()
        let h1 = hueDegrees(b: first.b, a: a1)
        let h2 = hueDegrees(b: second.b, a: a2)

        let deltaL = second.lightness - first.lightness
        let deltaC = c2 - c1
        var deltaHueAngle = 0.0
        if c1 * c2 != 0 {
            deltaHueAngle = h2 - h1
            if deltaHueAngle > 180 { deltaHueAngle -= 360 } else if deltaHueAngle < -180 { deltaHueAngle += 360 }
        }
        let deltaH = 2 * (c1 * c2).squareRoot() * sin(radians(deltaHueAngle / 2))

        let meanL = (first.lightness + second.lightness) / 2
        let meanC = (c1 + c2) / 2
        var meanHue = h1 + h2
        if c1 * c2 != 0 {
            if abs(h1 - h2) <= 180 {
                meanHue = (h1 + h2) / 2
            } else if h1 + h2 < 360 {
                meanHue = (h1 + h2 + 360) / 2
            } else {
                meanHue = (h1 + h2 - 360) / 2
            }
        }
        let t = 1 - 0.17 * cos(radians(meanHue - 30)) + 0.24 * cos(radians(2 * meanHue))
            + 0.32 * cos(radians(3 * meanHue + 6)) - 0.20 * cos(radians(4 * meanHue - 63))
        let hueOffset = (meanHue - 275) / 25
        let deltaTheta = 30 * exp(-hueOffset * hueOffset)
        let meanC7 = seventhPower(meanC)
        let rotationChroma = 2 * (meanC7 / (meanC7 + pow25To7)).squareRoot()
        let meanLOffset = (meanL - 50) * (meanL - 50)
        let weightL = 1 + 0.015 * meanLOffset / (20 + meanLOffset).squareRoot()
        let weightC = 1 + 0.045 * meanC
        let weightH = 1 + 0.015 * meanC * t
        let rotation = -sin(radians(2 * deltaTheta)) * rotationChroma

        let termL = deltaL / weightL
        let termC = deltaC / weightC
        let termH = deltaH / weightH
        return (termL * termL + termC * termC + termH * termH + rotation * termC * termH).squareRoot()
    }

    /// Hue angle in degrees, 0…360, defined as 0 for a neutral colour (equation 4).
    private static func hueDegrees(b: Double, a: Double) -> Double {
        if a == 0 && b == 0 { return 0 }
        let degrees = atan2(b, a) * 180 / .pi
        return degrees < 0 ? degrees + 360 : degrees
    }

    /// x⁷ by multiplication: `pow` is several times slower and this runs per differing pixel.
    @inline(__always) private static func seventhPower(_ x: Double) -> Double {
        let square = x * x
        return square * square * square * x
    }

    @inline(__always) private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
}
