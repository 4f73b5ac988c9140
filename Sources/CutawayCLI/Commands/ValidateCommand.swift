import Cutaway
import CutawaySceneFile
import Foundation

/// `cutaway validate`: checks scene files, and plays them without drawing so that expressions
/// that fail only at run time are caught too.
enum ValidateCommand {
    static let signature = CommandSignature(
        name: "validate",
        abstract: "Check scene files without rendering them.",
        discussion: "Each file is read, checked key by key, and played frame by frame without drawing. Problems are printed with the file, line, column and JSON path. Exit status 65 if any file's content has one; else, where files could only not be read, the first one's: 66 missing, 77 no permission, 74 an I/O error.",
        arguments: [ArgumentSpec("FILE", help: "Scene files to check.", isRepeating: true)],
        examples: [.init("cutaway validate Examples/Scenes/*.json", help: "Check every example scene file:")])

    static func run(_ arguments: ParsedArguments, _ output: inout CommandOutput) throws -> ExitCode {
        let files = try arguments.positionals("FILE", as: String.self)
        guard !files.isEmpty else { throw UsageError.missingArgument("FILE") }
        let engine = try BuiltInScenes.makeRenderer().textEngine
        var failed = 0
        // 65 when any file's content is wrong; else, when files could only not be read, the
        // first one's status (66 missing, 77 permission, 74 I/O).
        var status: ExitCode?
        for file in files {
            do {
                let scene = try SceneDocument.load(contentsOf: URL(fileURLWithPath: file), displayName: file).makeScene(file: file)
                let player = Player(scene: scene, textEngine: engine)
                for index in 0..<scene.frameCount {
                    _ = try player.frame(at: index)
                }
                print("\(file): ok (\(scene.name), \(scene.frameCount) frames)", to: &output.standardOutput)
            } catch {
                failed += 1
                let code = (error as? SceneFileError).map(BuiltInScenes.exitCode(for:)) ?? .badInput
                if code == .badInput { status = .badInput } else if status == nil { status = code }
                let message = (error as? SceneFileError).map { "\($0)" } ?? "\(file): \(error)"
                print("error: \(message)", to: &output.standardError)
            }
        }
        guard failed == 0 else {
            throw CommandFailure("\(failed) of \(files.count) scene files have problems", exitCode: status ?? .badInput)
        }
        return .success
    }
}
