import SwiftUI

struct GroceryListView: View {
    @State private var items = ["Apples 🍎", "Oat milk", "Sourdough", "Eggs 🥚", "Spinach", "Coffee beans"]
    @State private var selection = Set<String>()
    @State private var purchased: Set<String> = ["Sourdough"]

    var body: some View {
        NavigationStack {
            List($items, id: \.self, editActions: .all, selection: $selection) { $item in
                HStack {
                    Image(systemName: "checkmark")
                        .foregroundStyle(.green)
                        .opacity(purchased.contains(item) ? 1 : 0)
                    Text(item)
                        .strikethrough(purchased.contains(item))
                    Spacer()
                    Image(systemName: "exclamationmark.circle.fill")
                        .foregroundStyle(.orange)
                        .hidden()
                }
            }
            .navigationTitle("Groceries")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    EditButton()
                }
                ToolbarItem(placement: .bottomBar) {
                    Text("\(items.count) items, \(selection.count) selected")
                        .font(.footnote)
                }
            }
        }
    }
}

#Preview {
    GroceryListView()
}
