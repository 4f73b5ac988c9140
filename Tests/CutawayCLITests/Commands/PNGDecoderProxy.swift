import CutawayRender
import Foundation

/// Reads a PNG's pixel size for the command tests.
enum PNGDecoderProxy {
    static func size(of url: URL) throws -> (Int, Int) {
        let png = try PNGDecoder.decode(Array(Data(contentsOf: url)))
        return (png.width, png.height)
    }
}
