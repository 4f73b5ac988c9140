import Cutaway
import CutawayRender
import Foundation

/// What the targets share across the inputs of one process: the text engine (made once,
/// since loading fonts costs more than running most inputs) and a scratch file for targets
/// that read from a path.
public final class FuzzContext {
    private var engine: PangoTextEngine?
    private let scratchFile: URL

    /// - Parameter scratchFile: Where to write inputs for targets that read a file; a new
    ///   temporary file when `nil`. The file is removed when the context goes, but a child
    ///   process that crashes never gets there, so campaigns pass a path in a folder of their
    ///   own and remove the folder.
    public init(scratchFile: URL? = nil) {
        self.scratchFile = scratchFile ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("cutaway-fuzz-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).input")
    }

    deinit {
        try? FileManager.default.removeItem(at: scratchFile)
    }

    /// The Pango text engine on Cutaway's fonts, as `cutaway validate` measures with.
    func textEngine() throws -> PangoTextEngine {
        if let engine { return engine }
        let made = try PangoTextEngine()
        engine = made
        return made
    }

    /// Calls `body` with the URL of a file holding `bytes`.
    func withScratchFile<Result>(_ bytes: [UInt8], _ body: (URL) throws -> Result) throws -> Result {
        try Data(bytes).write(to: scratchFile)
        return try body(scratchFile)
    }
}
