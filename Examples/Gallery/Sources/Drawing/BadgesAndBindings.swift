import SwiftUI

/// A mailbox: a row per folder with its unread count as the row's badge, and a toggle per
/// folder editing it through a binding to it (`ForEach($folders) { $folder in ... }`).
private struct Folder: Identifiable {
    let id: Int
    var name: String
    var unread: Int
    var isFlagged: Bool
}

private struct MailboxFolders: View {
    @State private var folders = [
        Folder(id: 0, name: "Inbox", unread: 12, isFlagged: false),
        Folder(id: 1, name: "Drafts", unread: 0, isFlagged: false),
        Folder(id: 2, name: "Receipts", unread: 3, isFlagged: true),
    ]

    var body: some View {
        List {
            Section("Mailboxes") {
                ForEach($folders) { $folder in
                    Label(folder.name, systemImage: folder.isFlagged ? "flag" : "folder")
                        .badge(folder.unread)
                }
            }
            Section("Flags") {
                ForEach($folders) { $folder in
                    Toggle(folder.name, isOn: $folder.isFlagged)
                }
            }
        }
    }
}

#Preview("Badges and bindings", traits: .sizeThatFitsLayout) {
    MailboxFolders()
        .frame(width: 390, height: 560)
}
