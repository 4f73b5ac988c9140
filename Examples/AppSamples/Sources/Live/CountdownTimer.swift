import SwiftUI

struct CountdownTimerView: View {
    @State private var remaining = 10
    @State private var isRunning = true
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 16) {
            Text(remaining > 0 ? "\(remaining)" : "🎉")
                .font(.system(size: 96, weight: .bold, design: .rounded))
                .monospacedDigit()
                .contentTransition(.numericText(countsDown: true))
                .foregroundStyle(remaining <= 3 ? .red : .primary)

            Text(remaining > 0 ? "seconds left" : "Time's up!")
                .font(.title3)
                .foregroundStyle(.secondary)

            HStack {
                Button(isRunning ? "Pause" : "Resume") {
                    isRunning.toggle()
                }
                Button("Restart") {
                    remaining = 10
                    isRunning = true
                }
            }
            .buttonStyle(.bordered)
        }
        .onReceive(timer) { _ in
            guard isRunning, remaining > 0 else { return }
            withAnimation {
                remaining -= 1
            }
        }
    }
}

#Preview("Countdown") {
    CountdownTimerView()
}
