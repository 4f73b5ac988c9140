import Foundation
import Testing
@testable import SwiftUICore

/// Text in a canvas, measured by `MonospacedTestTextEngine`: a character is half its font's
/// size wide, a line its size tall (ascent 0.8 × size, descent 0.2 × size), and a text
/// wraps at spaces.
struct GraphicsContextTextTests {
    /// The text runs a 200 × 100 canvas (filling the root) draws, with what lies around them.
    private func texts(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) throws -> [(run: TextRun, item: DrawnItem)] {
        try layOut(width: 200, height: 100, Canvas(renderer: renderer)).drawnItems.compactMap { item in
            if case .text(let run, _) = item.item { (run, item) } else { nil }
        }
    }

    private let hello = Text("Hello").font(.system(size: 20))

    @Test func aTextDrawnAtAPointPutsItsAnchorThere() throws {
        let runs = try texts { context, _ in
            context.draw(hello, at: CGPoint(x: 100, y: 50), anchor: .bottomTrailing)
            context.draw(hello, at: CGPoint(x: 100, y: 50))
            context.draw(hello, at: CGPoint(x: 100, y: 50), anchor: .topLeading)
        }
        // "Hello" at 20 pt: 5 characters × 10 pt wide, one line 20 pt tall, at its ideal
        // size (no width to wrap at). Its bottom-trailing corner at (100, 50): origin
        // (100 − 50, 50 − 20); its centre (the default anchor): (100 − 25, 50 − 10); its
        // top-leading corner: (100, 50).
        #expect(runs.map(\.run.origin) == [CGPoint(x: 50, y: 30), CGPoint(x: 75, y: 40), CGPoint(x: 100, y: 50)])
        #expect(runs.allSatisfy { $0.run.size == CGSize(width: 50, height: 20) && $0.run.request.width == nil })
    }

    @Test func aTextDrawnInARectWrapsToItsWidth() throws {
        let runs = try texts { context, _ in
            context.draw(Text("aa bb cc").font(.system(size: 10)), in: CGRect(x: 10, y: 20, width: 30, height: 100))
        }
        // 5 pt a character: "aa bb" is 25 pt, and " cc" would make it 40 > 30, so "cc" (10 pt)
        // wraps: two lines, 25 pt wide, 10 + 10 pt tall, from the rectangle's corner.
        #expect(runs[0].run.origin == CGPoint(x: 10, y: 20))
        #expect(runs[0].run.size == CGSize(width: 25, height: 20))
        #expect(runs[0].run.request.width == 30)
    }

    @Test func aResolvedTextMeasuresAndGivesItsBaselines() throws {
        var measured: (size: CGSize, first: CGFloat, last: CGFloat)?
        _ = try texts { context, _ in
            let text = context.resolve(Text("aa bb cc").font(.system(size: 10)))
            let offer = CGSize(width: 30, height: 100)
            measured = (text.measure(in: offer), text.firstBaseline(in: offer), text.lastBaseline(in: offer))
        }
        // Two lines as above; the first baseline at the ascent, 0.8 × 10; the last a line
        // height (10) below it.
        #expect(measured?.size == CGSize(width: 25, height: 20))
        #expect(measured?.first == 8)
        #expect(measured?.last == 18)
    }

    @Test func aTextInACanvasMakesTheRequestTheSameTextViewMakes() throws {
        let text = Text("aa bb cc").font(.system(size: 10))
        let frame = try layOut(width: 200, height: 100, HStack(spacing: 0) {
            Canvas { context, _ in context.draw(text, in: CGRect(x: 0, y: 0, width: 30, height: 100)) }
                .frame(width: 30, height: 100)
            text.frame(width: 30, height: 100)
        })
        let requests = frame.displayList.items.drawnItems.compactMap { item -> TextLayoutRequest? in
            if case .text(let run, _) = item.item { run.request } else { nil }
        }
        // Offered the same 30 × 100, through the same engine: the same request.
        #expect(requests.count == 2)
        #expect(requests[0] == requests[1])
    }

    @Test func theShadingFillsTheTextUnlessItHasItsOwnColour() throws {
        let runs = try texts { context, _ in
            var text = context.resolve(hello)
            text.shading = .color(.red)
            context.draw(text, at: .zero)
            context.draw(hello.foregroundColor(.blue), at: .zero)
            context.draw(hello, at: .zero)
        }
        let environment = EnvironmentValues()
        // The shading; the text's own colour; by default the foreground style (the label
        // colour, none being set).
        #expect(runs.map(\.run.color) == [
            Color.red.resolve(in: environment), Color.blue.resolve(in: environment), Color.label.resolve(in: environment),
        ])
    }

    @Test func aGradientShadingIsSeenThroughTheText() throws {
        let items = try layOut(width: 200, height: 100, Canvas { context, _ in
            var text = context.resolve(Text("Hello").font(.system(size: 20)))
            text.shading = .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 50, y: 0))
            context.draw(text, at: .zero, anchor: .topLeading)
        }).drawnItems.map { $0.insideCanvas }
        // The mask group's content is the gradient over the text's frame (50 × 20 at the
        // origin); its mask, the text.
        #expect(items.map(\.effectNames) == [["mask"], ["mask"]])
        guard case .gradient(let path, _, nil, _) = items[0].item, case .text = items[1].item else {
            Issue.record("not a gradient and a text"); return
        }
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 50, height: 20))
    }

    @Test func aTextIsTurnedWithTheContext() throws {
        let runs = try texts { context, _ in
            context.translateBy(x: 100, y: 50)
            context.rotate(by: .degrees(180))
            context.draw(hello, at: .zero, anchor: .topLeading)
        }
        // A half turn about (100, 50): the text's frame (0, 0, 50, 20) lands on
        // (100 − 50, 50 − 20, 50, 20).
        #expect(isClose(runs[0].item.bounds, CGRect(x: 50, y: 30, width: 50, height: 20)))
    }
}
