import Foundation
import Testing
@testable import SwiftUICore

/// `Text(_:style:)`: a date in each of SwiftUI's five styles, "now" being the scene's clock.
struct TextDateStyleTests {
    /// The scene clock's date at time zero: Tuesday 2007-01-09 09:41:00 UTC.
    private let sceneStart = Date(timeIntervalSince1970: 1_168_335_660)

    /// What `Text(date, style:)` shows in `en_US` at the scene's time zero (outside a scene).
    private func shown(_ date: Date, _ style: Text.DateStyle) -> String {
        // ICU puts a narrow no-break space before AM/PM, as iOS 17 does; compare with spaces.
        DateStyleArgument(date: date, style: style).string(in: Locale(identifier: "en_US"))
            .replacingOccurrences(of: "\u{202F}", with: " ")
    }

    @Test func theTimeAndDateStylesReadTheScenesStartAsItsStatusBarDoes() {
        // Apple's examples: "11:23PM" for `.time`, "June 3, 2019" for `.date`.
        #expect(shown(sceneStart, .time) == "9:41 AM")
        #expect(shown(sceneStart, .date) == "January 9, 2007")
    }

    @Test func theTimerStyleCountsMinutesAndSecondsThenHours() {
        // Apple's examples: "2:32" and "36:59:01". 2 min 32 s before now, either way round.
        #expect(shown(sceneStart.addingTimeInterval(-152), .timer) == "2:32")
        #expect(shown(sceneStart.addingTimeInterval(152.9), .timer) == "2:32")
        #expect(shown(sceneStart.addingTimeInterval(-(36 * 3600 + 59 * 60 + 1)), .timer) == "36:59:01")
        #expect(shown(sceneStart, .timer) == "0:00")
    }

    @Test func theRelativeStyleNamesTheTwoLargestUnits() {
        // Apple's examples: "2 hours, 23 minutes" and "1 year, 1 month".
        #expect(shown(sceneStart.addingTimeInterval(2 * 3600 + 23 * 60 + 10), .relative) == "2 hours, 23 minutes")
        // 2005-12-09 09:41 UTC (1,134,121,260 s after 1970) is 1 year (to 2006-12-09) and
        // 1 month (to 2007-01-09) before.
        #expect(shown(Date(timeIntervalSince1970: 1_134_121_260), .relative) == "1 year, 1 month")
        #expect(shown(sceneStart.addingTimeInterval(-1), .relative) == "1 second")
    }

    @Test func theOffsetStyleSignsTheLargestUnit() {
        // Apple's examples: "+2 hours" and "-3 months".
        #expect(shown(sceneStart.addingTimeInterval(2 * 3600 + 5), .offset) == "+2 hours")
        // 2006-10-09 09:41 UTC (1,160,386,860 s after 1970) is three months before.
        #expect(shown(Date(timeIntervalSince1970: 1_160_386_860), .offset) == "-3 months")
    }

    @Test func aTimerInATimelineCountsWithTheScenesClock() throws {
        let start = sceneStart
        let played = player(RenderScene("timer", duration: 3, fps: 10) {
            TimelineView(.periodic(from: start, by: 1)) { _ in
                Text(start, style: .timer)
            }
        })
        // The timeline updates each whole second of the scene; its text reads the scene's
        // clock at that frame, whatever the wall clock says.
        #expect(try played.frame(at: 0).drawnTexts[0].string == "0:00")
        #expect(try played.frame(at: 15).drawnTexts[0].string == "0:01")
        #expect(try played.frame(at: 25).drawnTexts[0].string == "0:02")
    }
}
