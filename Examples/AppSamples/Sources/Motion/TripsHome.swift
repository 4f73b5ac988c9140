import SwiftUI

struct Trip: Identifiable {
    let id = UUID()
    let destination: String
    let dates: String
    let emoji: String
}

struct TripsHome: View {
    let trips = [
        Trip(destination: "Lisbon", dates: "Mar 3 – 9", emoji: "🇵🇹"),
        Trip(destination: "Kyoto", dates: "Apr 12 – 24", emoji: "🇯🇵"),
        Trip(destination: "Reykjavík", dates: "Aug 1 – 6", emoji: "🇮🇸"),
    ]

    var body: some View {
        NavigationStack {
            ZStack {
                LinearGradient(colors: [.teal, .blue.opacity(0.6)], startPoint: .top, endPoint: .bottom)
                    .ignoresSafeArea()

                ScrollView {
                    VStack(spacing: 14) {
                        ForEach(trips) { trip in
                            NavigationLink(value: trip.destination) {
                                HStack {
                                    Text(trip.emoji).font(.largeTitle)
                                    VStack(alignment: .leading) {
                                        Text(trip.destination).font(.headline)
                                        Text(trip.dates).font(.subheadline).foregroundStyle(.secondary)
                                    }
                                    Spacer()
                                    Image(systemName: "chevron.right").foregroundStyle(.tertiary)
                                }
                                .padding()
                                .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16))
                            }
                            .buttonStyle(.plain)
                        }
                    }
                    .padding()
                }
            }
            .navigationTitle("Upcoming Trips")
            .navigationDestination(for: String.self) { destination in
                Text("Trip to \(destination)")
                    .font(.largeTitle)
            }
        }
    }
}

#Preview {
    TripsHome()
}
