import Foundation
import Testing
import Cutaway
@testable import CutawayComponents

struct ExploreTests {
    @Test func explore() throws {
        let detail = SceneValue<String?>(paragraph(lines: 3))
        let samples = try playRow([.line("title"), .detail("detail", detail), .line("footer")], duration: 1.6, script: [
            .run(at: 0.5) { detail.value = nil },
            .run(at: 0.75) { detail.value = paragraph(lines: 3) },
        ])
        for s in samples where Int(s.time * 60) % 3 == 0 {
            print(String(format: "t=%.3f rep=%.4f end=%.4f ", s.time, s.reportedHeight, s.frames.last!.maxY), s.frames.map { String(format: "%.3f/%.3f", $0.minY, $0.height) }, s.geometry("detail.text").map { "\($0.frame) clip \(String(describing: $0.clip))" } ?? "-")
        }
    }
}
