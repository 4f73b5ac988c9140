import Cutaway
import CutawayCLI
import CutawayTesting
import Foundation
import Testing
import XCTest

/// Checks `scene` at `times` against the goldens in `goldens` (pixels, and named views'
/// geometry), the way `cutaway test` does, and records a failure in the running test — a
/// Swift Testing issue inside `@Test`, an `XCTFail` inside an `XCTestCase` — whose message
/// names every failing frame's "expected | difference | actual" picture and the command that
/// re-records on purpose. Goldens that are missing are recorded unless `CUTAWAY_RECORD` (or
/// `record`) says otherwise.
///
///     @Test func collapse() {
///         assertFrames(of: ExampleScenes.named("presence-smooth")!, at: [0, 0.8, 1.6], matching: goldens)
///     }
public func assertFrames(
    of scene: Scene, at times: [Double], matching goldens: URL, record: RecordMode? = nil,
    options: ImageComparisonOptions = ImageComparisonOptions(),
    artifacts: URL = URL(fileURLWithPath: "out/golden-failures"),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let message: String?
    do {
        message = try GoldenFrames.check(scene, at: times, goldens: goldens, record: record, options: options, artifacts: artifacts)
            .failureMessage
    } catch {
        message = "\(scene.name): \(error)"
    }
    guard let message else { return }
    if Test.current != nil {
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)))
    } else {
        XCTFail(message, file: filePath, line: line)
    }
}
