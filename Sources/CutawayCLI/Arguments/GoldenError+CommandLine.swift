import CutawayGoldens
import CutawayRender

/// The golden core's errors as the tool reports them: the one place they earn an exit code.
/// The words are the core's own (`GoldenError.description`), so `cutaway test` and
/// `assertFrames` say the same thing; what the tool adds is whose problem each one is.
extension GoldenError {
    /// A usage error for a record mode that names nothing (the tool prints its usage line), a
    /// command failure for everything else.
    var commandLineError: any Error {
        switch self {
        case let .unknownRecordMode(name):
            UsageError.invalidValue(
                name: "CUTAWAY_RECORD", value: name, expected: "one of \(RecordMode.allCases.map(\.rawValue).joined(separator: ", "))")
        case .textEngineUnavailable:
            CommandFailure(description, exitCode: .internalFailure)
        case .unreadableGolden(_, let error as InputFileError), .unreadableGeometryGolden(_, let error as InputFileError):
            CommandFailure(description, exitCode: ExitCode(error))
        case .unreadableInput(let error):
            CommandFailure(description, exitCode: ExitCode(error))
        case .emptyManifest, .malformedManifest, .unreadableGolden, .unreadableGeometryGolden:
            CommandFailure(description, exitCode: .badInput)
        case .otherFonts:
            // As a comparison that failed: the goldens are well formed, but frames drawn with
            // these fonts cannot match them.
            CommandFailure(description, exitCode: .comparisonFailed)
        case let .sceneFailed(scene, error):
            // Classified the way every command classifies a scene that fails to play.
            BuiltInScenes.failure(error, scene: scene)
        }
    }
}
