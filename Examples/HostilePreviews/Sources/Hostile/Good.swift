import SwiftUI

/// Previews that render: each must be written whatever the others do.
struct Greeting: View {
    let name: String

    var body: some View {
        Text("Hello, \(name)")
            .font(.headline)
            .padding()
            .background(RoundedRectangle(cornerRadius: 8).fill(Color.yellow))
    }
}

#Preview("Good greeting", traits: .fixedLayout(width: 200, height: 80)) {
    Greeting(name: "world")
}

#Preview("Good circle", traits: .fixedLayout(width: 80, height: 80)) {
    Circle().fill(Color.blue).padding(10)
}

#Preview("Good list", traits: .fixedLayout(width: 160, height: 120)) {
    VStack(alignment: .leading) {
        ForEach(0..<3) { index in
            Text("Row \(index)")
        }
    }
}
