import Foundation
import Testing
@testable import SwiftUICore

/// A button that presents a sheet whose content fills it, with a button that dismisses it.
private struct Presenting: View {
    @State private var isPresented = false
    var detents: Set<PresentationDetent>? = nil
    var dismissals: Box<Int>? = nil

    var body: some View {
        Button("Show") { isPresented = true }
            .sheet(isPresented: $isPresented, onDismiss: { dismissals?.value += 1 }) {
                SheetContent(detents: detents)
            }
    }
}

private struct SheetContent: View {
    let detents: Set<PresentationDetent>?
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented

    var body: some View {
        ZStack {
            Color.green.accessibilityIdentifier("sheetContent")
            Button(isPresented ? "Done" : "Not presented") { dismiss() }
        }
        .presentationDetents(detents ?? [.large])
    }
}

private struct Covering: View {
    @State private var isPresented = false
    var body: some View {
        Button("Show") { isPresented = true }
            .fullScreenCover(isPresented: $isPresented) {
                Color.green.accessibilityIdentifier("coverContent")
            }
    }
}

private struct Item: Identifiable {
    let id: Int
}

private struct PresentingItem: View {
    @State private var item: Item?
    var body: some View {
        Button("Seven") { item = Item(id: 7) }
            .sheet(item: $item) { item in
                Text("Item \(item.id)")
            }
    }
}

/// Numbers on an iPhone 15 (393 × 852, safe area 59 on top and 34 at the bottom):
/// - the card's top is 59 + 10 = 69, so it is 852 − 69 = 783 tall, and its content is laid out
///   above the home indicator's strip: 783 − 34 = 749 tall;
/// - a sheet slides with `Animation.spring` (critically damped, ω = 2π / 0.5 s): the fraction
///   of the way left after t seconds is (1 + ωt) e^(−ωt); it is under 10⁻⁵ after 1 s;
/// - the presenter is pushed back to (393 − 32) / 393 of its size, about its top centre, its
///   top moved to 59.
struct SheetTests {
    private let screen = CGSize(width: 393, height: 852)
    private let cardTop: CGFloat = 59 + 10
    private let omega = 2 * Double.pi / 0.5

    private func remaining(after time: Double) -> Double {
        (1 + omega * time) * exp(-omega * time)
    }

    private func scene(_ view: some View, script: [ScriptEvent], duration: Double = 3) -> Player {
        player(RenderScene("sheet", canvas: RenderCanvas(device: .iPhone15, scale: 1), duration: duration, fps: 20, script: script) { view })
    }

    @Test func theCardsTopIsTenPointsBelowTheSafeAreasTop() throws {
        let frame = try scene(Presenting(), script: [.tap("Show", at: 0.1)]).at(1.5)
        let content = try #require(frame.geometry.first { $0.name == "sheetContent" })
        #expect(content.frame == CGRect(x: 0, y: cardTop, width: screen.width, height: 852 - 69 - 34))
    }

    @Test func theCardSlidesUpWithTheSystemSpring() throws {
        let play = scene(Presenting(), script: [.tap("Show", at: 0.1)])
        #expect(try play.at(0.05).drawnTexts.allSatisfy { $0.string != "Done" })
        // At rest the button is centred in the content: (69 + 818) / 2 = 443.5. A tenth of a
        // second after the tap the card still has (1 + ω·0.1) e^(−ω·0.1) ≈ 0.642 of its 783
        // points to rise.
        let moving = try play.at(0.2).drawnText("Done")
        let expected = 443.5 + 783 * remaining(after: 0.1)
        #expect(abs(moving.frame.midY - expected) < 0.5, "\(moving.frame.midY) against \(expected)")
        #expect(abs(try play.at(1.5).drawnText("Done").frame.midY - 443.5) < 0.01)
    }

    @Test func thePresenterIsPushedBackAboutItsTopCentre() throws {
        let play = scene(Presenting(), script: [.tap("Show", at: 0.1)])
        let before = try play.at(0.05).drawnText("Show").frame
        let after = try play.at(1.5).drawnText("Show").frame
        // Scaled by s about x = 393 / 2 and y = 0, then moved down 59.
        let scale = (393 - 32) / 393.0
        #expect(abs(after.midX - (196.5 + scale * (before.midX - 196.5))) < 0.01)
        #expect(abs(after.midY - (scale * before.midY + 59)) < 0.01)
        #expect(abs(after.width - scale * before.width) < 0.01)
    }

