import SwiftUI

struct MainTabs: View {
    @State private var selectedTab = 0

    var body: some View {
        TabView(selection: $selectedTab) {
            NavigationStack {
                List(1...20, id: \.self) { index in
                    Label("Episode \(index)", systemImage: "play.circle")
                }
                .navigationTitle("Listen Now")
            }
            .tabItem {
                Label("Listen Now", systemImage: "play.circle.fill")
            }
            .tag(0)

            NavigationStack {
                Text("Your library is empty")
                    .foregroundStyle(.secondary)
                    .navigationTitle("Library")
            }
            .tabItem {
                Label("Library", systemImage: "square.stack.fill")
            }
            .badge(3)
            .tag(1)

            NavigationStack {
                Text("Search podcasts")
                    .navigationTitle("Search")
            }
            .tabItem {
                Label("Search", systemImage: "magnifyingglass")
            }
            .tag(2)
        }
        .tint(.purple)
    }
}

#Preview {
    MainTabs()
}
