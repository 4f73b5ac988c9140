import SwiftUI

struct OnboardingPage: Identifiable {
    let id = UUID()
    let symbol: String
    let title: String
    let subtitle: String
    let color: Color
}

struct OnboardingPager: View {
    private let pages = [
        OnboardingPage(symbol: "leaf.fill", title: "Grow habits", subtitle: "Small daily steps add up to big changes.", color: .green),
        OnboardingPage(symbol: "bell.badge.fill", title: "Stay on track", subtitle: "Gentle reminders, exactly when you need them.", color: .orange),
        OnboardingPage(symbol: "chart.line.uptrend.xyaxis", title: "See progress", subtitle: "Beautiful charts of how far you've come.", color: .blue),
    ]
    @State private var currentPage = 0

    var body: some View {
        VStack {
            TabView(selection: $currentPage) {
                ForEach(Array(pages.enumerated()), id: \.element.id) { index, page in
                    VStack(spacing: 24) {
                        Image(systemName: page.symbol)
                            .font(.system(size: 80))
                            .foregroundStyle(page.color)
                            .frame(height: 120)
                        Text(page.title)
                            .font(.largeTitle.bold())
                        Text(page.subtitle)
                            .font(.body)
                            .foregroundStyle(.secondary)
                            .multilineTextAlignment(.center)
                            .padding(.horizontal, 40)
                    }
                    .tag(index)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            .indexViewStyle(.page(backgroundDisplayMode: .always))

            Button {
                withAnimation {
                    currentPage = min(currentPage + 1, pages.count - 1)
                }
            } label: {
                Text(currentPage == pages.count - 1 ? "Get Started" : "Next")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
                    .padding()
                    .background(Color.accentColor, in: RoundedRectangle(cornerRadius: 14))
                    .foregroundStyle(.white)
            }
            .padding()
        }
    }
}

#Preview("Onboarding") {
    OnboardingPager()
}
