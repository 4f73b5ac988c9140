import Cutaway
import CutawayExamples
import CutawayGoldens
import CutawayRender
import CutawaySceneFile
import CutawayTesting
import Foundation

/// `cutaway test`: renders the frames golden folders hold and compares them.
enum TestCommand {
    static let signature = CommandSignature(
        name: "test",
        abstract: "Compare scenes' frames with golden frames.",
        discussion: "GOLDEN_DIR holds manifest.json (the fonts the goldens were recorded with) and a folder per scene of frame-NNNNN.png files; each scene is rendered at the frames its folder holds. Without SCENE, every scene with a folder is checked (built-in scenes by name; scene files given as SCENE). Record modes come from --record or CUTAWAY_RECORD: all, missing (default: record scenes that have no goldens), failed, never. Orphaned goldens (a folder that matches no built-in scene, or frames past a scene's end) are listed, and removed only with --prune; recording never deletes a golden it does not replace. Exit status 0 when all match, 1 when any differ or are missing.",
        arguments: [
            ArgumentSpec("GOLDEN_DIR", help: "The goldens' directory."),
            ArgumentSpec("SCENE", help: "Scenes to check (names or scene files); all with goldens by default.", isRepeating: true, isOptional: true),
        ],
        options: [
            OptionSpec("record", valueName: "MODE", help: "When to write goldens; CUTAWAY_RECORD or missing by default.", allowedValues: RecordMode.allCases.map(\.rawValue)),
            OptionSpec("at", valueName: "T", help: "Times to record for scenes without goldens; 0, ¼, ½, ¾ and the end by default.", range: .sceneTime, isRepeating: true),
            OptionSpec("shard", valueName: "K/N", help: "Check only the K-th of N equal shares of the scenes (by name)."),
            OptionSpec("previews", valueName: "PACKAGE_DIR", help: "Check a Swift package's #Previews (built as 'cutaway previews' builds them) instead of scenes; SCENE then names previews by their output names."),
            PreviewsCommand.colorSchemeOption(help: "With --previews: the appearance to check; both checks <name> and <name>~dark."),
            PreviewsCommand.deviceOption,
        ] + ComparisonOptionSpecs.specs + [
            OptionSpec("artifacts", valueName: "DIR", help: "Where failing frames' pictures go.", defaultValue: "out/golden-failures"),
        ],
        flags: [FlagSpec("prune", help: "Remove orphaned goldens (folders matching no scene, frames past a scene's end).")],
        examples: [
            .init("cutaway test Tests/Goldens", help: "Check every scene that has goldens:"),
            .init("CUTAWAY_RECORD=all cutaway test Tests/Goldens presence-smooth", help: "Re-record one scene's goldens:"),
        ])

