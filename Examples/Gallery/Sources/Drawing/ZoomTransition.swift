import SwiftUI

/// Places on rounded cards, each opening its page with iOS 18's zoom navigation transition: the
/// card is the transition's source, configured with its colour, its rounded corners and a
/// shadow, so the page grows out of the card's shape, its corners rounding out to the screen's,
/// over the grid dimmed a little. The script opens Kyoto, then drags its page down: the page
/// follows the finger, shrinking, and once let go zooms back into its card
/// (`ZoomTransition.cutaway.json`).
@available(iOS 18.0, macOS 15.0, *)
struct PlaceCards: View {
    @Namespace private var namespace
    let places: [(name: String, color: Color)] = [
        ("Lisbon", .blue), ("Kyoto", .pink), ("Oaxaca", .orange), ("Hobart", .green),
    ]

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                ForEach([0, 2], id: \.self) { row in
                    HStack(spacing: 16) {
                        ForEach(row..<row + 2, id: \.self) { index in
                            card(places[index].name, color: places[index].color)
                        }
                    }
                }
                Spacer()
            }
            .padding(16)
            .navigationTitle("Places")
        }
    }

    private func card(_ name: String, color: Color) -> some View {
        NavigationLink {
            PlacePage(name: name, color: color)
                .navigationTransition(.zoom(sourceID: name, in: namespace))
        } label: {
            Text(name)
                .font(.headline)
                .foregroundStyle(.white)
                .padding(14)
                .frame(maxWidth: .infinity, minHeight: 150, alignment: .bottomLeading)
                .matchedTransitionSource(id: name, in: namespace) { source in
                    source
                        .background(color)
                        .clipShape(RoundedRectangle(cornerRadius: 20))
                        .shadow(radius: 6, y: 3)
                }
        }
    }
}

/// A place's page: its colour across the top, its name and a line about it.
struct PlacePage: View {
    let name: String
    let color: Color

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            color.frame(height: 280)
            Text(name).font(.largeTitle.bold()).padding(.horizontal)
            Text("Streets to walk, food to try, and where to watch the sun go down.")
                .foregroundStyle(.secondary)
                .padding(.horizontal)
            Spacer()
        }
        .ignoresSafeArea(edges: .top)
    }
}

#Preview("Zoom transition") {
    if #available(iOS 18.0, macOS 15.0, *) {
        PlaceCards()
    }
}
