import SwiftUI

struct BubbleShape: Shape {
    var isFromCurrentUser: Bool

    func path(in rect: CGRect) -> Path {
        let radius: CGFloat = 16
        let tail: CGFloat = 6
        var path = Path()
        let body = CGRect(x: isFromCurrentUser ? 0 : tail, y: 0, width: rect.width - tail, height: rect.height)
        path.addRoundedRect(in: body, cornerSize: CGSize(width: radius, height: radius), style: .continuous)

        if isFromCurrentUser {
            path.move(to: CGPoint(x: body.maxX - 8, y: body.maxY - 14))
            path.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.maxY), control: CGPoint(x: body.maxX, y: body.maxY - 2))
            path.addQuadCurve(to: CGPoint(x: body.maxX - 14, y: body.maxY - 2), control: CGPoint(x: body.maxX - 4, y: body.maxY))
        } else {
            path.move(to: CGPoint(x: body.minX + 8, y: body.maxY - 14))
            path.addQuadCurve(to: CGPoint(x: rect.minX, y: rect.maxY), control: CGPoint(x: body.minX, y: body.maxY - 2))
            path.addQuadCurve(to: CGPoint(x: body.minX + 14, y: body.maxY - 2), control: CGPoint(x: body.minX + 4, y: body.maxY))
        }
        return path
    }
}

struct ChatMessage: Identifiable {
    let id: Int
    let text: String
    let isMine: Bool
}

struct MessageRow: View {
    let message: ChatMessage

    var body: some View {
        HStack {
            if message.isMine { Spacer(minLength: 60) }
            Text(message.text)
                .padding(.horizontal, 14)
                .padding(.vertical, 9)
                .padding(message.isMine ? .trailing : .leading, 6)
                .foregroundStyle(message.isMine ? .white : .primary)
                .background(
                    BubbleShape(isFromCurrentUser: message.isMine)
                        .fill(message.isMine ? Color.blue : Color(.systemGray5))
                )
            if !message.isMine { Spacer(minLength: 60) }
        }
    }
}

struct ConversationView: View {
    let messages = [
        ChatMessage(id: 1, text: "Are we still on for tonight?", isMine: false),
        ChatMessage(id: 2, text: "Yes! 7pm at the usual place 🍕", isMine: true),
        ChatMessage(id: 3, text: "Perfect, see you there", isMine: false),
        ChatMessage(id: 4, text: "I'll bring the board games", isMine: true),
    ]

    var body: some View {
        ScrollView {
            VStack(spacing: 8) {
                ForEach(messages) { MessageRow(message: $0) }
            }
            .padding()
        }
    }
}

#Preview {
    ConversationView()
}
