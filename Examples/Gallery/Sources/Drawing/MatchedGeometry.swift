import SwiftUI

/// A tab bar whose selection capsule slides between the tabs: one capsule per tab, drawn only
/// behind the selected one, all in one matched-geometry group, so a new selection's capsule
/// moves from the old one's frame while the old one's follows it out.
struct CapsuleTabBar: View {
    @Namespace private var selection
    @State private var selected = "Home"
    private let tabs = ["Home", "Explore", "Library", "Profile"]

    var body: some View {
        HStack(spacing: 4) {
            ForEach(tabs, id: \.self) { tab in
                Button {
                    withAnimation(.smooth) { selected = tab }
                } label: {
                    Text(tab)
                        .font(.subheadline.weight(.semibold))
                        .foregroundStyle(selected == tab ? Color.white : Color.primary)
                        .padding(.horizontal, 14)
                        .padding(.vertical, 8)
                        .background {
                            if selected == tab {
                                Capsule()
                                    .fill(Color.accentColor)
                                    .matchedGeometryEffect(id: "selection", in: selection)
                            }
                        }
                }
                .buttonStyle(.plain)
            }
        }
        .padding(4)
        .background(Capsule().fill(Color(uiColor: .secondarySystemBackground)))
        .padding(24)
    }
}

#Preview("Matched geometry tab bar", traits: .sizeThatFitsLayout) {
    CapsuleTabBar()
}
