/// pixelmatch's perceptual colour difference, measured in the YIQ colour space.
///
/// Why YIQ and not plain RGB distance: the eye is far more sensitive to brightness (Y) than
/// to the two chroma axes (I, Q), so a weighted YIQ distance flags what a person would see and
/// ignores what they would not. pixelmatch (Mapbox) popularised this choice after Kotsarenko
/// and Ramos, "Measuring perceived color difference using YIQ NTSC transmission color space
/// in mobile applications" (2010); this is a fresh implementation of that published method.
///
/// How it works: both pixels are composited over white, converted to YIQ, and the squared
/// difference is weighted 0.5053 (Y), 0.299 (I), 0.1957 (Q). The result is a squared
/// distance in 0…35215; a pixel "differs" when it exceeds `35215 × threshold²`, so
/// `threshold` behaves like a normalised distance.
enum YIQDifference {
    /// The largest weighted squared distance between two colours: pure red against pure cyan
    /// gives 35214.75, which pixelmatch rounds to 35215. Black against white gives 32857.
    static let maximumSquaredDistance = 35215.0

    // RGB → YIQ coefficients (NTSC, as published by Kotsarenko and Ramos and used by pixelmatch).
    @inline(__always) static func brightness(_ red: Double, _ green: Double, _ blue: Double) -> Double {
        red * 0.29889531 + green * 0.58662247 + blue * 0.11448223
    }

    @inline(__always) static func inPhase(_ red: Double, _ green: Double, _ blue: Double) -> Double {
        red * 0.59597799 - green * 0.27417610 - blue * 0.32180189
    }

    @inline(__always) static func quadrature(_ red: Double, _ green: Double, _ blue: Double) -> Double {
        red * 0.21147017 - green * 0.52261711 + blue * 0.31114694
    }

    /// The weighted squared YIQ distance between two pixels, in 0…35215.
    @inline(__always) static func squaredDistance(_ first: PackedPixel, _ second: PackedPixel) -> Double {
        if first == second { return 0 }
        let one = first.overWhite
        let two = second.overWhite
        let y = brightness(one.red, one.green, one.blue) - brightness(two.red, two.green, two.blue)
        let i = inPhase(one.red, one.green, one.blue) - inPhase(two.red, two.green, two.blue)
        let q = quadrature(one.red, one.green, one.blue) - quadrature(two.red, two.green, two.blue)
        // Weights from Kotsarenko and Ramos (2010), equation for ΔE_YIQ.
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }

    /// The brightness (Y) of a pixel composited over white. Antialiasing detection ranks
    /// neighbours by this alone.
    @inline(__always) static func brightnessOverWhite(_ pixel: PackedPixel) -> Double {
        let color = pixel.overWhite
        return brightness(color.red, color.green, color.blue)
    }

    /// The normalised distance in 0…1: `sqrt(squaredDistance / 35215)`, on the same scale as
    /// `ImageComparisonOptions.threshold`.
    static func normalizedDistance(_ first: PackedPixel, _ second: PackedPixel) -> Double {
        (squaredDistance(first, second) / maximumSquaredDistance).squareRoot()
    }
}
