import SwiftUI

/// A clock face drawn from a timeline: hands for the timeline's date, read in UTC (seconds
/// since the reference date, itself a UTC midnight), the second hand sweeping every frame.
private struct ClockFace: View {
    var body: some View {
        TimelineView(.animation) { context in
            let seconds = context.date.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 86_400)
            ZStack {
                Circle().fill(Color(uiColor: .secondarySystemBackground))
                ForEach(0..<12, id: \.self) { hour in
                    Capsule()
                        .fill(Color.primary)
                        .frame(width: hour % 3 == 0 ? 3 : 1.5, height: hour % 3 == 0 ? 10 : 6)
                        .offset(y: -44)
                        .rotationEffect(.degrees(Double(hour) * 30))
                }
                hand(width: 4, length: 26, degrees: seconds / 120)
                hand(width: 3, length: 38, degrees: seconds / 10)
                hand(width: 1.5, length: 42, degrees: seconds * 6, color: .orange)
                Circle().fill(Color.orange).frame(width: 7, height: 7)
            }
            .frame(width: 100, height: 100)
        }
    }

    private func hand(width: CGFloat, length: CGFloat, degrees: Double, color: Color = .primary) -> some View {
        Capsule()
            .fill(color)
            .frame(width: width, height: length)
            .offset(y: -length / 2)
            .rotationEffect(.degrees(degrees.truncatingRemainder(dividingBy: 360)))
    }
}

/// A countdown from a timer publisher: one less every second.
private struct Countdown: View {
    private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var remaining = 10

    var body: some View {
        Text("0:\(remaining < 10 ? "0" : "")\(remaining)")
            .font(.system(size: 34, weight: .semibold).monospacedDigit())
            .onReceive(timer) { _ in
                if remaining > 0 { remaining -= 1 }
            }
    }
}

/// A typing indicator from a `.task` loop: the lit dot moves on every 0.3 s.
private struct TypingIndicator: View {
    @State private var lit = 0

    var body: some View {
        HStack(spacing: 5) {
            ForEach(0..<3, id: \.self) { dot in
                Circle()
                    .fill(Color.secondary)
                    .frame(width: 9, height: 9)
                    .opacity(dot == lit ? 1 : 0.35)
            }
        }
        .padding(.horizontal, 14)
        .padding(.vertical, 12)
        .background(Color(uiColor: .systemGray5), in: Capsule())
        .task {
            while !Task.isCancelled {
                do { try await Task.sleep(for: .seconds(0.3)) } catch { return }
                lit = (lit + 1) % 3
            }
        }
    }
}

/// Views that change with time: a clock face from a timeline, a countdown from a timer, a
/// typing indicator from a task that sleeps, and spinners; all on the scene's clock.
#Preview("Timeline and timers", traits: .sizeThatFitsLayout) {
    VStack(spacing: 24) {
        HStack(spacing: 32) {
            ClockFace()
            Countdown()
        }
        HStack(spacing: 40) {
            TypingIndicator()
            ProgressView()
            ProgressView("Loading")
        }
    }
    .padding(24)
    .frame(width: 390)
}