    static func run(_ arguments: ParsedArguments, _ output: inout CommandOutput, previews: PreviewsCommand.Mode) throws -> ExitCode {
        if let package = try arguments.value("previews", as: String.self), previews == .package {
            let runner = try PreviewRunnerPackage(packageDirectory: URL(fileURLWithPath: package)).build(&output)
            return try runner.run(command: "test", arguments: arguments.words, &output)
        }
        guard let directory = try arguments.positional("GOLDEN_DIR", as: String.self) else { throw UsageError.missingArgument("GOLDEN_DIR") }
        let store = GoldenStore(directory: URL(fileURLWithPath: directory))
        let mode = try RecordMode.resolve(try arguments.value("record", as: String.self))
        let renderer = try BuiltInScenes.makeRenderer()
        let fonts = renderer.textEngine.fonts.identity
        try store.checkFonts(fonts, mode: mode)
        let (sceneArguments, orphanedFolders) = try arguments.value("previews", as: String.self) == nil
            ? try sceneList(arguments, store: store)
            : try previewListOnTheMainActor(arguments, store: store, textEngine: Unchecked(renderer.textEngine))
        var scenes = sceneArguments.map(\.scene)
        var shardNumbers: (index: Int, count: Int)?
        if let shard = try arguments.value("shard", as: String.self) {
            let parts = shard.split(separator: "/").compactMap { Int($0) }
            guard parts.count == 2, parts[1] > 0, (1...parts[1]).contains(parts[0]) else {
                throw UsageError.invalidValue(name: "--shard", value: shard, expected: "K/N with 1 ≤ K ≤ N")
            }
            scenes = scenes.enumerated().filter { $0.offset % parts[1] == parts[0] - 1 }.map(\.element)
            shardNumbers = (parts[0], parts[1])
        }
        let options = try ComparisonOptionSpecs.options(arguments)
        let artifacts = URL(fileURLWithPath: try arguments.value("artifacts", as: String.self) ?? "out/golden-failures")
        if AtomicOutput.overlaps(artifacts, store.directory) {
            throw UsageError.validationFailed("--artifacts \(artifacts.relativePath) overlaps the goldens in \(directory); failure pictures must go somewhere else")
        }
        let run = GoldenRun(
            store: store, renderer: renderer, mode: mode,
            options: options,
            artifacts: artifacts)
        let times = try arguments.values("at", as: Double.self)
        var outcomes: [GoldenRun.Outcome] = []
        for scene in scenes {
            let fractions = [0, 0.25, 0.5, 0.75, 1.0]
            let newTimes = times.isEmpty ? fractions.map { $0 * scene.duration } : times
            let newFrames = scene.frameIndices(at: newTimes)
            let outcome = try run.check(scene, newFrames: newFrames)
            for notice in renderer.images.takeNewNotices() {
                print("cutaway: warning: \(scene.name): \(notice)", to: &output.standardError)
            }
            // After each scene, so goldens recorded before an interruption have their manifest.
            if outcome.recorded > 0 { try store.writeManifest(fonts: fonts) }
            outcomes.append(outcome)
        }
        output.standardOutput.write(table(outcomes))
        for outcome in outcomes {
            for failure in outcome.different {
                print("\(outcome.scene) frame \(failure.index): \(failure.detail); see \(failure.artifact.relativePath)", to: &output.standardOutput)
            }
            if let comparisons = outcome.comparisons {
                print("\(outcome.scene): every failing frame in one APNG: \(comparisons.relativePath)", to: &output.standardOutput)
            }
            if !outcome.missing.isEmpty {
                print("\(outcome.scene): no golden for frames \(outcome.missing.map(String.init).joined(separator: ", ")) (record with CUTAWAY_RECORD=missing)", to: &output.standardOutput)
            }
        }
        try reportOrphans(folders: orphanedFolders, outcomes: outcomes, store: store,
                          prune: arguments.flag("prune"), output: &output)
        let failed = outcomes.filter { !$0.isPassing }
        let reportFolder = GoldenReport.folder(in: run.artifacts, shard: shardNumbers)
        if failed.isEmpty {
            // A run that passes keeps no report of an earlier failure once no scene's failure
            // pictures are left for it to show (a scene this run did not check keeps its own).
            if !GoldenReport.picturesRemain(in: run.artifacts) { AtomicOutput.removeOutput(at: reportFolder) }
        } else {
            // The command as it runs: the failing scenes named as the user named them (a scene
            // file by its path), shell-quoted.
            let failing = failed.compactMap { outcome in sceneArguments.first { $0.scene.name == outcome.scene }?.argument }
            let rerecord = try rerecordCommand(arguments, directory: directory, failing: failing)
            let report = try GoldenReport.write(outcomes, to: reportFolder, rerecord: rerecord)
            print("\(failed.count) of \(outcomes.count) scenes differ; report: \(report.relativePath); re-record on purpose with: \(rerecord)", to: &output.standardOutput)
            return .comparisonFailed
        }
        return .success
    }

