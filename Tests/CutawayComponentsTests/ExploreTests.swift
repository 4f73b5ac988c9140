import Foundation
import Testing
import Cutaway
@testable import CutawayComponents

struct ExploreTests {
    func dump(_ samples: [RowSample], every: Int = 3) {
        for s in samples where Int((s.time * 60).rounded()) % every == 0 {
            print(String(format: "t=%.3f rep=%.4f ", s.time, s.reportedHeight), s.frames.map { String(format: "%.3f/%.3f", $0.minY, $0.height) }, s.geometry("detail.text").map { "\($0.frame.minY) \($0.frame.height) clip \(String(describing: $0.clip?.height))" } ?? "-", s.frame.texts.map { "\($0.run.request.string.prefix(6)) \($0.groups.map { $0.split(separator: "#").last! })" })
        }
    }
    @Test(arguments: [1, 2, 3]) func explore(_ lines: Int) throws {
        let detail = SceneValue<String?>(paragraph(lines: 3))
        let samples = try playRow([.line("title"), .detail("detail", detail), .line("footer")], duration: 1.6, script: [
            .run(at: 0.5) { detail.value = nil },
            .run(at: 0.75) { detail.value = paragraph(lines: lines, letter: "b") },
        ])
        print("--- lines \(lines)")
        dump(samples, every: 6)
    }
    @Test func change() throws {
        let detail = SceneValue<String?>(paragraph(lines: 1))
        let samples = try playRow([.line("title"), .detail("detail", detail), .line("footer")], duration: 1.6, script: [
            .run(at: 0.5) { detail.value = paragraph(lines: 3, letter: "b") },
        ])
        print("--- change")
        dump(samples, every: 3)
    }
}
