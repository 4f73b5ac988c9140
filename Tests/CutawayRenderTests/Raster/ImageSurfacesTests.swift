import Cutaway
import Foundation
import Testing
@testable import CutawayRender

/// Image files decoded for drawing, and drawn.
@Suite(.serialized) struct ImageSurfacesTests {
    /// The gallery's JPEG: a 480 × 320 scene drawn by a script whose colours are known (its
    /// sun a disc of (255, 210, 120) centred at (360, 100); its sky a vertical blend from
    /// (30, 20, 70) at the top to (240, 120, 90) at the bottom), saved at quality 90.
    static let sunset = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/Gallery/Sources/Drawing/Resources/Sunset.jpg")

    let rasterizer: CairoRasterizer

    init() throws {
        rasterizer = CairoRasterizer(textEngine: try PangoTextEngine())
    }

    /// A 2 × 2 PNG: red, green / blue, half-transparent white; written to a temporary file.
    func quadrantPNG() throws -> ImageFile {
        let image = RasterImage(straightRGBA: [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 128], width: 2, height: 2)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cutaway-quadrants-\(UUID().uuidString).png")
        try Data(PNGEncoder().encode(image)).write(to: url)
        return ImageFile(url: url, format: .png, pixelWidth: 2, pixelHeight: 2, scale: 1)
    }

    func rgb(_ pixel: UInt32) -> [Int] { [Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF)] }

    @Test func aJPEGDecodesToTheColoursItWasDrawnWith() throws {
        let file = ImageFile(url: Self.sunset, format: .jpeg, pixelWidth: 480, pixelHeight: 320, scale: 1)
        let image = rasterizer.render(DisplayList(size: CGSize(width: 480, height: 320), items: [
            .image(ImageRun(file: file, rect: CGRect(x: 0, y: 0, width: 480, height: 320), interpolation: .none), element: ElementID("photo")),
        ]), scale: 1)
        // The sun's centre; the sky at row 10, 10/320 of the way down its blend.
        let sun = rgb(image.pixel(x: 360, y: 100))
        #expect(zip(sun, [255, 210, 120]).allSatisfy { abs($0 - $1) <= 4 }, "\(sun)")
        let sky = rgb(image.pixel(x: 10, y: 10)), t = 10.0 / 320
        let expected = [30 + 210 * t, 20 + 100 * t, 70 + 20 * t].map { Int($0.rounded()) }
        #expect(zip(sky, expected).allSatisfy { abs($0 - $1) <= 4 }, "\(sky) \(expected)")
        #expect(image.pixel(x: 360, y: 100) >> 24 == 0xFF)
    }

    @Test func nearestSamplingScalesEachPixelToASquareAndTheFilesAlphaIsKept() throws {
        let file = try quadrantPNG()
        defer { try? FileManager.default.removeItem(at: file.url) }
        let image = rasterizer.render(DisplayList(size: CGSize(width: 20, height: 20), items: [
            .image(ImageRun(file: file, rect: CGRect(x: 0, y: 0, width: 20, height: 20), interpolation: .none), element: ElementID("q")),
        ]), scale: 1)
        #expect(image.pixel(x: 0, y: 0) == 0xFFFF_0000 && image.pixel(x: 9, y: 9) == 0xFFFF_0000)
        #expect(image.pixel(x: 10, y: 0) == 0xFF00_FF00 && image.pixel(x: 19, y: 9) == 0xFF00_FF00)
        #expect(image.pixel(x: 0, y: 19) == 0xFF00_00FF)
        // Half-transparent white, premultiplied: 128 alpha, 128 in each channel.
        #expect(image.pixel(x: 15, y: 15) == 0x8080_8080)
    }

    @Test func aTemplateIsItsTintThroughTheFilesAlpha() throws {
        let file = try quadrantPNG()
        defer { try? FileManager.default.removeItem(at: file.url) }
        let image = rasterizer.render(DisplayList(size: CGSize(width: 20, height: 20), items: [
            .image(ImageRun(file: file, rect: CGRect(x: 0, y: 0, width: 20, height: 20), interpolation: .none,
                            tint: Color.Resolved(red: 0, green: 0, blue: 1)), element: ElementID("q")),
        ]), scale: 1)
        #expect(image.pixel(x: 5, y: 5) == 0xFF00_00FF && image.pixel(x: 15, y: 5) == 0xFF00_00FF)
        #expect(image.pixel(x: 15, y: 15) == 0x8000_0080)
    }

    @Test func aDamagedOrVanishedFileDrawsNothing() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cutaway-damaged-\(UUID().uuidString).png")
        // A PNG signature and nothing else.
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(ImageSurfaces.decode(ImageFile(url: url, format: .png, pixelWidth: 4, pixelHeight: 4, scale: 1)) == nil)
        #expect(ImageSurfaces.decode(ImageFile(url: url, format: .jpeg, pixelWidth: 4, pixelHeight: 4, scale: 1)) == nil)
        let gone = ImageFile(url: url.appendingPathExtension("gone"), format: .png, pixelWidth: 4, pixelHeight: 4, scale: 1)
        let image = rasterizer.render(DisplayList(size: CGSize(width: 4, height: 4), items: [
            .image(ImageRun(file: gone, rect: CGRect(x: 0, y: 0, width: 4, height: 4)), element: ElementID("q")),
        ]), scale: 1)
        #expect(image.bytes.allSatisfy { $0 == 0 })
    }
}
