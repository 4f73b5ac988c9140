import Foundation

/// `cutaway previews` as a user meets it, on packages written here into a temporary folder, each
/// depending on this checkout by path as a user's does: a new package's first picture, a run
/// with nothing changed, a run after one file was edited, a 70-preview package run again with
/// nothing changed, and the animated effects preview end to end (61 frames) beside headless
/// Chromium capturing the same screen in this run.
///
/// The figures are wall-clock seconds of the release `cutaway` built beside the bench, with
/// Cutaway's preview runtime installed first (the issue's "once Cutaway itself was built"), so
/// that the first picture is what a package's own code costs. The goals (issue 44) are on the
/// lines: 30 s, 1 s, 5 s and 10 s.
func reportPreviewPackages() throws {
    guard let cutaway = builtCutaway(for: "previews") else { return }
    let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("cutaway-bench-packages-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.removeItem(at: scratch)
    defer { try? FileManager.default.removeItem(at: scratch) }

    /// Runs `cutaway previews` on `package`, writing into `out`; seconds it took.
    func previews(_ package: URL, _ arguments: [String] = []) throws -> Double {
        let process = Process()
        process.executableURL = cutaway
        process.arguments = ["previews", package.path, "--out", scratch.appendingPathComponent("out-\(package.lastPathComponent)").path, "--force", "--quiet"]
            + arguments
        process.standardOutput = FileHandle.nullDevice
        let start = ContinuousClock.now
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchmarkFailure("cutaway previews \(package.lastPathComponent) exited with \(process.terminationStatus)")
        }
        return (ContinuousClock.now - start) / .seconds(1)
    }

    // The effects screen, moving for 1 s (Pages/effects.html's motion): its runner's build also
    // installs the runtime where it is not yet, so it comes first and is not counted.
    let effects = try writePackage(named: "Effects", at: scratch, checkout: checkout, files: ["Effects": [effectsPreviewSource]])
    _ = try previews(effects, ["--duration", "0"])
    let endToEnd = try (0..<3).map { _ in try previews(effects, ["--duration", "1"]) }.sorted()[1]

    // A new package: its first picture, a run with nothing changed, a run after an edit.
    let greeting = try writePackage(
        named: "Greeting", at: scratch, checkout: checkout, files: ["Greeting": [greetingSource(title: "Hello")]])
    let first = try previews(greeting)
    let warm = try (0..<5).map { _ in try previews(greeting) }.sorted()[2]
    var edits: [Double] = []
    for title in ["Hello, again", "Hi", "Good morning"] {
        try greetingSource(title: title).write(
            to: greeting.appendingPathComponent("Sources/Greeting/File0.swift"), atomically: true, encoding: .utf8)
        edits.append(try previews(greeting))
    }

    // 70 previews in 7 targets of 10 files, run once, then again with nothing changed.
    let many = try writePackage(
        named: "Seventy", at: scratch, checkout: checkout,
        files: Dictionary(uniqueKeysWithValues: (0..<7).map { target in
            ("Screens\(target)", (0..<10).map { manyPreviewSource(number: target * 10 + $0) })
        }))
    _ = try previews(many)
    let rerun = try (0..<3).map { _ in try previews(many) }.sorted()[1]

    report("previews: a new package's first picture (goal 30 s)", first, "s")
    report("previews: run again, nothing changed (goal 1 s)", warm, "s")
    report("previews: run after editing one file (goal 5 s)", edits.sorted()[1], "s")
    report("previews: 70 previews run again, nothing changed (goal 10 s)", rerun, "s")
    report("previews: animated effects preview, 61 frames, end to end", endToEnd, "s")
    guard BrowserPeer.isInstalled else { return }
    do {
        let capture = try measureBrowserCapture(
            page: BrowserPeer.pages.appendingPathComponent("effects.html"), width: 390, height: 844, frames: 61, fps: 60)
        report("  headless Chromium, same 61 PNGs, whole process (this run)", capture.wholeProcess, "s")
        report("  speed-up over headless Chromium (this run)", capture.wholeProcess / endToEnd, "×")
    } catch {
        print("  headless Chromium failed on effects.html: \(error)")
    }
}

