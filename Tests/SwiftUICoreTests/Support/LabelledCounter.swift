import Cutaway

/// A counter: "count <n>" in a text identified as "label", and a button "Add" that adds one.
struct LabelledCounter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("count \(count)").accessibilityIdentifier("label")
            Button("Add") { count += 1 }
        }
    }
}
