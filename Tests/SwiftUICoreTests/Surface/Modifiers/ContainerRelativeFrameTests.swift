import Foundation
import Testing
@testable import SwiftUICore

struct ContainerRelativeFrameTests {
    private func cards(count: Int = 4, _ card: @escaping (Int) -> some View) -> some View {
        HStack(spacing: 0) {
            ForEach(0..<count) { index in card(index).accessibilityIdentifier("card\(index)") }
        }
    }

    @Test func aCardInAHorizontalScrollViewIsAsWideAsTheScrollView() throws {
        let play = player(RenderScene("full", canvas: RenderCanvas(width: 300, height: 200), duration: 1, fps: 10, script: [
            .scroll(to: .offset(CGPoint(x: 300, y: 0)), at: 0.5),
        ]) {
            ScrollView(.horizontal) { cards { _ in Color.blue.containerRelativeFrame(.horizontal) } }
        })
        // The container is the scroll view (300 wide); across the scroll axis the card takes
        // the content's proposal, the scroll view's height (200).
        let start = try play.at(0)
        #expect(try start.rect("card0") == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(try start.rect("card1") == CGRect(x: 300, y: 0, width: 300, height: 200))
        // Scrolled by one container: the second card fills the scroll view.
        #expect(try play.at(0.5).rect("card1") == CGRect(x: 0, y: 0, width: 300, height: 200))
    }

    @Test func countAndSpanDivideTheContainerLessTheMarginsIntoColumns() throws {
        let play = player(RenderScene("columns", canvas: RenderCanvas(width: 340, height: 200), duration: 1, fps: 10) {
            ScrollView(.horizontal) {
                cards { _ in Color.blue.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10) }
            }
            .contentMargins(.horizontal, 10, for: .scrollContent)
        })
        // Container: 340 − 2 × 10 = 320. SwiftUI's formula: (320 − 10 × 2) / 3 × 2 + 10 × 1 = 210.
        let frame = try play.at(0)
        #expect(try frame.rect("card0") == CGRect(x: 10, y: 0, width: 210, height: 200))
        #expect(try frame.rect("card1") == CGRect(x: 220, y: 0, width: 210, height: 200))
    }

    @Test func theLengthClosureGetsTheContainersLengthAndAxis() throws {
        let play = player(RenderScene("closure", canvas: RenderCanvas(width: 300, height: 400), duration: 1, fps: 10) {
            ScrollView {
                VStack(spacing: 0) {
                    Color.blue
                        .containerRelativeFrame(.vertical) { length, axis in axis == .vertical ? length / 4 : 0 }
                        .accessibilityIdentifier("row")
                }
            }
        })
        // A quarter of the 400-point-high scroll view; the width is the proposal (300).
        #expect(try play.at(0).rect("row") == CGRect(x: 0, y: 0, width: 300, height: 100))
    }

    @Test func outsideAScrollViewTheContainerIsTheWindowsSafeArea() throws {
        let play = player(RenderScene("window", canvas: RenderCanvas(device: .iPhone15, scale: 1), duration: 1, fps: 10) {
            Color.blue.frame(width: 50, height: 50)
                .containerRelativeFrame([.horizontal, .vertical], alignment: .topLeading)
                .accessibilityIdentifier("frame")
        })
        // iPhone 15: 393 × 852 points, safe-area insets 59 (top) and 34 (bottom), as Apple
        // publishes them: the safe area is 393 × 759 from y = 59.
        #expect(try play.at(0).rect("frame") == CGRect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test func aScrollViewThatResizesGivesItsContentTheNewSize() throws {
        struct Resizing: View {
            @State var wide = false
            var body: some View {
                VStack {
                    ScrollView(.horizontal) {
                        HStack(spacing: 0) {
                            Color.blue.containerRelativeFrame(.horizontal).accessibilityIdentifier("card")
                        }
                    }
                    .frame(width: wide ? 200 : 100, height: 50)
                    Button("Grow") { wide = true }
                }
            }
        }
        let play = player(RenderScene("resize", canvas: RenderCanvas(width: 300, height: 200), duration: 1, fps: 10, script: [
            .tap("Grow", at: 0.5),
        ]) { Resizing() })
        #expect(try play.at(0).rect("card").width == 100)
        #expect(try play.at(0.5).rect("card").width == 200)
    }
}
