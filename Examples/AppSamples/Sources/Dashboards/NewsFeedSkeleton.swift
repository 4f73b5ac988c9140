import SwiftUI

struct Article: Identifiable {
    let id: Int
    let title: String
    let source: String
    let minutesAgo: Int

    static let placeholders = (0..<5).map {
        Article(id: $0, title: "Placeholder headline that spans two lines of text", source: "Source name", minutesAgo: 10)
    }
}

struct ArticleRow: View {
    let article: Article

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            RoundedRectangle(cornerRadius: 8)
                .fill(Color.orange.gradient)
                .frame(width: 72, height: 72)
                .overlay(Image(systemName: "newspaper.fill").foregroundStyle(.white))
            VStack(alignment: .leading, spacing: 6) {
                Text(article.title)
                    .font(.headline)
                    .lineLimit(2)
                HStack {
                    Text(article.source)
                    Text("·")
                    Text("\(article.minutesAgo)m ago")
                }
                .font(.caption)
                .foregroundStyle(.secondary)
            }
        }
        .padding(.vertical, 4)
    }
}

struct NewsFeedView: View {
    @State private var articles: [Article] = []
    @State private var isLoading = true

    var body: some View {
        NavigationStack {
            List(isLoading ? Article.placeholders : articles) { article in
                ArticleRow(article: article)
            }
            .listStyle(.plain)
            .redacted(reason: isLoading ? .placeholder : [])
            .navigationTitle("Top Stories")
            .overlay {
                if isLoading {
                    ProgressView()
                        .tint(.orange)
                        .controlSize(.large)
                }
            }
        }
    }
}

#Preview("Loading") {
    NewsFeedView()
}
