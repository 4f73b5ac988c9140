import Foundation
import Testing
@testable import SwiftUICore

/// A counter whose stepper runs over `bounds` in steps of `step`, showing its value in its label.
private struct Counter: View {
    @State var value: Int
    let bounds: ClosedRange<Int>
    var step = 1
    var body: some View {
        Stepper("Value \(value)", value: $value, in: bounds, step: step)
    }
}

struct StepperTests {
    /// The control's fill: the one rounded rectangle in the tertiary system fill.
    func control(_ frame: Frame) throws -> CGRect {
        try #require(frame.fillBoxes(Color(uiColor: .tertiarySystemFill)).first)
    }

    func shownValue(_ frame: Frame) -> String? {
        frame.drawnTexts.first { $0.string.hasPrefix("Value") }?.string
    }

    @Test func theControlIsNinetyFourByThirtyTwoAtTheRowsTrailingEdge() throws {
        // At scale 2 every number below lies on the pixel grid, so drawing rounds none of them.
        let frame = try layOut(width: 300, height: 100, scale: 2, Stepper("Guests", value: .constant(2), in: 0...5))
        let box = try control(frame)
        // UIStepper's intrinsic size, 94 × 32; the row fills the 300-point width (label,
        // spacer, control), and the canvas centres it: (100 − 32) / 2 = 34.
        #expect(isClose(box.width, 94) && isClose(box.height, 32), "\(box)")
        #expect(isClose(box.maxX, 300) && isClose(box.minY, 34), "\(box)")
        // The separator: 1 × 18, centred: x = 206 + (94 − 1) / 2 = 252.5, y = 34 + (32 − 18) / 2 = 41.
        let separator = try #require(frame.fillBoxes(Color(uiColor: .opaqueSeparator)).first)
        #expect(isClose(separator.minX, 252.5) && isClose(separator.minY, 41) && isClose(separator.height, 18), "\(separator)")
        // The label leads: "Guests" at the row's leading edge.
        #expect(isClose(frame.drawnText("Guests").frame.minX, 0))
    }

    @Test func incrementAndDecrementStepTheValue() throws {
        let play = player(RenderScene("stepper", duration: 1, fps: 10, script: [
            .tap("Increment", at: 0.1), .tap("Increment", at: 0.2), .tap("Decrement", at: 0.3),
        ]) {
            Counter(value: 2, bounds: 0...9).frame(width: 300)
        })
        #expect(shownValue(try play.at(0)) == "Value 2")
        #expect(shownValue(try play.at(0.1)) == "Value 3")
        #expect(shownValue(try play.at(0.2)) == "Value 4")
        #expect(shownValue(try play.at(0.3)) == "Value 3")
    }

    @Test func aStepThatWouldPassTheBoundStopsAtIt() throws {
        // 4 + 3 passes 5: SwiftUI's stepper clamps to the bound.
        let play = player(RenderScene("stepper", duration: 1, fps: 10, script: [.tap("Increment", at: 0.1)]) {
            Counter(value: 4, bounds: 0...5, step: 3).frame(width: 300)
        })
        #expect(shownValue(try play.at(0.1)) == "Value 5")
    }

    @Test func atTheUpperBoundIncrementCannotBeTapped() throws {
        let play = player(RenderScene("stepper", duration: 1, fps: 10, script: [.tap("Increment", at: 0.1)]) {
            Counter(value: 5, bounds: 0...5).frame(width: 300)
        })
        #expect(throws: (any Error).self) { try play.at(0.1) }
    }

    @Test func atTheLowerBoundDecrementCannotBeTappedButIncrementCan() throws {
        let failing = player(RenderScene("stepper", duration: 1, fps: 10, script: [.tap("Decrement", at: 0.1)]) {
            Counter(value: 0, bounds: 0...5).frame(width: 300)
        })
        #expect(throws: (any Error).self) { try failing.at(0.1) }
        let play = player(RenderScene("stepper", duration: 1, fps: 10, script: [.tap("Increment", at: 0.1)]) {
            Counter(value: 0, bounds: 0...5).frame(width: 300)
        })
        #expect(shownValue(try play.at(0.1)) == "Value 1")
    }

    @Test func aDisabledStepperCannotBeTapped() throws {
        let play = player(RenderScene("stepper", duration: 1, fps: 10, script: [.tap("Increment", at: 0.1)]) {
            Counter(value: 2, bounds: 0...5).frame(width: 300).disabled(true)
        })
        #expect(throws: (any Error).self) { try play.at(0.1) }
    }

    @Test func theActionsFormCallsItsClosuresAndReportsEditing() throws {
        let log = Box<[String]>([])
        let play = player(RenderScene("stepper", duration: 1, fps: 10, script: [
            .tap("Increment", at: 0.1), .tap("Decrement", at: 0.2),
        ]) {
            Stepper("Custom", onIncrement: { log.value.append("+") }, onDecrement: { log.value.append("-") },
                    onEditingChanged: { log.value.append($0 ? "begin" : "end") })
                .frame(width: 300)
        })
        _ = try play.at(0.2)
        #expect(log.value == ["begin", "+", "end", "begin", "-", "end"])
    }

    @Test func aHalfWithoutAnActionIsDimmedAndCannotBeTapped() throws {
        let play = player(RenderScene("stepper", duration: 1, fps: 10, script: [.tap("Decrement", at: 0.1)]) {
            Stepper("Only up", onIncrement: {}, onDecrement: nil).frame(width: 300)
        })
        #expect(throws: (any Error).self) { try play.at(0.1) }
    }

    @Test func theLabelLastInitialiserCallsItsActions() throws {
        // SwiftUI's `Stepper(onIncrement:onDecrement:label:)`, with the label as a trailing
        // closure: the same control as the label-first form, its halves calling the actions.
        let log = Log()
        let stepper = Stepper(onIncrement: { log.entries.append("+") }, onDecrement: { log.entries.append("-") }) { Text("Count") }
        let labelFirst = Stepper(label: { Text("Count") }, onIncrement: {}, onDecrement: {})
        #expect(try layOut(stepper).drawnItems.count == layOut(labelFirst).drawnItems.count)
        stepper.onIncrement?()
        stepper.onDecrement?()
        #expect(log.entries == ["+", "-"])
    }
}
