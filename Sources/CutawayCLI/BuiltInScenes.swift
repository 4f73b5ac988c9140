import Cutaway
import CutawayExamples
import CutawayRender
import CutawaySceneFile
import Foundation

/// Finding scenes — built-in names or scene files — and the renderer that draws them.
enum BuiltInScenes {
    /// The scene a command-line argument names: a scene file when it names a file (or ends
    /// in `.json`), else a built-in scene.
    static func scene(named argument: String) throws -> RenderScene {
        // A folder named like a built-in scene (`render settled-row --out settled-row` makes
        // one) does not hide the scene.
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder)
        let shadowsBuiltIn = exists && isFolder.boolValue && ExampleScenes.named(argument) != nil
        if !shadowsBuiltIn, argument.hasSuffix(".json") || argument.contains("/") || exists {
            do {
                return try SceneDocument.load(contentsOf: URL(fileURLWithPath: argument), displayName: argument).makeScene(file: argument)
            } catch {
                throw CommandFailure("\(error)", exitCode: exitCode(for: error))
            }
        }
        if let scene = ExampleScenes.named(argument) { return scene }
        let names = ExampleScenes.all().map(\.name)
        let hint = closestMatch(to: argument, among: names).map { ". Did you mean '\($0)'?" }
            ?? " (built-in scenes: \(names.joined(separator: ", ")); or give a scene file)"
        throw UsageError.validationFailed("unknown scene '\(argument)'\(hint)")
    }

    static func makeRenderer(compressionLevel: Int? = nil) throws -> SceneRenderer {
        do {
            return SceneRenderer(textEngine: try PangoTextEngine(), encoder: compressionLevel.map(PNGEncoder.init) ?? PNGEncoder())
        } catch {
            throw CommandFailure("\(error)", exitCode: .internalFailure)
        }
    }

    /// The exit status for a scene file's problem: sysexits' "no input" for a file that is not
    /// there or not a file, "no permission" and "I/O error" for a read the system refused or that
    /// failed, and "bad input" for everything about the content (a file too large included).
    static func exitCode(for error: SceneFileError) -> ExitCode {
        switch error.readFailure {
        case .noSuchFile, .isDirectory, .notRegularFile: .noInput
        case .permissionDenied: .permissionDenied
        case .ioError: .ioError
        case .tooLarge, nil: .badInput
        }
    }

    /// A failure while the scene named `scene` plays, as a command failure: bad input for
    /// scene problems, and the sysexits status for file-system errors while writing `output`. A
    /// built-in scene that does not settle is Cutaway's own fault (its views are compiled in):
    /// an internal failure. Any other scene's cycle is its code's (a preview whose
    /// `onGeometryChange` writes state from its own size): bad input. (A scene file's cycle
    /// arrives as a `SceneFileError`, bad input.)
    static func failure(_ error: any Error, scene: String, writing output: URL? = nil) -> CommandFailure {
        switch error {
        case let error as CommandFailure: error
        case let error as OutputError: CommandFailure(error)
        case _ where output != nil && (error is CocoaError || error is POSIXError):
            CommandFailure.fileSystem(error, path: output!.relativePath, isWriting: true)
        case let error as SceneFileError: CommandFailure("\(error)", exitCode: exitCode(for: error))
        case let error as RuntimeError:
            if case .updateCycle = error, ExampleScenes.named(scene) != nil {
                CommandFailure("scene '\(scene)': \(error)", exitCode: .internalFailure)
            } else {
                CommandFailure("scene '\(scene)': \(error)", exitCode: .badInput)
            }
        default: CommandFailure("\(error)", exitCode: .internalFailure)
        }
    }
}
