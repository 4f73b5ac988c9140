import Foundation

/// A control that picks a date, drawn as iOS 17's compact date picker: the label, then the
/// date and the time it shows, each on a grey rounded chip at the row's trailing edge
/// (`DatePickerMetrics`). The chips say the selection clamped into the picker's range, as
/// UIDatePicker clamps its date to its minimum and maximum dates.
///
/// Design boundaries: the picker never opens (a still frame shows no calendar), and a script
/// cannot change its date (a `"set"` of the bound state does). The chips are written in
/// en_US's medium date and short time styles ("Dec 3, 2026", "9:41 AM") in UTC, whatever the
/// locale: so the same scene draws the same frame on every machine and every version of ICU,
/// whose spacing in times differs (U+202F or a space before "AM").
nonisolated public struct DatePicker<Label: View>: View {
    let selection: Binding<Date>
    let range: ClosedRange<Date>?
    let displayedComponents: DatePickerComponents
    let label: Label

    public typealias Components = DatePickerComponents

    public init(
        selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, range: nil, displayedComponents: displayedComponents, label: label())
    }

    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, range: range, displayedComponents: displayedComponents, label: label())
    }

    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, range: range.lowerBound...Date.distantFuture, displayedComponents: displayedComponents, label: label())
    }

    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, range: Date.distantPast...range.upperBound, displayedComponents: displayedComponents, label: label())
    }

    init(selection: Binding<Date>, range: ClosedRange<Date>?, displayedComponents: DatePickerComponents, label: Label) {
        self.selection = selection
        self.range = range
        self.displayedComponents = displayedComponents
        self.label = label
    }

    /// The date the chips show: the selection, clamped into the range.
    var shownDate: Date {
        guard let range else { return selection.wrappedValue }
        return min(max(selection.wrappedValue, range.lowerBound), range.upperBound)
    }

    public var body: some View {
        LabeledControlRow(label: label) {
            HStack(spacing: DatePickerMetrics.chipSpacing) {
                let parts = DatePickerText(date: shownDate)
                if displayedComponents.contains(.date) {
                    DatePickerChip(text: parts.date)
                }
                if displayedComponents.contains(.hourAndMinute) {
                    DatePickerChip(text: parts.time)
                }
            }
        }
    }
}

extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: nil, displayedComponents: displayedComponents, label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: nil, displayedComponents: displayedComponents, label: Text(title))
    }

    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, range: range, displayedComponents: displayedComponents, label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, range: range, displayedComponents: displayedComponents, label: Text(title))
    }

    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, range: range.lowerBound...Date.distantFuture, displayedComponents: displayedComponents, label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, range: range.lowerBound...Date.distantFuture, displayedComponents: displayedComponents, label: Text(title))
    }

    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, range: Date.distantPast...range.upperBound, displayedComponents: displayedComponents, label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, range: Date.distantPast...range.upperBound, displayedComponents: displayedComponents, label: Text(title))
    }
}

/// The parts of a date a `DatePicker` shows.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The hour and the minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// The day, the month and the year.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// A compact date picker's measurements, estimated from iOS 17's look: each chip its text
/// (17-point body) padded 11 points at the sides and 6 above and below (34 points tall with
/// the body's 22-point line), on a rectangle of 6-point continuous corners in the tertiary
/// system fill, the two chips 6 points apart.
enum DatePickerMetrics {
    static let horizontalPadding: CGFloat = 11
    static let verticalPadding: CGFloat = 6
    static let cornerRadius: CGFloat = 6
    static let chipSpacing: CGFloat = 6
}

/// One chip: a date's or a time's text on its grey rounded rectangle.
nonisolated struct DatePickerChip: View {
    let text: String

    var body: some View {
        Text(text)
            .foregroundStyle(Color(uiColor: .label))
            .padding(.horizontal, DatePickerMetrics.horizontalPadding)
            .padding(.vertical, DatePickerMetrics.verticalPadding)
            .background(
                RoundedRectangle(cornerRadius: DatePickerMetrics.cornerRadius, style: .continuous)
                    .fill(Color(uiColor: .tertiarySystemFill)))
    }
}

/// A date as a compact picker writes it: en_US's medium date style ("Dec 3, 2026") and
/// short time style ("9:41 AM"), in the Gregorian calendar, in UTC. Written here rather than
/// by a `DateFormatter`, whose output changes with the ICU the machine has.
struct DatePickerText {
    let date: String
    let time: String

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    init(date: Date) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let hour = parts.hour ?? 0
        let minute = parts.minute ?? 0
        self.date = "\(Self.months[(parts.month ?? 1) - 1]) \(parts.day ?? 1), \(parts.year ?? 1970)"
        let twelveHour = hour % 12 == 0 ? 12 : hour % 12
        self.time = "\(twelveHour):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "AM" : "PM")"
    }
}
