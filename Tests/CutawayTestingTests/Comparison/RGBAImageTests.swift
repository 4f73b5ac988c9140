import Testing
import CutawayTesting

@Suite struct RGBAImageTests {
    @Test func fillInitialiserWritesEveryPixel() {
        let image = RGBAImage(width: 3, height: 2, red: 1, green: 2, blue: 3, alpha: 4)
        #expect(image.pixels.count == 24)
        #expect(image.pixels == Array(repeating: [1, 2, 3, 4] as [UInt8], count: 6).flatMap { $0 })
    }

    @Test func pixelsAreRowMajor() {
        var image = RGBAImage(width: 3, height: 2, red: 0, green: 0, blue: 0)
        image.setPixel(x: 2, y: 1, red: 9, green: 8, blue: 7, alpha: 6)
        #expect(Array(image.pixels[20..<24]) == [9, 8, 7, 6])
        #expect(image.pixel(x: 2, y: 1) == (9, 8, 7, 6))
    }
}
