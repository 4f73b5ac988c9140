@testable import CutawayTesting

/// Small image builders shared by the comparison tests.
enum TestImages {
    /// A white image with a dark half-plane left of the line `x = offset + slope · y`, shaded
    /// by exact-enough coverage: each pixel is sampled on a 16 × 16 grid, the way an
    /// antialiasing rasteriser would average it.
    static func antialiasedEdge(width: Int, height: Int, offset: Double, slope: Double) -> RGBAImage {
        let samples = 16
        let ink = 40.0  // the half-plane's grey level, on a white (255) page
        var image = RGBAImage(width: width, height: height, red: 255, green: 255, blue: 255)
        for y in 0..<height {
            for x in 0..<width {
                var covered = 0
                for sampleY in 0..<samples {
                    for sampleX in 0..<samples {
                        let pointX = Double(x) + (Double(sampleX) + 0.5) / Double(samples)
                        let pointY = Double(y) + (Double(sampleY) + 0.5) / Double(samples)
                        if pointX < offset + slope * pointY { covered += 1 }
                    }
                }
                let coverage = Double(covered) / Double(samples * samples)
                let level = UInt8((255 - (255 - ink) * coverage).rounded())
                image.setPixel(x: x, y: y, red: level, green: level, blue: level)
            }
        }
        return image
    }

    /// A deterministic pseudo-random image (a 64-bit linear congruential generator, Knuth's
    /// MMIX constants), so that tests and measurements see busy, unequal pixels.
    static func noise(width: Int, height: Int, seed: UInt64) -> RGBAImage {
        var state = seed
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for index in stride(from: 0, to: pixels.count, by: 4) {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            pixels[index] = UInt8(truncatingIfNeeded: state >> 33)
            pixels[index + 1] = UInt8(truncatingIfNeeded: state >> 41)
            pixels[index + 2] = UInt8(truncatingIfNeeded: state >> 49)
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
