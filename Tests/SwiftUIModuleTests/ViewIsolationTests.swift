import Foundation
import SwiftUI
import Testing

// Code as a SwiftUI user writes it for iOS 18, compiled here in the Swift 6 language mode
// (this target's mode, with no default isolation): it compiles only because `View`,
// `ViewModifier` and `ButtonStyle` are `@MainActor @preconcurrency`, as in the iOS 18 SDK, so
// that a view, its modifier and its style are main-actor code. Before, each of these was a
// data-race error iOS does not raise: a main-actor model made in `@StateObject`'s default
// value, its method called in a button's action and in `onAppear`, a modifier and a style
// reading it, a `View` extension reading a main-actor singleton. The shape's computed
// `animatableData` compiles because `Shape` is not main-actor (its conformers are drawn
// anywhere, as iOS draws them).
//
// The tests are not `@MainActor`: they run on Swift Testing's threads, so the views' code
// must be run on the main actor by Cutaway itself, as SwiftUI runs it.

@MainActor private final class TapModel: ObservableObject {
    @Published var count = 0
    /// Where each body ran: `true` for the main queue's work (which, once a program calls
    /// `dispatchMain()` as Swift Testing does, runs on pool threads: not `Thread.isMainThread`).
    var bodiesOnMainQueue: [Bool] = []
    init() {}
    func increment() { count += 1 }
}

/// A mark on the main queue, to tell its work from any other thread's.
private let mainQueueMark: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

@MainActor private final class Palette {
    static let shared = Palette()
    let accent = Color.blue
}

extension SwiftUI.View {
    /// Reads a main-actor singleton: a `View` extension is main-actor code.
    fileprivate func accented() -> some SwiftUI.View { tint(Palette.shared.accent) }
}

private struct Tally: SwiftUI.ViewModifier {
    let model: TapModel
    func body(content: Content) -> some SwiftUI.View {
        content.frame(width: 100 + 50 * CGFloat(model.count), height: 40)
    }
}

private struct Flat: SwiftUI.ButtonStyle {
    func makeBody(configuration: Configuration) -> some SwiftUI.View {
        configuration.label.frame(width: 80, height: 30).accessibilityIdentifier("flat")
    }
}

private struct Wedge: SwiftUI.Shape {
    var fraction: Double
    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }
    func path(in rect: CGRect) -> SwiftUI.Path {
        SwiftUI.Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width * fraction, height: rect.height))
    }
}

private struct TapPanel: SwiftUI.View {
    @SwiftUI.StateObject var model: TapModel

    var body: some SwiftUI.View {
        let _ = model.bodiesOnMainQueue.append(DispatchQueue.getSpecific(key: mainQueueMark) == true)
        SwiftUI.VStack(spacing: 0) {
            SwiftUI.Color.gray.modifier(Tally(model: model)).accessibilityIdentifier("tally")
            SwiftUI.Button("Tap") { model.increment() }.buttonStyle(Flat())
            Wedge(fraction: 0.5).fill(.red).frame(width: 40, height: 10)
        }
        .accented()
        .onAppear { model.increment() }
    }
}

/// A main-actor model whose loading leaves the main actor (a nonisolated async function, as a
/// network call is) and comes back to it.
@MainActor private final class Feed: ObservableObject {
    @Published var pages = 0
    init() {}

    func load() async {
        await fetchPage()
        pages += 1
    }
}

/// A page that takes a quarter of a second to come: nonisolated, so it runs off the main actor.
private func fetchPage() async {
    try? await Task.sleep(for: .seconds(0.25))
}

/// Two tasks as app code writes them: both closures are main-actor code, written in a body.
private struct FeedView: SwiftUI.View {
    @SwiftUI.StateObject var feed = Feed()
    @SwiftUI.State private var ticks = 0

    var body: some SwiftUI.View {
        SwiftUI.Color.gray
            .frame(width: 100 + 10 * CGFloat(ticks), height: 10 + 10 * CGFloat(feed.pages))
            .accessibilityIdentifier("feed")
            .task { await feed.load() }
            .task {
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(0.5))
                    ticks += 1
                }
            }
    }
}

@Suite("SwiftUI module: views are main-actor code, as on iOS 18")
struct ViewIsolationTests {
    /// Off the main thread, bodies still run on it: every body the test saw ran there.
    @Test func bodiesRunOnTheMainThreadWhenTheSceneIsPlayedElsewhere() async throws {
        #expect(!Thread.isMainThread, "Swift Testing runs a non-isolated test on its own threads")
        let model = await MainActor.run { TapModel() }
        let scene = RenderScene("isolation", canvas: canvas, duration: 1, fps: 10, script: [.tap("Tap", at: 0.5)]) {
            TapPanel(model: model)
        }
        let player = Player(scene: scene, textEngine: FixedWidthTextEngine())
        var widths: [CGFloat?] = []
        try player.play(through: [0, 5]) { frame in widths.append(frame.geometry(named: "tally")?.frame.width) }
        // 100 + 50 per tap: one from onAppear, one from the script's tap at 0.5 s.
        #expect(widths == [150, 200])
        let ranOnMain = await model.bodiesOnMainQueue
        #expect(!ranOnMain.isEmpty && ranOnMain.allSatisfy { $0 })
    }

    /// The style's body is the user's too: it runs, on the main thread, and sizes the button.
    @Test func aButtonStyleOfTheUsersSizesTheButton() throws {
        let scene = RenderScene("style", canvas: canvas) {
            SwiftUI.Button("Tap") {}.buttonStyle(Flat())
        }
        let player = Player(scene: scene, textEngine: FixedWidthTextEngine())
        var frames: [CGRect?] = []
        try player.play(through: [0]) { frame in frames.append(frame.geometry(named: "flat")?.frame) }
        #expect(frames == [CGRect(x: (390 - 80) / 2, y: (280 - 30) / 2, width: 80, height: 30)])
    }

    /// A `.task` closure written in a body is main-actor code, as on iOS; its sleeps still wait
    /// on the scene's clock, and what it does between them lands in the frame it is due in.
    /// At 10 fps: the page comes at 0.25 s (seen from frame 3), the ticks at 0.5 s and 1 s
    /// (frames 5 and 10), each frame's size read from the state the tasks wrote by then.
    @Test func aMainActorTaskSleepsOnTheScenesClock() throws {
        let scene = RenderScene("tasks", canvas: canvas, duration: 2, fps: 10) { FeedView() }
        let player = Player(scene: scene, textEngine: FixedWidthTextEngine())
        var sizes: [CGSize?] = []
        try player.play(through: [0, 2, 3, 4, 5, 9, 10]) { frame in sizes.append(frame.geometry(named: "feed")?.frame.size) }
        #expect(sizes == [
            CGSize(width: 100, height: 10), CGSize(width: 100, height: 10), CGSize(width: 100, height: 20),
            CGSize(width: 100, height: 20), CGSize(width: 110, height: 20), CGSize(width: 110, height: 20),
            CGSize(width: 120, height: 20),
        ])
    }
}
