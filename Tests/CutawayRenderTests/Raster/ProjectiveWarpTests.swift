import Cutaway
import Foundation
import Testing
@testable import CutawayRender

/// Inverse mapping with bilinear sampling, on a few pixels whose results are known by hand.
struct ProjectiveWarpTests {
    /// Two source pixels side by side, (B, G, R, A): opaque red, then opaque blue.
    private let source: [UInt8] = [0, 0, 255, 255, 255, 0, 0, 255]

    private func warp(_ inverse: ProjectionTransform, width: Int = 2) -> [UInt8] {
        var input = source
        var output = [UInt8](repeating: 7, count: width * 4)
        input.withUnsafeMutableBufferPointer { inputBuffer in
            output.withUnsafeMutableBufferPointer { outputBuffer in
                ProjectiveWarp.draw(
                    ProjectiveWarp.Layer(pixels: inputBuffer.baseAddress!, width: 2, height: 1, bytesPerRow: 8),
                    into: ProjectiveWarp.Layer(pixels: outputBuffer.baseAddress!, width: width, height: 1, bytesPerRow: width * 4),
                    inverse: inverse)
            }
        }
        return output
    }

    @Test func theIdentityCopiesEveryPixel() {
        #expect(warp(ProjectionTransform()) == source)
    }

    @Test func halfAPixelAcrossMixesNeighboursEvenly() {
        // Output pixel 0's centre (0.5, 0.5) maps to (1, 0.5): halfway between the centres of
        // source pixels 0 and 1, so half red and half blue, 255·½ = 127.5 → 128. Output pixel 1
        // maps to (2, 0.5), halfway between blue and the transparent beyond the edge.
        let half = warp(ProjectionTransform(CGAffineTransform(translationX: 0.5, y: 0)))
        #expect(half == [128, 0, 128, 255, 128, 0, 0, 128])
    }

    @Test func pointsAtOrBehindTheViewerAndUnfiniteOnesAreTransparent() {
        var behind = ProjectionTransform()
        behind.m33 = -1
        #expect(warp(behind) == [UInt8](repeating: 0, count: 8))
        var notFinite = ProjectionTransform()
        notFinite.m31 = .nan
        #expect(warp(notFinite) == [UInt8](repeating: 0, count: 8))
    }
}
