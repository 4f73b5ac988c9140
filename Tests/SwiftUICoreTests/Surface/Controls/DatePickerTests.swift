import Foundation
import Testing
@testable import SwiftUICore

struct DatePickerTests {
    /// 3 December 2026, 9:41:00 UTC: 20,790 days after 1 January 1970 (56 years of 365 days,
    /// 14 leap days from 1972 to 2024, and the 336 days of 2026 before 3 December), then
    /// 9 h 41 min: 20,790 × 86,400 + 34,860 s.
    static let keynote = Date(timeIntervalSince1970: 20_790 * 86_400 + 34_860)

    @Test func aDateIsWrittenInEnglishMediumAndShortStylesInUTC() {
        let text = DatePickerText(date: Self.keynote)
        #expect(text.date == "Dec 3, 2026")
        #expect(text.time == "9:41 AM")
        // Midnight is 12 AM, noon 12 PM; minutes have two digits.
        #expect(DatePickerText(date: Date(timeIntervalSince1970: 0)).time == "12:00 AM")
        #expect(DatePickerText(date: Date(timeIntervalSince1970: 12 * 3600 + 5 * 60)).time == "12:05 PM")
        #expect(DatePickerText(date: Date(timeIntervalSince1970: 0)).date == "Jan 1, 1970")
    }

    @Test func theChipsTrailTheLabelOnGreyRoundedRectangles() throws {
        // At scale 2 the half points below lie on the pixel grid.
        let frame = try layOut(width: 400, height: 100, scale: 2, DatePicker("Starts", selection: .constant(Self.keynote)))
        // Test engine: 17-point body, 8.5 a character, 17-point lines. "9:41 AM" is 7 × 8.5 =
        // 59.5, padded 11 + 11: a 81.5-wide chip at the trailing edge (400); "Dec 3, 2026"
        // 11 × 8.5 = 93.5 + 22 = 115.5 wide, 6 points before it. Each 17 + 6 + 6 = 29 tall.
        let chips = frame.fillBoxes(Color(uiColor: .tertiarySystemFill))
        #expect(chips.count == 2)
        #expect(isClose(chips[1].maxX, 400) && isClose(chips[1].width, 81.5) && isClose(chips[1].height, 29), "\(chips)")
        #expect(isClose(chips[0].maxX, 400 - 81.5 - 6) && isClose(chips[0].width, 115.5), "\(chips)")
        #expect(isClose(frame.drawnText("Starts").frame.minX, 0))
    }

    @Test func theComponentsSayWhichChipsShowAndTheRangeClampsTheDate() throws {
        let later = Self.keynote.addingTimeInterval(86_400 + 3600)
        let frame = try layOut(width: 400, height: 100, VStack {
            DatePicker("Day", selection: .constant(Self.keynote), displayedComponents: .date)
            DatePicker("Alarm", selection: .constant(Self.keynote), in: later..., displayedComponents: .hourAndMinute)
        })
        let texts = frame.drawnTexts.map(\.string)
        // The alarm's range starts a day and an hour later: the picker shows 10:41 AM.
        #expect(texts == ["Day", "Dec 3, 2026", "Alarm", "10:41 AM"])
    }
}
