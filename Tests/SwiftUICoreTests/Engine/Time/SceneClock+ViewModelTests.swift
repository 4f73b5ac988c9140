import Combine
import Foundation
import Testing
@testable import SwiftUICore

/// A catalogue's view model as apps write one: the search field's query debounced, deduplicated
/// and switched to the latest lookup (a `Future`), then combined with a filter into a label.
private final class CatalogModel: ObservableObject {
    @Published var query = ""
    @Published var filter = "all"
    @Published var results = ""
    @Published var label = ""

    init() {
        $query
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .removeDuplicates()
            .map { query in Future<String, Never> { promise in promise(.success(query.uppercased())) } }
            .switchToLatest()
            .assign(to: &$results)
        $results.combineLatest($filter)
            .map { "\($0)/\($1)" }
            .assign(to: &$label)
    }
}

@MainActor
private struct CatalogView: @preconcurrency View {
    @ObservedObject var model: CatalogModel
    private let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
    @State private var ticks = 0

    var body: some View {
        VStack {
            Text(model.label)
            Text("\(ticks)")
        }
        .onReceive(timer) { _ in ticks += 1 }
    }
}

/// A view model's Combine chain driven on the scene's clock, as a preview shows it.
@MainActor
struct SceneClockViewModelTests {
    @Test func aDebouncedSearchAndAFilterShowAtTheirDerivedFrames() throws {
        let model = CatalogModel()
        let played = player(RenderScene("catalog", duration: 2, fps: 10, script: [
            .run(at: 0.2) { model.query = "a" },
            .run(at: 0.3) { model.query = "ab" },
            .run(at: 1.0) { model.filter = "new" },
        ]) { CatalogView(model: model) })
        var shown: [[String]] = []
        try played.play(through: [4, 5, 6, 9, 10]) { frame in shown.append(frame.drawnTexts.map(\.string)) }
        // Label: the model was made outside the scene, so the query's first "" waits on the
        // real queue and results stay "" ("" combined with "all": "/all") until the last
        // keystroke at 0.3 s plus 300 ms = 0.6 s (frame 6 at 10 fps): "AB/all"; "a" at 0.2 s
        // was followed within 300 ms and never shows. The filter at 1.0 s: frame 10.
        // Ticks: the timer connects as the view appears at 0 and ticks every 0.5 s: one by
        // frames 5-9 (0.5 s), two at frame 10 (1.0 s).
        #expect(shown == [["/all", "0"], ["/all", "1"], ["AB/all", "1"], ["AB/all", "1"], ["AB/new", "2"]])
    }
}
