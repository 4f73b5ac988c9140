import Foundation
import Testing
@testable import SwiftUICore

/// A scroll view of ten 100-point bars and a button that scrolls bar 5 to the top, inside
/// `withAnimation(.linear(duration: 1))` when `animated`.
private struct Jumper: View {
    let animated: Bool
    var body: some View {
        ScrollViewReader { proxy in
            VStack(spacing: 0) {
                Button("Jump") {
                    if animated {
                        withAnimation(.linear(duration: 1)) { proxy.scrollTo("five", anchor: .top) }
                    } else {
                        proxy.scrollTo("five", anchor: .top)
                    }
                }
                .frame(height: 100)
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<10) { index in
                            Color.blue.frame(height: 100).id(index == 5 ? "five" : "\(index)")
                                .accessibilityIdentifier("bar\(index)")
                        }
                    }
                }
            }
        }
    }
}

struct ScrollViewReaderTests {
    func scene(animated: Bool) -> RenderScene {
        // The button takes the canvas's first 100 pt; the scroll view the 300 below.
        RenderScene("reader", canvas: RenderCanvas(width: 300, height: 400), duration: 2, fps: 10, script: [.tap("Jump", at: 0.5)]) {
            Jumper(animated: animated)
        }
    }

    @Test func scrollToPutsTheViewWithThatIDAtTheAnchor() throws {
        let play = player(scene(animated: false))
        // Bar 5 starts 500 pt into the content, below the button: 100 + 500.
        #expect(try play.at(0.4).rect("bar5").minY == 600)
        // Scrolled to 500: bar 5 at the scroll view's top, 100.
        #expect(try play.at(0.5).rect("bar5").minY == 100)
    }

    @Test func insideWithAnimationTheOffsetAnimatesOnTheClock() throws {
        let play = player(scene(animated: true))
        #expect(try play.at(0.5).rect("bar5").minY == 600)
        // Linear over a second from 0.5 s: at 1 s halfway, offset 250: 600 − 250.
        #expect(try play.at(1).rect("bar5").minY == 350)
        #expect(try play.at(1.5).rect("bar5").minY == 100)
    }
}
