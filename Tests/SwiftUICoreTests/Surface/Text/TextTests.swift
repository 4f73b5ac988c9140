import Foundation
import Testing
@testable import SwiftUICore

/// Mirrors `value` into its own state when it changes (an `onChange` write), so that the tick
/// that changes `value` has a second pass.
private struct Mirror: View {
    let value: Int
    @State private var mirrored = 0
    var body: some View {
        Text("mirrored \(mirrored)").onChange(of: value) { _, new in mirrored = new }
    }
}

/// Holds a text beside a mirror: in a tick's second pass, which only the mirror's state needs,
/// this body is reused if its view value, text included, compares equal to the first pass's.
private struct TitledPair: View {
    let title: Text
    let value: Int
    let evaluations: Evaluations
    var body: some View {
        evaluations.counts["pair", default: 0] += 1
        return VStack {
            title
            Mirror(value: value)
        }
    }
}

/// A text shows its numbers as iOS does, formatted in the environment's locale when it is
/// resolved, and stays comparable so that a body given an equal text is reused.
///
/// Expected strings follow the formats' definitions (see `LocalizedStringKeyTests`) and
/// Foundation's documented output for its styles ("123,456" for `.number` in en_US, from
/// `IntegerFormatStyle`'s documentation); the de_DE forms are CLDR's patterns (grouping ".",
/// decimals ",", a no-break space before "%" and before the currency symbol).
struct TextTests {
    let german = Locale(identifier: "de_DE")

    func shown(_ view: some View) throws -> [String] {
        try layOut(view).drawnTexts.map(\.string)
    }

    @Test func theDefaultLocaleIsEnglishAsInTheUnitedStates() {
        #expect(EnvironmentValues().locale == Locale(identifier: "en_US"))
    }

    @Test func interpolatedNumbersReadInTheEnvironmentsLocale() throws {
        let texts = try shown(VStack {
            Text("\(1000) items")
            Text("\(1000) items").environment(\.locale, german)
            VStack { Text("\(0.5)") }.environment(\.locale, german)
        })
        #expect(texts == ["1,000 items", "1.000 items", "0,500000"])
    }

    @Test func verbatimAndStringTextsAreNotFormatted() throws {
        // The way out iOS apps take for identifiers (years, ports): a `String`, not a number.
        let texts = try shown(VStack {
            Text(verbatim: "\(2014)")
            Text(String(2014))
        })
        #expect(texts == ["2014", "2014"])
    }

    @Test func formatStylesGiveFoundationsOutput() throws {
        let styled = VStack {
            Text(123_456, format: .number)
            Text(1234.5, format: .number)
            Text(0.45, format: .percent)
            Text(45, format: .percent)
            Text(1234.5, format: .currency(code: "USD"))
            Text(Decimal(string: "1234.5")!, format: .number)
            Text(Decimal(string: "1234.5")!, format: .currency(code: "USD"))
            Text(1234.5, format: FloatingPointFormatStyle<Double>())
            Text(1234, format: IntegerFormatStyle<Int>())
        }
        #expect(try shown(styled) == [
            "123,456", "1,234.5", "45%", "45%", "$1,234.50", "1,234.5", "$1,234.50", "1,234.5", "1,234",
        ])
        #expect(try shown(styled.environment(\.locale, german)) == [
            "123.456", "1.234,5", "45\u{00A0}%", "45\u{00A0}%", "1.234,50\u{00A0}$", "1.234,5", "1.234,50\u{00A0}$",
            "1.234,5", "1.234",
        ])
    }

    @Test func theEnvironmentsLocaleReplacesTheFormatsOwn() throws {
        // As on iOS (https://github.com/Esri/arcgis-maps-sdk-swift-samples/issues/169).
        #expect(try shown(Text(1234.5, format: .number.locale(german))) == ["1,234.5"])
        #expect(try shown(Text("\(1234.5, format: .number.locale(german))")) == ["1,234.5"])
    }

    @Test func textsAreEqualWhenTheirValuesAndFormatsAre() {
        #expect(Text("\(1000)") == Text("\(1000)"))
        #expect(Text("\(1000)") != Text("\(1001)"))
        #expect(Text(1000, format: .number) == Text(1000, format: .number))
        #expect(Text(1000, format: .number) != Text(1000, format: .percent))
        #expect(Text(1000, format: .number) != Text("\(1000)"))
        #expect(Text("1000") == Text(verbatim: "1000"))
    }

    @Test func aBodyGivenAnEqualTextIsReused() throws {
        let evaluations = Evaluations()
        let value = SceneValue(0)
        let play = player(RenderScene("reuse", duration: 1, fps: 10, script: [.run(at: 0.5) { value.value = 1 }]) {
            TitledPair(
                title: Text("\(1000) items, \(0.5, specifier: "%.1f"), \(0.25, format: .percent)"),
                value: value.value, evaluations: evaluations)
        })
        #expect(try play.at(0.4).drawnTexts.map(\.string) == ["1,000 items, 0.5, 25%", "mirrored 0"])
        #expect(evaluations.counts == ["pair": 1])
        // The event changes the root: pass 1 evaluates the pair; the mirror's onChange writes
        // its state, and pass 2 resolves the mirror alone, the pair (given an equal text) reused.
        #expect(try play.at(0.5).drawnTexts.map(\.string) == ["1,000 items, 0.5, 25%", "mirrored 1"])
        #expect(evaluations.counts == ["pair": 2])
    }

    @Test func aBodyGivenAChangedNumberShowsIt() throws {
        let evaluations = Evaluations()
        let count = SceneValue(1000)
        let play = player(RenderScene("change", duration: 1, fps: 10, script: [.run(at: 0.5) { count.value = 1001 }]) {
            TitledPair(title: Text("\(count.value) items"), value: 0, evaluations: evaluations)
        })
        #expect(try play.at(0.4).drawnTexts.map(\.string) == ["1,000 items", "mirrored 0"])
        #expect(try play.at(0.6).drawnTexts.map(\.string) == ["1,001 items", "mirrored 0"])
        #expect(evaluations.counts == ["pair": 2])
    }
}
