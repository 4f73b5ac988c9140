import SwiftUI

struct ExpandingNote: View {
    let text: String
    @State private var isExpanded = false
    @State private var textHeight: CGFloat = 0

    private let collapsedHeight: CGFloat = 66

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(text)
                .font(.body)
                .fixedSize(horizontal: false, vertical: true)
                .onGeometryChange(for: CGFloat.self) { proxy in
                    proxy.size.height
                } action: { newHeight in
                    textHeight = newHeight
                }
                .frame(height: isExpanded ? textHeight : min(collapsedHeight, textHeight), alignment: .top)
                .clipped()

            if textHeight > collapsedHeight {
                Button(isExpanded ? "Show less" : "Read more") {
                    withAnimation(.easeInOut) {
                        isExpanded.toggle()
                    }
                }
                .font(.subheadline.weight(.semibold))
            }
        }
        .padding()
        .background(Color.yellow.opacity(0.15), in: RoundedRectangle(cornerRadius: 12))
    }
}

#Preview("Expanding note") {
    ExpandingNote(text: "Meeting notes: we agreed to ship the onboarding redesign next sprint. Maya will own the illustrations, Sam the copy. Open question: do we keep the skip button on the first page? Legal needs to review the new privacy screen before Friday, and QA wants a build by Wednesday.")
        .padding()
}
