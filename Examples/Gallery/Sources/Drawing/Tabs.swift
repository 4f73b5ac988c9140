import SwiftUI

/// A music app's tabs: a navigation stack in the first, a badge on the second, the bar over the
/// home indicator.
struct MusicTabs: View {
    var body: some View {
        TabView {
            NavigationStack {
                List {
                    Section("Recently Played") {
                        Label("Morning Coffee", systemImage: "music.note")
                        Label("Road Trip", systemImage: "music.note")
                        Label("Focus", systemImage: "music.note")
                    }
                }
                .navigationTitle("Listen Now")
            }
            .tabItem { Label("Listen Now", systemImage: "play.circle.fill") }

            Text("Browse")
                .tabItem { Label("Browse", systemImage: "square.grid.2x2") }
                .badge(3)

            Text("Favourites")
                .tabItem { Label("Favourites", systemImage: "heart.fill") }

            Text("Search")
                .tabItem { Label("Search", systemImage: "magnifyingglass") }
        }
    }
}

/// Onboarding pages with page dots, on a colour that shows them.
struct OnboardingPages: View {
    var body: some View {
        TabView {
            ForEach(["Plan", "Track", "Share"], id: \.self) { title in
                VStack(spacing: 12) {
                    Image(systemName: "star.fill").font(.system(size: 56))
                    Text(title).font(.largeTitle.bold())
                }
                .foregroundStyle(.white)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Color.indigo)
            }
        }
        .tabViewStyle(.page)
    }
}

#Preview("Tabs") {
    MusicTabs()
}

#Preview("Pages") {
    OnboardingPages()
}
