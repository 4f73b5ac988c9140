import Foundation
import Testing
@testable import SwiftUICore

struct ControlEnvironmentTests {
    /// Shows the control environment it reads as text, so a frame tells what reached it.
    struct Reader: View {
        @Environment(\.isEnabled) var isEnabled
        @Environment(\.controlSize) var controlSize
        @Environment(\.layoutDirection) var layoutDirection

        var body: some View {
            Text("\(isEnabled ? "enabled" : "disabled") \(String(describing: controlSize)) \(String(describing: layoutDirection))")
        }
    }

    func texts(_ frame: Frame) -> [String] {
        frame.displayList.allItems.compactMap { item in
            if case .text(let run, _) = item { return run.request.string }
            return nil
        }
    }

    @Test func defaultsAreEnabledRegularLeftToRight() throws {
        #expect(texts(try layOut(Reader())) == ["enabled regular leftToRight"])
    }

    @Test func disabledReachesDescendantsAndAnInnerFalseDoesNotUndoIt() throws {
        let frame = try layOut(VStack {
            Reader().disabled(false)
            Reader()
        }.disabled(true))
        #expect(texts(frame) == ["disabled regular leftToRight", "disabled regular leftToRight"])
    }

    @Test func disabledFalseLeavesTheViewEnabled() throws {
        #expect(texts(try layOut(Reader().disabled(false))) == ["enabled regular leftToRight"])
    }

    @Test func controlSizeAndLayoutDirectionAreSetForTheSubtree() throws {
        let frame = try layOut(Reader().controlSize(.small).environment(\.layoutDirection, .rightToLeft))
        #expect(texts(frame) == ["enabled small rightToLeft"])
    }
}
