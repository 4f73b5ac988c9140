import SwiftUI

/// A day of messages in the scrolling list.
private struct Day: Identifiable {
    let id: Int
    let title: String
    let messages: [Message]
}

/// One message: who sent it, what about, when, and the colour and symbol of its avatar.
private struct Message: Identifiable {
    let id: Int
    let sender: String
    let subject: String
    let time: String
    let color: Color
    let symbol: String
}

private let senders: [(String, Color, String)] = [
    ("Ana Lima", .blue, "person.fill"), ("Build Server", .orange, "gearshape.fill"), ("Calendar", .red, "calendar"),
    ("Dmitri Volkov", .green, "person.fill"), ("Eun-ji Park", .purple, "person.fill"), ("Photos", .pink, "photo.fill"),
]
private let subjects = [
    "Lunch on Thursday?", "Nightly build passed", "Design review at 3 pm", "Notes from the offsite",
    "Your shared album has 12 new photos", "Re: the scrolling golden", "Flight moved to 9:40", "Invoice for November",
]

private let days: [Day] = ["Today", "Yesterday", "Monday", "Sunday"].enumerated().map { day, title in
    Day(id: day, title: title, messages: (0..<8).map { row in
        let number = day * 8 + row
        let (sender, color, symbol) = senders[number % senders.count]
        return Message(
            id: number, sender: sender, subject: subjects[(number * 3) % subjects.count],
            time: day == 0 ? "\(9 + row % 9):\(String(format: "%02d", (row * 17) % 60))" : title, color: color, symbol: symbol)
    })
}

/// A row: a round avatar, the sender over the subject, the time, and a separator from the text.
private struct MessageRow: View {
    let message: Message

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 12) {
                Image(systemName: message.symbol)
                    .font(.system(size: 17))
                    .foregroundStyle(.white)
                    .frame(width: 40, height: 40)
                    .background(Circle().fill(message.color))
                VStack(alignment: .leading, spacing: 2) {
                    HStack {
                        Text(message.sender).font(.headline)
                        Spacer()
                        Text(message.time).font(.subheadline).foregroundStyle(.secondary)
                    }
                    Text(message.subject).font(.subheadline).foregroundStyle(.secondary).lineLimit(1)
                }
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 10)
            Divider().padding(.leading, 68)
        }
    }
}

/// A scrolling list of messages by day: a lazy stack in a scroll view, each day's header
/// pinned to the top while its messages scroll under it. The preview's script scrolls it
/// (`ScrollingList.cutaway.json`), and iOS's scroll indicator shows while it moves.
#Preview("Scrolling list", traits: .sizeThatFitsLayout) {
    ScrollView {
        LazyVStack(alignment: .leading, spacing: 0, pinnedViews: .sectionHeaders) {
            ForEach(days) { day in
                Section {
                    ForEach(day.messages) { message in
                        MessageRow(message: message)
                    }
                } header: {
                    Text(day.title)
                        .font(.title3.weight(.semibold))
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .padding(.horizontal, 16)
                        .padding(.vertical, 8)
                        .background(Color(uiColor: .systemBackground))
                }
            }
        }
    }
    .background(Color(uiColor: .systemBackground))
    .frame(width: 390, height: 420)
}