    /// The scenes to check, and (when none are named) the golden folders that match no
    /// built-in scene.
    private static func sceneList(_ arguments: ParsedArguments, store: GoldenStore) throws -> ([(scene: RenderScene, argument: String)], [String]) {
        let names = try arguments.positionals("SCENE", as: String.self)
        if !names.isEmpty {
            return (try names.map { (try BuiltInScenes.scene(named: $0), $0) }.sorted { $0.scene.name < $1.scene.name }, [])
        }
        let folders = store.sceneNames()
        guard !folders.isEmpty else {
            throw CommandFailure("\(store.directory.path) holds no golden folders; name scenes to record them", exitCode: .badInput)
        }
        let scenes = folders.compactMap { ExampleScenes.named($0) }
        let orphans = folders.filter { ExampleScenes.named($0) == nil }
        guard !scenes.isEmpty else {
            throw CommandFailure("no golden folder in \(store.directory.path) matches a built-in scene (\(orphans.joined(separator: ", "))); pass scene files as SCENE", exitCode: .badInput)
        }
        return (scenes.map { ($0, $0.name) }, orphans)
    }

    /// `previewList` from the command, which runs on the main thread.
    private static func previewListOnTheMainActor(
        _ arguments: ParsedArguments, store: GoldenStore, textEngine: Unchecked<PangoTextEngine>
    ) throws -> ([(scene: RenderScene, argument: String)], [String]) {
        try MainActor.assumeIsolated {
            Unchecked(try previewList(arguments, store: store, textEngine: textEngine.value))
        }.value
    }