    @Test func dismissingSlidesTheCardDownAndBringsThePresenterBack() throws {
        let dismissals = Box(0)
        let play = scene(Presenting(dismissals: dismissals), script: [.tap("Show", at: 0.1), .tap("Done", at: 1.2)])
        let before = try play.at(0.05).drawnText("Show").frame
        // (Frames are played in order: the player runs the events due by the frame asked for.)
        #expect(try play.at(1.1).drawnTexts.contains { $0.string == "Done" })
        // A tenth of a second into the dismissal the card has gone down 1 − 0.642 of its height.
        let leaving = try play.at(1.3).drawnText("Done")
        let expected = 443.5 + 783 * (1 - remaining(after: 0.1))
        #expect(abs(leaving.frame.midY - expected) < 0.5, "\(leaving.frame.midY) against \(expected)")
        let settled = try play.at(2.5)
        #expect(settled.drawnTexts.allSatisfy { $0.string != "Done" })
        #expect(abs(settled.drawnText("Show").frame.midY - before.midY) < 0.01)
        #expect(dismissals.value == 1)
    }

    @Test func aMediumDetentIsHalfTheScreenWithoutPushingBack() throws {
        let play = scene(Presenting(detents: [.medium, .large]), script: [.tap("Show", at: 0.1)])
        let before = try play.at(0.05).drawnText("Show").frame
        let frame = try play.at(1.5)
        let content = try #require(frame.geometry.first { $0.name == "sheetContent" })
        // Half of 852 is 426; the content stops 34 above the bottom.
        #expect(content.frame == CGRect(x: 0, y: 426, width: 393, height: 426 - 34))
        // Two detents: the grabber shows, 36 × 5, 5 below the card's top, centred.
        // (At scale 1 frames are rounded to whole points: 178.5 is drawn from 179.)
        let grabber = try #require(frame.geometry.first { $0.typeName == "Capsule" })
        #expect(abs(grabber.frame.minX - 178.5) <= 0.5 && grabber.frame.minY == 431 && grabber.frame.size == CGSize(width: 36, height: 5))
        #expect(abs(frame.drawnText("Show").frame.width - before.width) < 0.01)
    }

    @Test func aFullScreenCoverFillsTheScreen() throws {
        let frame = try scene(Covering(), script: [.tap("Show", at: 0.1)]).at(1.5)
        let content = try #require(frame.geometry.first { $0.name == "coverContent" })
        // The cover's content is laid out in the safe area, as the root's is.
        #expect(content.frame == CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
    }

    @Test func anItemPresentsItsOwnSheet() throws {
        let frame = try scene(PresentingItem(), script: [.tap("Seven", at: 0.1)]).at(1.5)
        #expect(frame.drawnTexts.contains { $0.string == "Item 7" })
    }

    @Test func aScriptTapsOnlyThePresentedSheet() throws {
        let play = scene(Presenting(), script: [.tap("Show", at: 0.1), .tap("Show", at: 1)])
        #expect(throws: RuntimeError.self) { try play.at(1) }
    }
}

private struct DarkSheet: View {
    var body: some View {
        Color.clear
            .sheet(isPresented: .constant(true)) {
                List { Text("Row") }
            }
    }
}

/// In dark mode a sheet is raised: UIKit's elevated backgrounds, #1C1C1E for the system and
/// grouped backgrounds and #2C2C2E for the secondary ones (a list's rows), where the screen
/// below has black and #1C1C1E.
struct ElevatedSheetTests {
    @Test func aSheetsListInDarkModeIsDrawnOnTheElevatedBackgrounds() throws {
        let frame = try ViewGraph(
            root: DarkSheet(), canvas: RenderCanvas(device: .iPhone15, scale: 1, colorScheme: .dark), textEngine: MonospacedTestTextEngine()
        ).makeFrame()
        var colours: [Color.Resolved] = []
        for case .fill(_, let colour, _) in frame.displayList.allItems {
            colours.append(colour)
        }
        #expect(colours.contains(Color.Resolved(28, 28, 30)))
        #expect(colours.contains(Color.Resolved(44, 44, 46)))
    }
}
