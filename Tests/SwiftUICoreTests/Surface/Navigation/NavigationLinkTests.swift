import Foundation
import Testing
@testable import SwiftUICore

private struct Pushing: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Next") {
                    Text("Detail").navigationTitle("Second").navigationBarTitleDisplayMode(.inline)
                }
            }
            .navigationTitle("First")
        }
    }
}

private struct PushingValues: View {
    @State private var path: [Int] = []
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                NavigationLink("Seven", value: 7)
                Text("\(path.count) pushed")
            }
            .navigationDestination(for: Int.self) { number in
                Text("Number \(number)")
            }
        }
    }
}

/// Times: the push is `NavigationMetrics.push`, a critically damped spring of response 0.35 s,
/// whose remaining fraction after t seconds is (1 + ωt) e^(−ωt) with ω = 2π / 0.35 ≈ 17.95 /s:
/// 0.0001 after 0.7 s, so a push tapped at 0.1 s has settled (to a thousandth of a point) by
/// 0.8 s; after 0.1 s, 53 % of the way is left: (1 + 1.795) e^(−1.795) ≈ 0.464.
struct NavigationLinkTests {
    private let width: CGFloat = 393

    @Test func aListRowLinkEndsWithAChevron() throws {
        let frame = try layOut(on: .iPhone15, Pushing())
        #expect(frame.geometry.contains { $0.typeName == "Image" })
        #expect(frame.textFrame("Next") != nil)
    }

    @Test func aTapPushesTheDestinationFromTheTrailingEdgeWithABackButton() throws {
        let play = player(RenderScene(
            "push", canvas: RenderCanvas(device: .iPhone15, scale: 1), duration: 2, fps: 20,
            script: [.tap("Next", at: 0.1)]) { Pushing() })
        #expect(try play.at(0.05).textFrame("Detail") == nil)
        // At the tap the new screen is a whole screen's width to the right: its 51-point text
        // (6 characters of 17 pt) centred at 393 / 2 + 393.
        #expect(abs(try #require(try play.at(0.1).textFrame("Detail")).midX - (width / 2 + width)) <= 0.5)
        // Halfway in time the new screen is still partly off to the right: its centred text
        // (6 characters of 17 pt, 51 wide) has (1 + ω·0.1) e^(−ω·0.1) = 0.464 of the screen's
        // width still to go.
        let moving = try #require(try play.at(0.2).textFrame("Detail"))
        let remaining = (1 + 2 * Double.pi / 0.35 * 0.1) * exp(-2 * Double.pi / 0.35 * 0.1)
        #expect(abs(moving.midX - (width / 2 + width * remaining)) < 0.5, "\(moving)")
        let settled = try play.at(1)
        #expect(abs(try #require(settled.textFrame("Detail")).midX - width / 2) < 0.01)
        // The back button reads the screen below's title; the root moved 30 % of the width out.
        // (The root's list takes its screen's scroll edge, so its bar also holds the inline
        // title, hidden until the list scrolls: only the texts drawn visibly count.)
        let backTitles = settled.drawnTexts.filter { $0.string == "First" && $0.opacity > 0 }.map(\.frame.minX).sorted()
        #expect(backTitles.count == 2)
        #expect(abs(backTitles[0] - (16 - 0.3 * width)) < 0.01, "\(backTitles)")
        #expect(backTitles[1] > 8)
    }

    @Test func theBackButtonPopsTheScreen() throws {
        let play = player(RenderScene(
            "pop", canvas: RenderCanvas(device: .iPhone15, scale: 1), duration: 2, fps: 20,
            script: [.tap("Next", at: 0.1), .tap("First", at: 1)]) { Pushing() })
        _ = try play.at(0.9)
        let after = try play.at(1.9)
        #expect(after.textFrame("Detail") == nil)
        // The large title (the inline one, hidden at the list's scroll edge, is drawn too).
        #expect(after.drawnTexts.first { $0.string == "First" && $0.opacity > 0 }?.frame
            == CGRect(x: 16, y: 103, width: 5 * 0.6 * 34, height: 34))
    }

    @Test func aValueLinkAppendsToTheBoundPathAndTheDestinationMakesTheScreen() throws {
        let play = player(RenderScene(
            "values", canvas: RenderCanvas(device: .iPhone15, scale: 1), duration: 1, fps: 20,
            script: [.tap("Seven", at: 0.1)]) { PushingValues() })
        #expect(try play.at(0).textFrame("0 pushed") != nil)
        let frame = try play.at(0.9)
        #expect(frame.textFrame("Number 7") != nil)
        // The root screen, covered, now reads the path the link appended to.
        #expect(frame.textFrame("1 pushed") != nil)
    }

    @Test func outsideAStackATapDoesNothing() throws {
        let play = player(RenderScene("alone", duration: 0.5, fps: 10, script: [.tap("Next", at: 0.1)]) {
            NavigationLink("Next") { Text("Detail") }
        })
        #expect(try play.at(0.4).textFrame("Detail") == nil)
    }
}
