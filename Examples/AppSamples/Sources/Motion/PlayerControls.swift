import SwiftUI

struct PlayerControls: View {
    @State private var isPlaying = false
    @State private var isMuted = false
    @State private var progress = 0.35

    var body: some View {
        VStack(spacing: 24) {
            RoundedRectangle(cornerRadius: 16)
                .fill(Color.brown.gradient)
                .frame(width: 220, height: 220)
                .overlay(Image(systemName: "music.note").font(.system(size: 80)).foregroundStyle(.white.opacity(0.8)))
                .scaleEffect(isPlaying ? 1 : 0.85)
                .animation(.spring(response: 0.4, dampingFraction: 0.6), value: isPlaying)

            VStack(spacing: 4) {
                Text("Golden Hour")
                    .font(.title3.bold())
                Text("JVKE")
                    .foregroundStyle(.secondary)
            }

            ProgressView(value: progress)
                .tint(.brown)
                .padding(.horizontal, 32)

            HStack(spacing: 44) {
                Button {
                } label: {
                    Image(systemName: "backward.fill")
                }
                Button {
                    isPlaying.toggle()
                } label: {
                    Image(systemName: isPlaying ? "pause.fill" : "play.fill")
                        .font(.system(size: 44))
                        .contentTransition(.symbolEffect(.replace))
                        .frame(width: 56)
                }
                .accessibilityLabel(isPlaying ? "Pause" : "Play")
                Button {
                } label: {
                    Image(systemName: "forward.fill")
                }
            }
            .font(.title)
            .foregroundStyle(.primary)

            Button {
                isMuted.toggle()
            } label: {
                Image(systemName: isMuted ? "speaker.slash.fill" : "speaker.wave.3.fill")
                    .contentTransition(.symbolEffect(.replace.downUp))
                    .symbolEffect(.variableColor.iterative, isActive: isPlaying && !isMuted)
            }
        }
        .padding()
    }
}

#Preview("Player") {
    PlayerControls()
}
