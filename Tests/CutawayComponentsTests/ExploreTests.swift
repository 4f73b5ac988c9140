import Foundation
import Testing
import Cutaway
@testable import CutawayComponents

struct ExploreTests {
    func dump(_ samples: [RowSample], range: ClosedRange<Double>) {
        for s in samples where range.contains(s.time) {
            print(String(format: "t=%.4f rep=%.5f w=%.1f ", s.time, s.reportedHeight, s.bounds.width), s.frames.map { String(format: "%.5f/%.5f", $0.minY, $0.height) }, s.geometry("detail.text").map { "\($0.frame.minY) \($0.frame.height) clip \(String(describing: $0.clip?.height))" } ?? "-", s.frame.texts.map { "\($0.run.request.string.prefix(6)) w\($0.run.request.width ?? -1) \($0.groups.map { $0.split(separator: "#").last! })" })
        }
    }
    @Test func collapseEnd() throws {
        let detail = SceneValue<String?>(paragraph(lines: 3))
        let samples = try playRow([.line("title"), .detail("detail", detail)], duration: 1.6, script: [
            .run(at: 0.5) { detail.value = nil },
        ])
        print("--- collapse end")
        dump(samples, range: 0.95...1.4)
    }
    @Test func expand() throws {
        let detail = SceneValue<String?>(nil)
        let samples = try playRow([.line("title"), .detail("detail", detail), .line("footer")], duration: 1.6, script: [
            .run(at: 0.5) { detail.value = paragraph(lines: 1) },
        ])
        print("--- expand")
        dump(samples, range: 0.45...0.7)
    }
}
