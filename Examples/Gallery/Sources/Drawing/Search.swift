import SwiftUI

/// A searchable list in a navigation stack: the search field under the large title, as
/// iOS 17 draws it at the top of the list, with its prompt.
#Preview("Search", traits: .sizeThatFitsLayout) {
    NavigationStack {
        List {
            ForEach(["Lisbon", "London", "Lyon", "Madrid", "Milan"], id: \.self) { city in
                Text(city)
            }
        }
        .navigationTitle("Cities")
        .searchable(text: .constant(""), prompt: "Find a city")
        .refreshable {}
    }
    .frame(width: 390, height: 520)
}

/// A search under way: the text searched for in the field, and the rows that match.
#Preview("Search--typed", traits: .sizeThatFitsLayout) {
    NavigationStack {
        List {
            Text("Lisbon")
            Text("Lyon")
        }
        .navigationTitle("Cities")
        .searchable(text: .constant("L"))
    }
    .frame(width: 390, height: 360)
}
