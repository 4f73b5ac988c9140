import Foundation
import SwiftUI

/// Previews whose own code crashes, loops or exits: each must fail alone, by name.
struct FatalErrorView: View {
    var body: some View {
        fatalError("hostile: a body that calls fatalError")
    }
}

#Preview("Fatal error") {
    FatalErrorView()
}

struct IndexOutOfRangeView: View {
    let values = [1, 2, 3]
    var index = 5

    var body: some View {
        Text("\(values[index])")
    }
}

#Preview("Index out of range") {
    IndexOutOfRangeView()
}

/// Counts forever: the optimizer may not drop a loop with a side effect on memory it cannot see.
final class Spinner: @unchecked Sendable {
    var turns = 0
}

struct EndlessLoopView: View {
    let spinner = Spinner()

    var body: some View {
        while spinner.turns >= 0 { spinner.turns &+= 1 }
        return Text("never")
    }
}

#Preview("Endless loop") {
    EndlessLoopView()
}

struct ExitView: View {
    var body: some View {
        exit(0)
    }
}

#Preview("Exit zero") {
    ExitView()
}

/// Recurses without end: the stack overflows.
func depth(_ level: Int) -> Int {
    var frame = [level, level + 1, level + 2, level + 3]
    frame[0] = depth(level + 1)
    return frame[0] + frame[3]
}

struct DeepRecursionView: View {
    var body: some View {
        Text("\(depth(0))")
    }
}

#Preview("Deep recursion") {
    DeepRecursionView()
}
