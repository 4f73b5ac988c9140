import SwiftUI
import Combine

final class ChatRoom: ObservableObject {
    let typingEvents = PassthroughSubject<String, Never>()
    @Published var typingUser: String?
    @Published var draft = ""
    private var cancellables = Set<AnyCancellable>()

    init() {
        typingEvents
            .map { Optional($0) }
            .sink { [weak self] user in self?.typingUser = user }
            .store(in: &cancellables)

        // Hide the indicator when nobody has typed for a while.
        typingEvents
            .debounce(for: .seconds(1.5), scheduler: DispatchQueue.main)
            .sink { [weak self] _ in self?.typingUser = nil }
            .store(in: &cancellables)

        Just("Priya")
            .delay(for: .seconds(0.5), scheduler: DispatchQueue.main)
            .sink { [weak self] user in self?.typingEvents.send(user) }
            .store(in: &cancellables)
    }
}

struct TypingDots: View {
    @State private var animating = false

    var body: some View {
        HStack(spacing: 4) {
            ForEach(0..<3) { index in
                Circle()
                    .frame(width: 7, height: 7)
                    .opacity(animating ? 1 : 0.3)
                    .animation(.easeInOut(duration: 0.6).repeatForever().delay(Double(index) * 0.2), value: animating)
            }
        }
        .foregroundStyle(.secondary)
        .onAppear { animating = true }
    }
}

struct ChatRoomView: View {
    @StateObject private var room = ChatRoom()

    var body: some View {
        VStack(alignment: .leading) {
            Spacer()
            if let user = room.typingUser {
                HStack {
                    TypingDots()
                        .padding(10)
                        .background(Capsule().fill(Color(.systemGray6)))
                    Text("\(user) is typing…")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                .transition(.opacity)
            }
            HStack {
                TextField("Message", text: $room.draft)
                    .textFieldStyle(.roundedBorder)
                Button {
                    room.draft = ""
                } label: {
                    Image(systemName: "arrow.up.circle.fill")
                        .font(.title)
                }
                .disabled(room.draft.isEmpty)
            }
        }
        .padding()
        .animation(.easeOut, value: room.typingUser)
    }
}

#Preview("Typing") {
    ChatRoomView()
}
