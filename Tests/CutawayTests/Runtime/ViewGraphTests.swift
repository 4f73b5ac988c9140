import Foundation
import Testing
@testable import Cutaway

private struct CountKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) {
        value = nextValue()
    }
}

/// Writes one more than what it shows on every pass: never settles.
private struct Runaway: View {
    @State private var count = 0
    var body: some View {
        Color.red.frame(width: 10, height: 10)
            .preference(key: CountKey.self, value: count)
            .onPreferenceChange(CountKey.self) { count = $0 + 1 }
    }
}

struct ViewGraphTests {
    @Test func makeFrameThrowsAnUpdateCycleNamingTheViews() {
        let graph = ViewGraph(root: VStack { Runaway() }, canvas: Canvas(width: 20, height: 20), textEngine: MonospacedTestTextEngine())
        #expect {
            try graph.makeFrame()
        } throws: { error in
            guard case RuntimeError.updateCycle(let views, let time) = error else { return false }
            return time == 0 && !views.isEmpty
        }
    }

    @Test func makeFrameOfASettlingTreeReturnsItsFrame() throws {
        let frame = try ViewGraph(
            root: Color.red.frame(width: 10, height: 10).accessibilityIdentifier("square"),
            canvas: Canvas(width: 20, height: 20), textEngine: MonospacedTestTextEngine()
        ).makeFrame()
        #expect(frame.rect("square") == CGRect(x: 5, y: 5, width: 10, height: 10))
    }
}
