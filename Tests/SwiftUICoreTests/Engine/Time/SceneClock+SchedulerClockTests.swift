import Combine
import Foundation
import Testing
@testable import SwiftUICore

/// A search model as SwiftUI code writes one: the query debounced by 300 ms on the main run
/// loop before the results follow it.
private final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published var searched = ""
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .sink { [weak self] in self?.searched = $0 }
            .store(in: &cancellables)
    }
}

@MainActor
private struct SearchView: @preconcurrency View {
    @ObservedObject var model: SearchModel
    var body: some View {
        Text("[\(model.searched)]")
    }
}

/// Counts a subject's values through `receive(on: DispatchQueue.main)`.
private struct Counter: View {
    let taps: PassthroughSubject<Void, Never>
    @State private var count = 0
    var body: some View {
        Text("\(count)").onReceive(taps.receive(on: DispatchQueue.main)) { count += 1 }
    }
}

/// Combine's schedulers on the scene's virtual clock.
@MainActor
struct SceneClockSchedulerClockTests {
    @Test func aDebouncedQueryShowsAtTheLastKeystrokePlusTheInterval() throws {
        let model = SearchModel()
        let played = player(RenderScene("search", duration: 2, fps: 10, script: [
            .run(at: 0.5) { model.query = "s" },
            .run(at: 0.6) { model.query = "sw" },
            .run(at: 0.7) { model.query = "swi" },
        ]) { SearchView(model: model) })
        var shown: [String] = []
        // The last keystroke at 0.7 s, plus 300 ms: the search runs at 1.0 s, frame 10 at
        // 10 fps; frame 9 (0.9 s) still shows the empty search; none of the earlier
        // keystrokes ever shows (each was followed within 300 ms).
        try played.play(through: [5, 8, 9, 10, 20]) { shown.append($0.drawnTexts[0].string) }
        #expect(shown == ["[]", "[]", "[]", "[swi]", "[swi]"])
    }

    @Test func receiveOnTheMainQueueDeliversAtTheMomentItWasSent() throws {
        let taps = PassthroughSubject<Void, Never>()
        let played = player(RenderScene("counter", duration: 1, fps: 10, script: [
            .run(at: 0.25) { taps.send() },
            .run(at: 0.25) { taps.send() },
        ]) { Counter(taps: taps) })
        // Both sends at 0.25 s are delivered at 0.25 s, before the frame at 0.3 s (frame 3).
        var shown: [String] = []
        try played.play(through: [2, 3]) { shown.append($0.drawnTexts[0].string) }
        #expect(shown == ["0", "2"])
    }

    @Test func schedulersReadTheScenesTimeWhileItsCodeRuns() throws {
        var read: [Int64] = []
        let played = player(RenderScene("reading", duration: 1, fps: 10, script: [
            .run(at: 0.5) {
                read.append(Int64((RunLoop.main.now.date.timeIntervalSince(SceneClock.startDate) * 1_000).rounded()))
                read.append(Int64(DispatchQueue.main.now.distance(to: DispatchQueue.main.now.advanced(by: .milliseconds(5))).magnitude))
            },
        ]) { Text("x") })
        try played.play(through: [10]) { _ in }
        // RunLoop.main reads 500 ms into the scene; a queue's stride of 5 ms is 5,000,000 ns.
        #expect(read == [500, 5_000_000])
    }
}
