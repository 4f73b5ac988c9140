import Foundation
import SwiftUI

/// Previews that run away from their runner: printing without end, or starting processes of
/// their own. Each must be bounded by the runner (its output kept as a tail, its time limit
/// reaching what it started), and nothing they start may outlive the run.

/// Prints forever: the runner keeps the last of it (its memory stays flat) and stops the preview
/// at its time limit.
struct EndlessPrintingView: View {
    let spinner = Spinner()

    var body: some View {
        while spinner.turns >= 0 {
            spinner.turns &+= 1
            print("line \(spinner.turns) of a preview that prints without end")
        }
        return Text("never")
    }
}

#Preview("Endless printing") {
    EndlessPrintingView()
}

/// Starts a process of its own, which would sleep for an hour, and is drawn: the process is
/// ended when the preview is done (`Scripts/test` checks none is left).
struct LeftRunningChildView: View {
    var body: some View {
        let sleeper = Process()
        sleeper.executableURL = URL(fileURLWithPath: "/bin/sleep")
        sleeper.arguments = ["3599"]
        try? sleeper.run()
        return Text("Started a process")
    }
}

#Preview("Left-running child") {
    LeftRunningChildView()
}

/// Starts a process that holds its output pipes, then never finishes: the time limit ends both.
struct HungWithChildView: View {
    let spinner = Spinner()

    var body: some View {
        let sleeper = Process()
        sleeper.executableURL = URL(fileURLWithPath: "/bin/sleep")
        sleeper.arguments = ["3598"]
        try? sleeper.run()
        while spinner.turns >= 0 { spinner.turns &+= 1 }
        return Text("never")
    }
}

#Preview("Hung with a child") {
    HungWithChildView()
}
