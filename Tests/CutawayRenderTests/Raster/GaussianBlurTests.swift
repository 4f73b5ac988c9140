import Foundation
import Testing
@testable import CutawayRender

struct GaussianBlurTests {
    /// One row of `width` pixels: opaque white from `edge` on, transparent before.
    private func blurredEdge(width: Int, edge: Int, sigma: Double) -> [Double] {
        var pixels = [UInt8](repeating: 0, count: width * 4)
        for x in edge..<width { for c in 0..<4 { pixels[x * 4 + c] = 255 } }
        pixels.withUnsafeMutableBufferPointer { buffer in
            GaussianBlur.apply(to: buffer.baseAddress!, width: width, height: 1, bytesPerRow: width * 4, sigma: sigma, clampsEdges: true)
        }
        return (0..<width).map { Double(pixels[$0 * 4 + 3]) / 255 }
    }

    /// The standard normal distribution function, by the error function.
    private func phi(_ z: Double) -> Double { 0.5 * (1 + erf(z / 2.0.squareRoot())) }

    @Test func anEdgeBlursAlongTheGaussiansDistributionFunction() {
        // A step at x = 100 blurred by σ: the pixel centred at x + 0.5 takes Φ((x + 0.5 − 100)/σ).
        // Three boxes approximate the Gaussian to within 2 % of full scale (the SVG
        // specification's approximation), a true kernel (σ < 2) to within rounding.
        for (sigma, tolerance) in [(1.5, 0.01), (4.0, 0.02), (10.0, 0.02)] {
            let row = blurredEdge(width: 200, edge: 100, sigma: sigma)
            for x in stride(from: 80, to: 120, by: 1) {
                let expected = phi((Double(x) + 0.5 - 100) / sigma)
                #expect(abs(row[x] - expected) <= tolerance, "σ = \(sigma), x = \(x): \(row[x]) against \(expected)")
            }
        }
    }

    @Test func aHugeOrEndlessSigmaIsBoundedAndNeverTraps() {
        var pixels = [UInt8](repeating: 0, count: 10 * 10 * 4)
        pixels[(5 * 10 + 5) * 4 + 3] = 255
        pixels.withUnsafeMutableBufferPointer { buffer in
            // σ = 10⁶ is cut to twice the layer (20 px): the dot spreads thin, quickly.
            GaussianBlur.apply(to: buffer.baseAddress!, width: 10, height: 10, bytesPerRow: 40, sigma: 1e6, clampsEdges: false)
            GaussianBlur.apply(to: buffer.baseAddress!, width: 10, height: 10, bytesPerRow: 40, sigma: .infinity, clampsEdges: false)
        }
        #expect(pixels[(5 * 10 + 5) * 4 + 3] < 10)
    }

    @Test func clampedEdgesStayOpaqueAndOpenOnesFade() {
        // An opaque 40 × 40 square blurred by σ = 3, with the outside transparent or clamped.
        func blurredOpaqueSquare(clampsEdges: Bool) -> [UInt8] {
            var pixels = [UInt8](repeating: 255, count: 40 * 40 * 4)
            pixels.withUnsafeMutableBufferPointer { buffer in
                GaussianBlur.apply(to: buffer.baseAddress!, width: 40, height: 40, bytesPerRow: 160, sigma: 3, clampsEdges: clampsEdges)
            }
            return pixels
        }
        #expect(blurredOpaqueSquare(clampsEdges: true).allSatisfy { $0 == 255 })
        // Transparent outside: the middle of the left column (centre 0.5 from the edge) is
        // Φ(0.5 / 3) = 0.566 opaque (144), the centre, 6.5σ from every edge, opaque.
        let open = blurredOpaqueSquare(clampsEdges: false)
        let (edge, centre) = (open[(20 * 40 + 0) * 4 + 3], open[(20 * 40 + 20) * 4 + 3])
        #expect(abs(Int(edge) - 144) <= 5 && centre == 255, "\(edge) \(centre)")
    }
}
