import Foundation
import Testing
@testable import SwiftUICore

private final class Sightings {
    var sizes: [CGSize] = []
    var bodies = 0
}

/// A reader at the top of a 200 × 100 canvas, under a bar whose height a tap changes.
private struct ReaderUnderBar: View {
    let sightings: Sightings
    @State private var barHeight: CGFloat = 30

    var body: some View {
        sightings.bodies += 1
        return VStack(spacing: 0) {
            Button("Grow") { barHeight = 60 }
            Color.red.frame(height: barHeight)
            GeometryReader { proxy in
                Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))")
                    .onAppear { sightings.sizes.append(proxy.size) }
                    .accessibilityIdentifier("size")
            }
        }
    }
}

extension Frame {
    fileprivate func string(named name: String) -> String? {
        guard let frame = geometry(named: name)?.frame else { return nil }
        for item in displayList.allItems {
            if case .text(let run, _) = item, run.origin == frame.origin { return run.request.string }
        }
        return nil
    }
}

/// Two readers under a bar a tap makes taller: both move down at the same size; one's content
/// reads only its size, the other's where it is.
private struct MovingReaders: View {
    let sightings: Sightings
    @State private var barHeight: CGFloat = 10

    var body: some View {
        VStack(spacing: 0) {
            Button("Grow") { barHeight = 30 }
            Color.red.frame(height: barHeight)
            SizeReader(sightings: sightings).frame(height: 20)
            PositionReader().frame(height: 20)
        }
    }
}

private struct SizeReader: View {
    let sightings: Sightings
    var body: some View {
        sightings.bodies += 1
        return GeometryReader { proxy in Text("\(Int(proxy.size.height))").accessibilityIdentifier("height") }
    }
}

private struct PositionReader: View {
    var body: some View {
        GeometryReader { proxy in Text("\(Int(proxy.frame(in: .global).minY))").accessibilityIdentifier("top") }
    }
}

/// A geometry reader's content is made in the update phase, for the frame the last layout gave
/// the reader; when layout gives it another, the pass makes it again before anything sees it.
struct GeometryReaderTests {
    let canvas = RenderCanvas(width: 200, height: 100)

    /// The heights by hand: the button's text is one line of the stand-in text engine's body
    /// font (`MonospacedTestTextEngine`), the bar 30 pt; the reader takes the rest of 100 pt.
    func readerHeight(bar: CGFloat) -> CGFloat {
        let line = MonospacedTestTextEngine().metrics(of: .body).height(lineCount: 1)
        return 100 - line - bar
    }

    @Test func theContentFirstAppearsWithTheReadersSize() throws {
        let sightings = Sightings()
        let frame = try player(RenderScene("reader", canvas: canvas) { ReaderUnderBar(sightings: sightings) }).at(0)
        let height = readerHeight(bar: 30)
        // `onAppear` ran once, with the size layout gave the reader: never with the empty frame
        // the content was first made for.
        #expect(sightings.sizes == [CGSize(width: 200, height: height)])
        #expect(frame.string(named: "size") == "200×\(Int(height))")
    }

    @Test func aReaderThatMovesShowsItsNewSizeInTheSameFrame() throws {
        let sightings = Sightings()
        let play = player(RenderScene("reader", canvas: canvas, duration: 0.2, fps: 10, script: [.tap("Grow", at: 0.1)]) {
            ReaderUnderBar(sightings: sightings)
        })
        let before = try play.at(0), after = try play.at(0.1)
        #expect(before.string(named: "size") == "200×\(Int(readerHeight(bar: 30)))")
        #expect(after.string(named: "size") == "200×\(Int(readerHeight(bar: 60)))")
        #expect(sightings.sizes.count == 1, "the text stays: it does not appear again")
    }

    @Test func aReaderThatStaysMakesItsBodyRunNoMore() throws {
        let sightings = Sightings()
        let play = player(RenderScene("reader", canvas: canvas, duration: 0.3, fps: 10, script: [.tap("Grow", at: 0.1)]) {
            ReaderUnderBar(sightings: sightings)
        })
        _ = try play.at(0)
        // At 0 s the body runs for the content made for no frame, then once more for the
        // reader's frame.
        #expect(sightings.bodies == 2)
        _ = try play.at(0.1)
        // The tap: the body runs for the new bar, and again for the reader it moved.
        #expect(sightings.bodies == 4)
        _ = try play.at(0.3)
        #expect(sightings.bodies == 4)
    }

    @Test func aReaderThatMovesAtItsSizeRemakesOnlyContentThatAskedWhereItIs() throws {
        let sightings = Sightings()
        let play = player(RenderScene("moving", canvas: canvas, duration: 0.1, fps: 10, script: [.tap("Grow", at: 0.1)]) {
            MovingReaders(sightings: sightings)
        })
        // By hand: the stack is a body line (the button), the bar, and two 20-pt readers,
        // centred in the 100-pt canvas.
        let line = MonospacedTestTextEngine().metrics(of: .body).height(lineCount: 1)
        func top(bar: CGFloat) -> Int { Int((100 - (line + bar + 40)) / 2 + line + bar + 20) }
        let before = try play.at(0)
        #expect(before.string(named: "top") == "\(top(bar: 10))")
        // Made twice at 0 s: first for no frame, then for its frame.
        #expect(sightings.bodies == 2)
        let after = try play.at(0.1)
        // The bar grew by 20 pt: the position reader shows where it is now. The size reader,
        // still 20 pt tall, is evaluated once, for the tap's transaction (a body is reused only
        // in the transaction it was made in), and not again for having moved.
        #expect(after.string(named: "top") == "\(top(bar: 30))")
        #expect(after.string(named: "height") == "20")
        #expect(sightings.bodies == 3)
    }
}
