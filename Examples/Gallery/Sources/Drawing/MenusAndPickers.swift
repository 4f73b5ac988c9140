import SwiftUI

/// 9:41 on 3 December 2026, in UTC: the date the pickers show.
private let keynote = Date(timeIntervalSince1970: 1_796_290_860)

/// Controls that open something iOS draws over the screen (a menu, a calendar, a colour
/// sheet, the share sheet), shown as iOS 17 draws them before they open.
#Preview("Menus and pickers", traits: .sizeThatFitsLayout) {
    List {
        Section("Menus") {
            Menu("Sort by") {
                Button("Name") {}
                Button("Date") {}
            }
            Menu {
                Button("Duplicate") {}
            } label: {
                Label("More", systemImage: "ellipsis.circle")
            }
            Menu("Add to list", content: { Button("Groceries") {} }, primaryAction: {})
                .menuStyle(.button)
                .buttonStyle(.bordered)
        }
        Section("Dates") {
            DatePicker("Starts", selection: .constant(keynote))
            DatePicker("Day", selection: .constant(keynote), displayedComponents: .date)
            DatePicker("Alarm", selection: .constant(keynote), in: keynote..., displayedComponents: .hourAndMinute)
        }
        Section("Colour and sharing") {
            ColorPicker("Accent", selection: .constant(Color.orange))
            ColorPicker("Highlight", selection: .constant(CGColor(red: 0.2, green: 0.6, blue: 0.9, alpha: 1)), supportsOpacity: false)
            ShareLink(item: URL(string: "https://example.com/cutaway")!)
            ShareLink("Send invitation", item: "See you at 9:41", subject: Text("Keynote"))
        }
    }
    .frame(width: 390, height: 720)
}
