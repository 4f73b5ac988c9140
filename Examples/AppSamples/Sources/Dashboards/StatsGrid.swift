import SwiftUI

struct StatTile: View {
    let title: String
    let value: String
    let symbol: String
    let tint: Color

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Image(systemName: symbol)
                    .foregroundStyle(tint)
                Spacer()
                Image(systemName: "chevron.right")
                    .font(.caption)
                    .foregroundStyle(.tertiary)
            }
            Text(value)
                .font(.title.bold())
                .minimumScaleFactor(0.6)
            Text(title)
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color(uiColor: .secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 14))
    }
}

struct StatsGrid: View {
    private let columns = [GridItem(.flexible(), spacing: 12), GridItem(.flexible(), spacing: 12)]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 12) {
                    StatTile(title: "Revenue", value: "$12,480", symbol: "dollarsign.circle.fill", tint: .green)
                    StatTile(title: "Orders", value: "342", symbol: "shippingbox.fill", tint: .brown)
                    StatTile(title: "Visitors", value: "8.1K", symbol: "person.2.fill", tint: .blue)
                    StatTile(title: "Refunds", value: "7", symbol: "arrow.uturn.backward.circle.fill", tint: .red)
                }
                .padding()

                HStack(spacing: 12) {
                    ProgressView()
                        .tint(.indigo)
                    Text("Syncing with store…")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
                .frame(maxWidth: .infinity)
                .padding()
            }
            .background(Color(uiColor: .systemGroupedBackground))
            .navigationTitle("Today")
        }
    }
}

#Preview {
    StatsGrid()
}
