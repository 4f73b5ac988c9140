import CutawayCLI
import Testing

@Suite("Converting words to values")
struct ArgumentValueTests {
    @Test func strings() {
        #expect(String(argument: "") == "")
        #expect(String(argument: "a b,c") == "a b,c")
    }

    @Test func integers() {
        #expect(Int(argument: "42") == 42)
        #expect(Int(argument: "-3") == -3)
        #expect(Int(argument: "1.5") == nil)
        #expect(Int(argument: "") == nil)
        #expect(Int.expectation == "an integer")
    }

    @Test func positiveIntegers() {
        #expect(PositiveInt(argument: "1")?.value == 1)
        #expect(PositiveInt(argument: "0") == nil)
        #expect(PositiveInt(argument: "-1") == nil)
        #expect(PositiveInt(argument: "abc") == nil)
        #expect(PositiveInt.expectation == "a positive integer")
    }

    @Test func numbers() {
        #expect(Double(argument: "0.5") == 0.5)
        #expect(Double(argument: "-.5") == -0.5)
        #expect(Double(argument: "2") == 2)
        #expect(Double(argument: "inf") == nil)
        #expect(Double(argument: "nan") == nil)
        #expect(Double(argument: "1e400") == nil)
        #expect(Double.expectation == "a number")
    }

    @Test func enumsUseTheirRawValues() {
        #expect(ArgumentTestFixtures.ImageFormat(argument: "ppm") == .ppm)
        #expect(ArgumentTestFixtures.ImageFormat(argument: "PNG") == nil)
        #expect(ArgumentTestFixtures.ImageFormat.expectation == "one of png, ppm")
    }
}