    /// The linked previews to check (those SCENE names, else every one), as `cutaway previews`
    /// plays them, and the golden folders that match none.
    @MainActor private static func previewList(
        _ arguments: ParsedArguments, store: GoldenStore, textEngine: any TextEngine
    ) throws -> ([(scene: RenderScene, argument: String)], [String]) {
        let all: [Preview]
        do {
            all = try Preview.registered()
        } catch {
            throw CommandFailure("cannot list the previews: \(error)", exitCode: .internalFailure)
        }
        let schemes = try PreviewsCommand.colorSchemes(arguments)
        let scenes = try PreviewScenes.commandScenes(
            of: all, among: all, schemes: schemes, scale: 2, duration: 0, device: try PreviewsCommand.device(arguments), textEngine: textEngine)
        let names = try arguments.positionals("SCENE", as: String.self)
        for name in names where !scenes.contains(where: { $0.name == name }) {
            let hint = closestMatch(to: name, among: scenes.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError.invalidValue(name: "SCENE", value: name, expected: "a preview's output name\(hint)")
        }
        let chosen = names.isEmpty ? scenes : scenes.filter { names.contains($0.name) }
        let orphans = names.isEmpty ? store.sceneNames().filter { folder in !scenes.contains { $0.name == folder } } : []
        return (chosen.map { ($0, $0.name) }, orphans)
    }

    /// The command that re-records the `failing` scenes (named as the user named them):
    /// this one, with the options that choose what a scene is and which frames fail (its
    /// package, colour schemes, device and comparison), so that each name means the same
    /// scene again; shell-quoted.
    static func rerecordCommand(_ arguments: ParsedArguments, directory: String, failing: [String]) throws -> String {
        func option(_ name: String) throws -> [String] {
            guard arguments.isGiven(name) else { return [] }
            return try arguments.value(name, as: String.self).map { ["--\(name)", $0] } ?? []
        }
        let choosing = try (["color-scheme", "device"] + ComparisonOptionSpecs.specs.map(\.name)).flatMap(option)
        return (try ["CUTAWAY_RECORD=failed", "cutaway", "test"] + option("previews") + [directory] + failing + choosing)
            .map(Self.shellQuoted).joined(separator: " ")
    }

    /// A word as a POSIX shell reads it back: as is when it is plain, else in single quotes.
    static func shellQuoted(_ word: String) -> String {
        let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:@%+,".contains($0) }
        return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Lists orphaned goldens, and removes exactly those with `--prune`: the golden frames and
    /// geometry files Cutaway records (`frame-NNNNN.png`, `frame-NNNNN.json`) of a folder that
    /// matches no scene, or past a scene's end, and a folder that leaves empty. Whatever else a
    /// golden folder holds is the user's: it stays, and is listed. A folder holding no golden
    /// frame is not Cutaway's and is not an orphan.
    private static func reportOrphans(
        folders: [String], outcomes: [GoldenRun.Outcome], store: GoldenStore, prune: Bool, output: inout CommandOutput
    ) throws {
        var orphans: [(url: URL, label: String)] = []
        var emptied: [URL] = [], kept: [URL] = []
        for folder in folders {
            let url = store.folder(for: folder)
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
            let recorded = names.filter(Self.isRecordedGoldenFile)
            guard !recorded.isEmpty else { continue }
            orphans += recorded.map { (url.appendingPathComponent($0), "\(folder)/ matches no built-in scene") }
            let others = names.filter { !recorded.contains($0) }
            if others.isEmpty { emptied.append(url) } else { kept += others.map { url.appendingPathComponent($0) } }
        }
        for outcome in outcomes where !outcome.orphaned.isEmpty {
            for index in outcome.orphaned {
                orphans.append((store.url(of: outcome.scene, frame: index), "\(outcome.scene) frame \(index) is past the scene's end"))
                let geometry = store.geometryURL(of: outcome.scene, frame: index)
                if FileManager.default.fileExists(atPath: geometry.path) {
                    orphans.append((geometry, "\(outcome.scene) frame \(index)'s geometry is past the scene's end"))
                }
            }
        }
        guard !orphans.isEmpty else { return }
        for orphan in orphans {
            if prune {
                do {
                    try FileManager.default.removeItem(at: orphan.url)
                } catch {
                    throw CommandFailure.fileSystem(error, path: orphan.url.path, isWriting: true)
                }
                print("pruned \(orphan.url.relativePath): \(orphan.label)", to: &output.standardOutput)
            } else {
                print("orphaned: \(orphan.label) (\(orphan.url.relativePath)); remove with --prune, or pass its scene file as SCENE", to: &output.standardOutput)
            }
        }
        guard prune else { return }
        for folder in emptied where ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? ["?"]).isEmpty {
            try? FileManager.default.removeItem(at: folder)
        }
        for file in kept {
            print("kept \(file.relativePath): not a golden Cutaway recorded", to: &output.standardOutput)
        }
    }

    /// Whether `name` is a file Cutaway records in a scene's golden folder: a frame
    /// (`frame-00012.png`) or its geometry (`frame-00012.json`), named exactly as recorded.
    static func isRecordedGoldenFile(_ name: String) -> Bool {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") || name.hasSuffix(".json") else { return false }
        let stem = name.hasSuffix(".png") ? name.dropLast(4) : name.dropLast(5)
        guard let index = Int(stem.dropFirst(6)), index >= 0 else { return false }
        return SceneRenderer.frameFileName(index: index) == String(stem) + ".png"
    }

    /// The summary table: a line per scene.
    static func table(_ outcomes: [GoldenRun.Outcome]) -> String {
        let width = max(5, outcomes.map(\.scene.count).max() ?? 0)
        var lines = ["scene".padding(toLength: width, withPad: " ", startingAt: 0) + "  frames  identical  tolerated  different  recorded  missing  result"]
        for outcome in outcomes {
            let result = outcome.isPassing ? "ok" : (outcome.different.isEmpty ? "MISSING" : "FAILED")
            // Every frame is in one column: frames = identical + tolerated + different + recorded + missing.
            let cells = [outcome.checked, outcome.identical, outcome.withinTolerance, outcome.different.count, outcome.recorded, outcome.missing.count]
                .map { String($0) }
            lines.append(outcome.scene.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                + zip(cells, [6, 9, 9, 9, 8, 7]).map { String(repeating: " ", count: max(0, $1 - $0.count)) + $0 }.joined(separator: "  ")
                + "  " + result)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// A value made on the main actor (a preview's scene), handed to the command running there.
private struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
