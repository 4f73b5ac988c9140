import SwiftUI

/// A shopping list whose rows have swipe actions: the preview's script reveals one row's
/// trailing actions (`SwipeActions.cutaway.json`), the row sliding aside as a finger would.
#Preview("Swipe actions", traits: .sizeThatFitsLayout) {
    List {
        ForEach(["Milk", "Eggs", "Bread", "Apples"], id: \.self) { item in
            Text(item)
                .swipeActions {
                    Button(role: .destructive) {} label: {
                        Label("Delete", systemImage: "trash")
                    }
                    Button {} label: {
                        Label("Flag", systemImage: "flag")
                    }
                    .tint(.orange)
                }
                .swipeActions(edge: .leading) {
                    Button("Pin") {}
                        .tint(.blue)
                }
        }
    }
    .frame(width: 390, height: 300)
}
