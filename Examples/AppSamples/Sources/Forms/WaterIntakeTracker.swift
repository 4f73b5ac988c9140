import SwiftUI

struct WaterIntakeTracker: View {
    @State private var glasses = 0
    private let dailyGoal = 8

    var body: some View {
        VStack(spacing: 20) {
            Text("💧")
                .font(.system(size: 64))

            Text("^[\(glasses) glass](inflect: true) of water today")
                .font(.title3.weight(.semibold))

            HStack(spacing: 6) {
                ForEach(0..<dailyGoal, id: \.self) { index in
                    Capsule()
                        .fill(index < glasses ? Color.cyan : Color.cyan.opacity(0.2))
                        .frame(width: 22, height: 44)
                }
            }

            Stepper {
                Text("Glasses")
            } onIncrement: {
                glasses = min(glasses + 1, 20)
            } onDecrement: {
                glasses = max(glasses - 1, 0)
            }
            .padding(.horizontal, 40)

            if glasses >= dailyGoal {
                Label("Goal reached!", systemImage: "checkmark.seal.fill")
                    .foregroundStyle(.green)
            }
        }
        .padding()
    }
}

#Preview {
    WaterIntakeTracker()
}

#Preview("One glass") {
    @Previewable @State var count = 1
    Text("^[\(count) glass](inflect: true)")
        .padding()
}
