import SwiftUI

/// Mailboxes as Mail lists them: a navigation stack with a large title, an edit button, rows
/// that push a mailbox, and a bottom toolbar.
struct Mailboxes: View {
    let mailboxes = ["All Inboxes", "iCloud", "Gmail", "VIP", "Flagged"]

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(mailboxes, id: \.self) { name in
                        NavigationLink(name) {
                            Mailbox(name: name)
                        }
                    }
                }
            }
            .navigationTitle("Mailboxes")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    EditButton()
                }
                ToolbarItem(placement: .bottomBar) {
                    Text("Updated Just Now").font(.caption)
                }
            }
        }
    }
}

/// A mailbox's messages, with an inline title.
struct Mailbox: View {
    let name: String

    var body: some View {
        List {
            ForEach(["Lunch on Friday?", "Your order has shipped", "Photos from the weekend"], id: \.self) { subject in
                VStack(alignment: .leading, spacing: 2) {
                    Text(subject).font(.headline)
                    Text("Tap to read the whole message.").font(.subheadline).foregroundStyle(.secondary)
                }
            }
        }
        .listStyle(.plain)
        .navigationTitle(name)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            Button {
            } label: {
                Image(systemName: "square.and.pencil")
            }
        }
    }
}

#Preview("Navigation") {
    Mailboxes()
}

#Preview("Navigation, pushing") {
    Mailboxes()
}
