import SwiftUI
import Combine

@MainActor
final class StopwatchModel: ObservableObject {
    @Published private(set) var elapsed: TimeInterval = 0
    @Published private(set) var laps: [TimeInterval] = []
    @Published private(set) var isRunning = false

    private var timerCancellable: AnyCancellable?

    func start() {
        isRunning = true
        timerCancellable = Timer.publish(every: 0.1, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in
                self?.elapsed += 0.1
            }
    }

    func stop() {
        isRunning = false
        timerCancellable?.cancel()
        timerCancellable = nil
    }

    func lap() {
        laps.insert(elapsed, at: 0)
    }

    func reset() {
        stop()
        elapsed = 0
        laps.removeAll()
    }
}

struct StopwatchView: View {
    @StateObject private var model = StopwatchModel()

    private func format(_ interval: TimeInterval) -> String {
        let minutes = Int(interval) / 60
        let seconds = Int(interval) % 60
        let tenths = Int((interval * 10).rounded()) % 10
        return String(format: "%02d:%02d.%d", minutes, seconds, tenths)
    }

    var body: some View {
        VStack(spacing: 24) {
            Text(format(model.elapsed))
                .font(.system(size: 64, weight: .thin).monospacedDigit())

            HStack(spacing: 60) {
                Button(model.isRunning ? "Lap" : "Reset") {
                    model.isRunning ? model.lap() : model.reset()
                }
                .frame(width: 80, height: 80)
                .background(Circle().fill(Color(.systemGray5)))

                Button(model.isRunning ? "Stop" : "Start") {
                    model.isRunning ? model.stop() : model.start()
                }
                .foregroundStyle(model.isRunning ? .red : .green)
                .frame(width: 80, height: 80)
                .background(Circle().fill((model.isRunning ? Color.red : Color.green).opacity(0.2)))
            }

            List {
                ForEach(Array(model.laps.enumerated()), id: \.offset) { index, lap in
                    HStack {
                        Text("Lap \(model.laps.count - index)")
                        Spacer()
                        Text(format(lap)).monospacedDigit()
                    }
                }
            }
            .listStyle(.plain)
        }
        .padding(.top, 40)
        .onAppear { model.start() }
    }
}

#Preview("Stopwatch") {
    StopwatchView()
}
