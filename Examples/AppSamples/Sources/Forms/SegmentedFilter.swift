import SwiftUI

enum InboxFilter: String, CaseIterable {
    case all = "All"
    case unread = "Unread"
    case flagged = "Flagged"
}

struct SegmentedFilter: View {
    @Binding var selection: InboxFilter
    @Namespace private var namespace

    var body: some View {
        HStack(spacing: 0) {
            ForEach(InboxFilter.allCases, id: \.self) { filter in
                Text(filter.rawValue)
                    .font(.subheadline.weight(.semibold))
                    .foregroundStyle(selection == filter ? .white : .primary)
                    .padding(.vertical, 8)
                    .frame(maxWidth: .infinity)
                    .background {
                        if selection == filter {
                            Capsule()
                                .fill(Color.indigo)
                                .matchedGeometryEffect(id: "pill", in: namespace)
                        }
                    }
                    .contentShape(Capsule())
                    .onTapGesture {
                        withAnimation(.spring(response: 0.35, dampingFraction: 0.8)) {
                            selection = filter
                        }
                    }
            }
        }
        .padding(4)
        .background(Capsule().fill(Color(.systemGray6)))
    }
}

struct InboxHeader: View {
    @State private var filter: InboxFilter = .all

    var body: some View {
        VStack(spacing: 20) {
            SegmentedFilter(selection: $filter)
            Text("Showing \(filter.rawValue.lowercased()) messages")
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}

#Preview("Segmented filter") {
    InboxHeader()
}
