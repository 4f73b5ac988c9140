import Foundation
import Testing
@testable import SwiftUICore

/// How many times a renderer ran, and the sizes it was given.
private final class RendererLog {
    var sizes: [CGSize] = []
}

/// A bar as wide as its state, drawn by a canvas whose renderer reads the state.
private struct StateBar: View {
    let log: RendererLog
    @State private var width: CGFloat = 10

    var body: some View {
        VStack {
            Canvas { context, size in
                log.sizes.append(size)
                context.fill(Path(CGRect(x: 0, y: 0, width: width, height: 10)), with: .color(.red))
            }
            .frame(width: 100, height: 10)
            Button("Grow") { width = 30 }
        }
    }
}

/// A canvas as wide as its state, which a button animates.
private struct GrowingCanvas: View {
    @State private var width: CGFloat = 10

    var body: some View {
        VStack {
            Canvas { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
            }
            .frame(width: width, height: 10)
            .frame(maxWidth: .infinity, alignment: .leading)
            Button("Grow") { withAnimation(.linear(duration: 1)) { width = 110 } }
        }
    }
}

/// A canvas that reads nothing, beside a counter.
private struct QuietCanvas: View {
    let log: RendererLog
    var body: some View {
        Canvas { context, size in
            log.sizes.append(size)
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
        }
        .frame(width: 50, height: 10)
    }
}

@Observable private final class Level {
    var width: CGFloat = 10
}

/// A canvas whose renderer alone reads the model (the body does not).
private struct ModelBar: View {
    let level: Level
    var body: some View {
        Canvas { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: level.width, height: 10)), with: .color(.red))
        }
        .frame(width: 100, height: 10)
    }
}

/// When a canvas's renderer runs again (`ViewGraph.renderCanvases(sample:rounding:)`).
struct ViewGraphCanvasTests {
    /// The width of the one fill a frame's canvas draws.
    private func fillWidth(_ frame: Frame) -> CGFloat? {
        frame.drawnItems.compactMap(\.path).first?.boundingRect.width
    }

    @Test func aCanvasWhoseRendererReadsStateDrawsAgainWhenTheStateChanges() throws {
        let log = RendererLog()
        let play = player(RenderScene("state", duration: 0.5, fps: 10, script: [.tap("Grow", at: 0.1)]) { StateBar(log: log) })
        #expect(fillWidth(try play.at(0)) == 10)
        #expect(fillWidth(try play.at(0.2)) == 30)
    }

    @Test func aCanvasWhoseFrameAnimatesDrawsAtEachFramesSize() throws {
        let play = player(RenderScene("grow", duration: 1.5, fps: 10, script: [.tap("Grow", at: 0.1)]) { GrowingCanvas() })
        // Linear over 1 s from the tap at 0.1 s, 10 → 110 pt: 10 + 100 × (t − 0.1).
        for (time, width) in [(0.0, 10.0), (0.3, 30.0), (0.6, 60.0), (1.1, 110.0), (1.4, 110.0)] {
            let drawn = try #require(fillWidth(try play.at(time)))
            // Each edge rounded to a whole point at 1x: within 1 pt.
            #expect(abs(drawn - width) <= 1, "t = \(time): \(drawn)")
        }
    }

    @Test func aCanvasWhoseBodyIsReusedKeepsItsDrawing() throws {
        let log = RendererLog(), evaluations = Evaluations()
        let play = player(RenderScene("reuse", duration: 0.5, fps: 10, script: [.tap("Add a", at: 0.1)]) {
            VStack {
                QuietCanvas(log: log)
                Tally(name: "a", evaluations: evaluations)
            }
        })
        _ = try play.at(0)
        _ = try play.at(0.3)
        // The tally ran again; the canvas, unchanged and the same size, did not draw again.
        #expect(evaluations.counts["a"] == 2)
        #expect(log.sizes == [CGSize(width: 50, height: 10)])
    }

    @Test func aModelReadOnlyByTheRendererDrawsTheCanvasAgainWhenItChanges() throws {
        let level = Level()
        let play = player(RenderScene("model", duration: 0.5, fps: 10, script: [.run(at: 0.1) { level.width = 40 }]) {
            ModelBar(level: level)
        })
        #expect(fillWidth(try play.at(0)) == 10)
        #expect(fillWidth(try play.at(0.2)) == 40)
    }

    @Test func aSymbolThatDrawsOtherwiseDrawsTheCanvasAgain() throws {
        let wide = Box(false)
        let play = player(RenderScene("symbol", duration: 0.5, fps: 10, script: [.run(at: 0.1) { wide.value = true }]) {
            Canvas { context, _ in
                if let symbol = context.resolveSymbol(id: 0) { context.draw(symbol, at: .zero, anchor: .topLeading) }
            } symbols: {
                Color.red.frame(width: wide.value ? 40 : 20, height: 10).tag(0)
            }
        })
        #expect(fillWidth(try play.at(0)) == 20)
        #expect(fillWidth(try play.at(0.2)) == 40)
    }
}
