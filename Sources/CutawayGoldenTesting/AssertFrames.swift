import Cutaway
import CutawayGoldens
import CutawayTesting
import Foundation
import Testing
import XCTest

/// Checks `scene` at `times` against the goldens in `goldens` (pixels, and named views'
/// geometry), the way `cutaway test` does, and records a failure in the running test — a
/// Swift Testing issue inside `@Test`, an `XCTFail` inside an `XCTestCase` — whose message
/// names every failing frame's "expected | difference | actual" picture, the HTML report
/// (`<artifacts>/<scene>/report.html`) and the command that re-records on purpose. Goldens
/// that are missing are recorded unless `CUTAWAY_RECORD` (or `record`) says otherwise, and a
/// recording says so without failing: a warning and the recorded frames as attachments in
/// Swift Testing, a line on standard error in XCTest. A scene that passes leaves no failure
/// pictures from an earlier run.
///
///     @Test func collapse() {
///         assertFrames(of: ExampleScenes.named("presence-smooth")!, at: [0, 0.8, 1.6], matching: goldens)
///     }
public func assertFrames(
    of scene: RenderScene, at times: [Double], matching goldens: URL, record: RecordMode? = nil,
    options: ImageComparisonOptions = ImageComparisonOptions(),
    artifacts: URL = URL(fileURLWithPath: "out/golden-failures"),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let sourceLocation = SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
    let report: GoldenFrames.Report
    do {
        report = try GoldenFrames.check(scene, at: times, goldens: goldens, record: record, options: options, artifacts: artifacts)
    } catch {
        fail("\(scene.name): \(error)", sourceLocation: sourceLocation, filePath: filePath, line: line)
        return
    }
    if let note = report.recordingNote {
        if Test.current != nil {
            Issue.record(Comment(rawValue: note), severity: .warning, sourceLocation: sourceLocation)
            for picture in report.recordedPictures {
                guard let bytes = FileManager.default.contents(atPath: picture.path) else { continue }
                Attachment.record(Array(bytes), named: "\(scene.name) \(picture.lastPathComponent)", sourceLocation: sourceLocation)
            }
        } else {
            // corelibs XCTest (Linux) has neither XCTAttachment nor XCTContext's activities, so
            // the note goes where a test run's output is read.
            FileHandle.standardError.write(Data("\(filePath):\(line): note: \(note)\n".utf8))
        }
    }
    if let message = report.failureMessage {
        fail(message, sourceLocation: sourceLocation, filePath: filePath, line: line)
    }
}

/// A failure of the running test: a Swift Testing issue, else an XCTest failure.
func fail(_ message: String, sourceLocation: SourceLocation, filePath: StaticString, line: UInt) {
    if Test.current != nil {
        Issue.record(Comment(rawValue: message), severity: .error, sourceLocation: sourceLocation)
    } else {
        XCTFail(message, file: filePath, line: line)
    }
}
