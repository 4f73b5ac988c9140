import SwiftUI

/// A photo's screen whose buttons present what iOS presents: a sheet with two detents, an
/// alert that asks before deleting, and a confirmation dialog of actions.
struct PhotoScreen: View {
    @State private var isEditing = false
    @State private var isDeleting = false
    @State private var isChoosing = false

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Button("Edit Caption") { isEditing = true }
                    Button("Share…") { isChoosing = true }
                    Button("Delete Photo", role: .destructive) { isDeleting = true }
                }
            }
            .navigationTitle("Photo")
        }
        .sheet(isPresented: $isEditing) {
            CaptionEditor()
        }
        .alert("Delete Photo?", isPresented: $isDeleting) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This photo will be deleted from all your devices.")
        }
        .confirmationDialog("Share", isPresented: $isChoosing) {
            Button("Copy Link") {}
            Button("Duplicate") {}
            Button("Remove from Album", role: .destructive) {}
        }
    }
}

/// A sheet's content: a navigation stack with an inline title, cancel and done buttons.
struct CaptionEditor: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List {
                Section("Caption") {
                    Text("Sunset over the bay")
                }
            }
            .navigationTitle("Edit Caption")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
        .presentationDragIndicator(.visible)
    }
}

#Preview("Presentations, sheet") {
    PhotoScreen()
}

#Preview("Presentations, alert") {
    PhotoScreen()
}

#Preview("Presentations, confirmation dialog") {
    PhotoScreen()
}
