import Cutaway
import Foundation
import Testing
@testable import CutawayGoldens

/// The JSON `cutaway inspect --json` prints and geometry goldens hold: its opening and closing,
/// and its numbers, which must be JSON numbers.
@Suite struct GeometryJSONTests {
    @Test func wholeNumbersHaveNoFraction() {
        #expect(GeometryJSON.number(390.0) == "390")
        #expect(GeometryJSON.number(0.0) == "0")
        #expect(GeometryJSON.number(-0.0) == "0")
        #expect(GeometryJSON.number(-12.0) == "-12")
        #expect(GeometryJSON.number(CGFloat(844)) == "844")
    }

    @Test func otherNumbersHaveAtMostFourDecimalsWithoutTrailingZeros() {
        #expect(GeometryJSON.number(2.5) == "2.5")
        #expect(GeometryJSON.number(-0.75) == "-0.75")
        #expect(GeometryJSON.number(1.0 / 3) == "0.3333")
        #expect(GeometryJSON.number(2.0 / 3) == "0.6667")
        #expect(GeometryJSON.number(CGFloat(12.125)) == "12.125")
    }

    /// An opacity close to 0 (a fade's last frames) rounds to 0 at four decimals, and then reads
    /// "0": "0." is not a JSON number, so the golden could not be read back. Likewise a number
    /// that rounds to a whole one at four decimals, and a negative that rounds to zero.
    @Test func aNumberThatRoundsToAWholeOneIsStillAJSONNumber() throws {
        #expect(GeometryJSON.number(0.00001) == "0")
        #expect(GeometryJSON.number(-0.00001) == "0")
        // 2 + 0.00003 is 2.0000 at four places.
        #expect(GeometryJSON.number(2.00003) == "2")
        #expect(GeometryJSON.number(0.25) == "0.25")
        for value in [0.00001, -0.00001, 2.00003, 1e15 + 0.5] {
            let text = GeometryJSON.number(value)
            #expect(try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed) is NSNumber, "\(text)")
        }
    }

    @Test func aDocumentWithNoFramesIsTheHeaderAndFooterAndValidJSON() throws {
        let scene = RenderScene("a \"quoted\" name", fps: 30) { EmptyView() }
        let text = GeometryJSON.text(scene, [])
        #expect(text == "{ \"scene\": \"a \\\"quoted\\\" name\", \"fps\": 30,\n  \"frames\": [\n  ] }\n")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["scene"] as? String == "a \"quoted\" name")
        #expect(object["fps"] as? Int == 30)
        #expect((object["frames"] as? [Any])?.isEmpty == true)
    }

    @Test func controlCharactersInTheSceneNameAreEscaped() {
        let scene = RenderScene("tab\there\nand\u{1}", fps: 60) { EmptyView() }
        #expect(GeometryJSON.header(scene) == "{ \"scene\": \"tab\\u0009here\\nand\\u0001\", \"fps\": 60,\n  \"frames\": [\n")
    }
}
