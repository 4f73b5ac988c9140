import Foundation
import Testing
@testable import SwiftUICore

struct TextEngineTests {
    final class Shaped: ShapedText {}

    @Test func aResultsShapedLayoutIsNotPartOfItsValueOrHash() {
        let result = TextLayoutResult(
            size: CGSize(width: 20, height: 10), firstBaseline: 8, lastBaseline: 8, lineCount: 1, isTruncated: false)
        var shaped = result
        shaped.shapedText = Shaped()
        #expect(result == shaped)
        #expect(result.hashValue == shaped.hashValue)
        var taller = shaped
        taller.size.height = 11
        #expect(taller != shaped)
    }
}