/// Writes a package named `name` into `folder`: a library target per key of `files`, each
/// file `File<i>.swift`, depending on Cutaway's `SwiftUI` by the checkout's path.
private func writePackage(named name: String, at folder: URL, checkout: URL, files: [String: [String]]) throws -> URL {
    let package = folder.appendingPathComponent(name)
    let targets = files.keys.sorted()
    let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(
            name: "\(name)",
            products: [.library(name: "\(name)", targets: [\(targets.map { "\"\($0)\"" }.joined(separator: ", "))])],
            dependencies: [.package(name: "Cutaway", path: "\(checkout.path)")],
            targets: [
        \(targets.map { "        .target(name: \"\($0)\", dependencies: [.product(name: \"SwiftUI\", package: \"Cutaway\")])," }.joined(separator: "\n"))
            ]
        )

        """
    try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
    try manifest.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    for target in targets {
        let sources = package.appendingPathComponent("Sources/\(target)")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        for (index, source) in (files[target] ?? []).enumerated() {
            try source.write(to: sources.appendingPathComponent("File\(index).swift"), atomically: true, encoding: .utf8)
        }
    }
    return package
}

/// A still: a title and a line of detail on a card.
private func greetingSource(title: String) -> String {
    """
    import SwiftUI

    struct GreetingCard: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                Text("\(title)").font(.title.bold())
                Text("A card a new package previews first.").foregroundStyle(.secondary)
            }
            .padding()
            .background(.background, in: RoundedRectangle(cornerRadius: 16))
        }
    }

    #Preview("Greeting") { GreetingCard() }

    """
}

/// One of the 70: a list row, a badge or a small form, by `number`.
private func manyPreviewSource(number: Int) -> String {
    let body: String
    switch number % 3 {
    case 0:
        body = """
            List {
                    ForEach(0..<6) { row in
                        Label("Item \\(row) of screen \(number)", systemImage: "star")
                    }
                }
            """
    case 1:
        body = """
            HStack {
                    Circle().fill(.orange).frame(width: 40, height: 40)
                    Text("Badge \(number)").font(.headline)
                    Spacer()
                    Capsule().fill(.blue.opacity(0.2)).frame(width: 60, height: 24)
                }
                .padding()
            """
    default:
        body = """
            Form {
                    Section("Settings \(number)") {
                        Toggle("Notifications", isOn: .constant(true))
                        Stepper("Count: 3", value: .constant(3))
                    }
                }
            """
    }
    return """
        import SwiftUI

        struct Screen\(number): View {
            var body: some View {
                \(body)
            }
        }

        #Preview("Screen \(number)") { Screen\(number)() }

        """
}

/// The bench's effects screen (EffectsScreen.swift) as a user's animated preview: over 1 s from
/// its appearance, linearly, the blurred circle slides 120 pt right and the card rises 40 pt
/// (Pages/effects.html's motion).
private let effectsPreviewSource = """
    import SwiftUI

    struct EffectsScreen: View {
        @State private var moved = false

        var body: some View {
            ZStack {
                LinearGradient(colors: [.indigo, .teal], startPoint: .top, endPoint: .bottom)
                Circle().fill(Color.orange).frame(width: 220, height: 220)
                    .offset(x: moved ? 60 : -60, y: -180)
                    .blur(radius: 30)
                VStack(spacing: 24) {
                    ZStack {
                        Circle().stroke(Color.white.opacity(0.2), lineWidth: 14)
                        Circle().trim(from: 0, to: 0.7)
                            .stroke(AngularGradient(colors: [.yellow, .pink, .yellow], center: .center), style: StrokeStyle(lineWidth: 14, lineCap: .round))
                            .rotationEffect(.degrees(-90))
                        Text("70%").font(.largeTitle)
                    }
                    .frame(width: 160, height: 160)
                    Text("Weekly goal").font(.headline)
                }
                .padding(32)
                .background(RoundedRectangle(cornerRadius: 24).fill(Color.white))
                .shadow(color: .black.opacity(0.3), radius: 16, y: 8)
                .offset(y: moved ? -40 : 0)
                Text("Up next: a 20-minute walk").font(.headline)
                    .padding(20)
                    .frame(width: 340)
                    .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 20))
                    .offset(y: 320)
            }
            .ignoresSafeArea()
            .onAppear {
                withAnimation(.linear(duration: 1)) { moved = true }
            }
        }
    }

    #Preview("Effects") { EffectsScreen() }

    """

struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
