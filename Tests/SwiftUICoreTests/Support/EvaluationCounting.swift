import Cutaway

/// How many times each counted view's body ran, by name.
final class Evaluations {
    var counts: [String: Int] = [:]
}

/// A counted view with state: "<name> <count>" and a button "Add <name>" that adds one.
struct Tally: View {
    let name: String
    let evaluations: Evaluations
    @State private var count = 0

    var body: some View {
        evaluations.counts[name, default: 0] += 1
        return VStack {
            Text("\(name) \(count)")
            Button("Add \(name)") { count += 1 }
        }
    }
}

/// A counted view without state: a text showing its label, counted under the label.
struct Static: View {
    let label: String
    let evaluations: Evaluations
    var body: some View {
        evaluations.counts[label, default: 0] += 1
        return Text(label)
    }
}
