import Foundation
import Testing
@testable import SwiftUICore

struct ColorSetTests {
    /// A colour set's `Contents.json` with one universal entry per `(appearance, color)`.
    private func json(_ entries: [(appearance: String?, color: String)]) -> Data {
        let colors = entries.map { entry in
            let appearances = entry.appearance.map { #""appearances": [{"appearance": "luminosity", "value": "\#($0)"}], "# } ?? ""
            return #"{\#(appearances)"color": \#(entry.color), "idiom": "universal"}"#
        }
        return Data(#"{"colors": [\#(colors.joined(separator: ", "))], "info": {"author": "xcode", "version": 1}}"#.utf8)
    }

    private func srgb(_ red: String, _ green: String, _ blue: String, alpha: String = "1.000", space: String = "srgb") -> String {
        #"{"color-space": "\#(space)", "components": {"red": "\#(red)", "green": "\#(green)", "blue": "\#(blue)", "alpha": "\#(alpha)"}}"#
    }

    private func components(_ color: Color.Resolved?) -> [Double] {
        guard let color else { return [] }
        return [color.red, color.green, color.blue, color.opacity]
    }

    private func near(_ a: [Double], _ b: [Double], within tolerance: Double = 1e-4) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test func componentsReadAsFractionsHexadecimalBytesOrDecimalBytes() throws {
        // Xcode's three input methods: "0.500" is a half; "0x80" and "128" are 128/255.
        let set = try ColorSet.parse(json([(nil, srgb("0.500", "0x80", "128", alpha: "0.25"))])).get()
        let byte: Double = 128.0 / 255
        #expect(components(set.resolve(.light)) == [0.5, byte, byte, 0.25])
        // The same colour in dark mode when it has no dark appearance.
        #expect(set.resolve(.dark) == set.resolve(.light))
        // "255" is a byte (1), "1.000" a fraction (1); "0xFF" is 1 too.
        let white = try ColorSet.parse(json([(nil, srgb("255", "1.000", "0xFF"))])).get()
        #expect(components(white.resolve(.light)) == [1, 1, 1, 1])
    }

    @Test func theDarkAppearanceIsTheDarkModesAndTheLightOneWinsOverAny() throws {
        let set = try ColorSet.parse(json([
            (nil, srgb("1.000", "0.000", "0.000")),
            ("dark", srgb("0.000", "0.000", "1.000")),
        ])).get()
        #expect(components(set.resolve(.light)) == [1, 0, 0, 1])
        #expect(components(set.resolve(.dark)) == [0, 0, 1, 1])
        let three = try ColorSet.parse(json([
            (nil, srgb("1.000", "0.000", "0.000")),
            ("light", srgb("0.000", "1.000", "0.000")),
            ("dark", srgb("0.000", "0.000", "1.000")),
        ])).get()
        #expect(components(three.resolve(.light)) == [0, 1, 0, 1])
        // Only a dark colour: light mode falls back on it.
        let darkOnly = try ColorSet.parse(json([("dark", srgb("0.000", "0.000", "1.000"))])).get()
        #expect(components(darkOnly.resolve(.light)) == [0, 0, 1, 1])
    }

    @Test func displayP3IsTurnedIntoSRGB() throws {
        // White and greys are the same in both (P3 → sRGB's rows each sum to 1).
        let grey = try ColorSet.parse(json([(nil, srgb("0.500", "0.500", "0.500", space: "display-p3"))])).get()
        #expect(near(components(grey.resolve(.light)), [0.5, 0.5, 0.5, 1]))
        // P3's red, decoded (1, 0, 0), is linear sRGB (1.22494, −0.04206, −0.01964); encoded
        // with sRGB's curve, odd about 0: 1.055 · 1.22494^(1/2.4) − 0.055 = 1.09306,
        // −(1.055 · 0.04206^(1/2.4) − 0.055) = −0.22674, −(1.055 · 0.01964^(1/2.4) − 0.055) = −0.15013:
        // beyond sRGB, as Apple's extended sRGB gives P3 red.
        let red = try ColorSet.parse(json([(nil, srgb("1.000", "0.000", "0.000", space: "display-p3"))])).get()
        #expect(near(components(red.resolve(.light)), [1.09306, -0.22674, -0.15013, 1], within: 2e-4))
    }

    @Test func extendedAndGreyColorSpacesRead() throws {
        // Extended sRGB keeps components past 1 (drawing clamps them).
        let bright = try ColorSet.parse(json([(nil, srgb("1.200", "0.500", "-0.100", space: "extended-srgb"))])).get()
        #expect(components(bright.resolve(.light)) == [1.2, 0.5, -0.1, 1])
        // Linear 0.5 encodes to 1.055 · 0.5^(1/2.4) − 0.055 = 0.73536.
        let linear = try ColorSet.parse(json([(nil, srgb("0.500", "0.000", "1.000", space: "extended-linear-srgb"))])).get()
        #expect(near(components(linear.resolve(.light)), [0.73536, 0, 1, 1]))
        let grey = try ColorSet.parse(json([(nil, #"{"color-space": "gray-gamma-22", "components": {"white": "0.250", "alpha": "0.500"}}"#)])).get()
        #expect(components(grey.resolve(.light)) == [0.25, 0.25, 0.25, 0.5])
    }

    @Test func anIPhoneColorWinsOverAUniversalOneAndOtherIdiomsAreSkipped() throws {
        let data = Data(#"""
            {"colors": [
              {"color": {"components": {"red": "0.000", "green": "0.000", "blue": "0.000"}}, "idiom": "mac"},
              {"color": {"components": {"red": "1.000", "green": "0.000", "blue": "0.000"}}, "idiom": "universal"},
              {"color": {"components": {"red": "0.000", "green": "1.000", "blue": "0.000"}}, "idiom": "iphone"}
            ]}
            """#.utf8)
        #expect(components(try ColorSet.parse(data).get().resolve(.light)) == [0, 1, 0, 1])
    }

    @Test func aHostileDescriptionIsAnErrorWithAReason() {
        func error(_ data: Data) -> ColorSetError? {
            if case .failure(let error) = ColorSet.parse(data) { error } else { nil }
        }
        #expect(error(Data("not json".utf8)) == .malformed("not a JSON object"))
        #expect(error(Data("[1, 2]".utf8)) == .malformed("not a JSON object"))
        #expect(error(Data(#"{"colors": 3}"#.utf8)) == .malformed("no \"colors\" list"))
        #expect(error(json([(nil, srgb("red", "0", "0"))])) == .badComponent("red"))
        // Past a byte, not hexadecimal, not finite.
        #expect(error(json([(nil, srgb("0", "300", "0"))])) == .badComponent("green"))
        #expect(error(json([(nil, srgb("0", "0", "0xZZ"))])) == .badComponent("blue"))
        #expect(error(json([(nil, srgb("1e999", "0", "0"))])) == .badComponent("red"))
        #expect(error(json([(nil, srgb("0", "0", "0", alpha: "nan"))])) == .badComponent("alpha"))
        #expect(error(json([(nil, #"{"components": {"red": "0", "green": "0"}}"#)])) == .malformed("no \"blue\" component"))
        #expect(error(json([(nil, #"{"components": {"red": true, "green": "0", "blue": "0"}}"#)])) == .badComponent("red"))
        #expect(error(json([(nil, srgb("0", "0", "0", space: "cmyk"))])) == .unknownColorSpace("cmyk"))
        #expect(error(json([(nil, #"{"platform": "ios", "reference": "systemBlueColor"}"#)])) == .systemReference)
        #expect(error(Data(#"{"colors": []}"#.utf8)) == .noColor)
        // Nested past JSONSerialization's depth, or past 1 MiB: refused, never a crash.
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(error(Data(deep.utf8)) == .malformed("not a JSON object"))
        #expect(error(Data(repeating: 32, count: (1 << 20) + 1)) == .tooLarge)
    }
}
