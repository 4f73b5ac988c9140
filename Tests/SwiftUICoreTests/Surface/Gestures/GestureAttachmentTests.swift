import Foundation
import Testing
@testable import SwiftUICore

/// How gestures on a view and on its container compete for a touch.
struct GestureAttachmentTests {
    private func tapScene(_ log: Log, @ViewBuilder _ content: @escaping @MainActor () -> some View) -> Player {
        player(RenderScene("priority", canvas: RenderCanvas(width: 200, height: 200), duration: 1, fps: 10, script: [
            .tap(.point(CGPoint(x: 100, y: 100)), at: 0.1),
        ], content: content))
    }

    @Test func aSubviewsGestureGoesBeforeItsContainers() throws {
        let log = Log()
        _ = try tapScene(log) {
            ZStack { Color.green.onTapGesture { log.entries.append("inner") } }
                .gesture(TapGesture().onEnded { log.entries.append("outer") })
        }.at(1)
        #expect(log.entries == ["inner"])
    }

    @Test func aHighPriorityGestureGoesBeforeItsSubviews() throws {
        let log = Log()
        _ = try tapScene(log) {
            ZStack { Color.green.onTapGesture { log.entries.append("inner") } }
                .highPriorityGesture(TapGesture().onEnded { log.entries.append("outer") })
        }.at(1)
        #expect(log.entries == ["outer"])
    }

    @Test func aSimultaneousGestureIsRecognizedAlongside() throws {
        let log = Log()
        _ = try tapScene(log) {
            ZStack { Color.green.onTapGesture { log.entries.append("inner") } }
                .simultaneousGesture(TapGesture().onEnded { log.entries.append("outer") })
        }.at(1)
        #expect(log.entries == ["inner", "outer"])
    }

    @Test func aMaskWithoutSubviewsTurnsOffTheSubviewsGestures() throws {
        let log = Log()
        _ = try tapScene(log) {
            ZStack { Color.green.onTapGesture { log.entries.append("inner") } }
                .gesture(TapGesture().onEnded { log.entries.append("outer") }, including: .gesture)
        }.at(1)
        #expect(log.entries == ["outer"])
    }

    @Test func aDisabledViewRecognizesNoGesture() throws {
        let log = Log()
        _ = try tapScene(log) {
            Color.green.onTapGesture { log.entries.append("tapped") }.disabled(true)
        }.at(1)
        #expect(log.entries.isEmpty)
    }

    @Test func exclusivelyPrefersTheFirstAndSimultaneouslyReportsBoth() throws {
        let values = Box<[String]>([])
        _ = try tapScene(Log()) {
            Color.green
                .gesture(TapGesture(count: 1).exclusively(before: LongPressGesture()).onEnded { value in
                    if case .first = value { values.value.append("tap first") }
                })
                .simultaneousGesture(TapGesture().simultaneously(with: TapGesture()).onEnded { value in
                    values.value.append("both \(value.first != nil) \(value.second != nil)")
                })
        }.at(1)
        #expect(values.value == ["tap first", "both true true"])
    }

    @Test func aSequencedGestureStartsItsSecondAfterTheFirst() throws {
        let values = Box<[String]>([])
        let play = player(RenderScene("sequence", canvas: RenderCanvas(width: 300, height: 300), duration: 2, fps: 10, script: [
            .press(.point(CGPoint(x: 100, y: 100)), at: 0.1),
            // Held past the long press's 0.5 s, then dragged 60 pt down from where it is.
            .drag(from: nil, by: CGSize(width: 0, height: 60), duration: 0.3, at: 0.8),
        ]) {
            Color.green.gesture(LongPressGesture().sequenced(before: DragGesture(coordinateSpace: .global)).onEnded { value in
                if case .second(true, let drag?) = value { values.value.append("drag \(drag.translation.height)") }
            })
        })
        _ = try play.at(2)
        #expect(values.value == ["drag 60.0"])
    }
}
