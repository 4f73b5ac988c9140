import Cutaway
import CutawayRender
import Foundation

/// The `cutaway` command-line tool: its commands, help and version.
public enum CutawayTool {
    public static let tool = makeTool(previews: .package)

    /// The tool with `cutaway previews` taking its previews from `previews`.
    private static func makeTool(previews: PreviewsCommand.Mode) -> CommandLineTool {
        CommandLineTool(
        name: "cutaway",
        version: CutawayVersion.current,
        abstract: "Render SwiftUI-style views frame by frame on Linux, with real text metrics.",
        subcommands: [
            Subcommand(RenderCommand.signature, run: RenderCommand.run),
            Subcommand(PreviewsCommand.signature) { try PreviewsCommand.run($0, &$1, mode: previews) },
            Subcommand(SheetCommand.signature, run: SheetCommand.run),
            Subcommand(CompareCommand.signature, run: CompareCommand.run),
            Subcommand(PlotCommand.signature, run: PlotCommand.run),
            Subcommand(TestCommand.signature) { try TestCommand.run($0, &$1, previews: previews) },
            Subcommand(DiffCommand.signature, run: DiffCommand.run),
            Subcommand(InspectCommand.signature, run: InspectCommand.run),
            Subcommand(ValidateCommand.signature, run: ValidateCommand.run),
            Subcommand(ListCommand.signature, run: ListCommand.run),
        ])
    }

    /// Fixes the time zone scenes play in (`SceneTimeZone`) for this process and the ones it
    /// starts. Call it first thing in `main`, before anything starts a thread: `run` does it too,
    /// but a process with other threads running only replaces a `TZ` it already has.
    public static func installSceneTimeZone() {
        SceneTimeZone.install()
    }

    /// Runs the tool on `arguments` (without the program name) and returns the exit status.
    /// Call it on the main thread: scenes play there, with room for deep view trees
    /// (`MainThreadStack`).
    public static func run(arguments: [String], output: inout CommandOutput) -> Int32 {
        SceneTimeZone.install()
        return MainThreadStack.withCommandLimit { tool.run(arguments: arguments, output: &output).rawValue }
    }

    /// Runs the tool in a preview runner (see `cutaway previews`): `previews` renders the
    /// previews linked into the running executable. The `PreviewProvider`s among them are
    /// placed by the Swift files under `packageDirectory` (the package the runner was made
    /// for; see `Preview.providerSourceFolders`). Call it on the main thread.
    public static func runLinkedPreviews(arguments: [String], packageDirectory: String? = nil, output: inout CommandOutput) -> Int32 {
        SceneTimeZone.install()
        if let packageDirectory {
            MainActor.assumeIsolated { Preview.providerSourceFolders = [URL(fileURLWithPath: packageDirectory, isDirectory: true)] }
        }
        return MainThreadStack.withCommandLimit { makeTool(previews: .linked).run(arguments: arguments, output: &output).rawValue }
    }

    /// Runs the tool as the preview runner `cutaway previews` builds: as `runLinkedPreviews`,
    /// but dying with the `cutaway` that started it (`ParentDeath`), and with each preview
    /// rendered in a process of its own (`PreviewIsolation`). Call it first thing in `main`.
    public static func runPreviewRunner(arguments: [String], packageDirectory: String, output: inout CommandOutput) -> Int32 {
        ParentDeath.follow()
        MainActor.assumeIsolated { Preview.providerSourceFolders = [URL(fileURLWithPath: packageDirectory, isDirectory: true)] }
        let status = makeTool(previews: .runner).run(arguments: arguments, output: &output).rawValue
        PreviewIsolation.Child()?.reportFinished(status, &output)
        return status
    }
}
