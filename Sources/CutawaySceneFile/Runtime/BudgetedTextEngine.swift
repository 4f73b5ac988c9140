import Cutaway
import Foundation

/// The text engine a scene file plays with: the player's engine, behind a memory of what this
/// play measured lately, so that the text shaped for the scene is counted against its budget
/// (`SceneBudget.maximumWorkPerScene`).
///
/// A request is measured afresh, and counted, unless the frame being built or the last frame
/// that measured anything measured it too: those are answered from here without asking the
/// engine. What is counted therefore depends only on which requests each frame makes, not on
/// the order it makes them in, nor on what the engine's own cache (shared among the scenes of
/// one command) holds: it is the same on every run and for every command. It is what the
/// engine shapes for the scene at the most: a request counted here may still be in the
/// engine's cache.
///
/// Why both frames: a scene whose frames show more texts than the engine's cache holds (9,800
/// distinct lines against its 4,096) had every one shaped again each time it changed; kept
/// here from one changing frame to the next, they are shaped once.
///
/// Once the scene has failed, nothing more is measured: requests get an empty layout, so the
/// rest of the frame (which is thrown away) ends quickly.
final class BudgetedTextEngine: TextEngine {
    let engine: any TextEngine
    let runtime: SceneFileRuntime
    /// What the frame being built measured, and what the last frame that measured did.
    private var current: [TextLayoutRequest: TextLayoutResult] = [:]
    private var previous: [TextLayoutRequest: TextLayoutResult] = [:]
    /// The frame `current` belongs to (`SceneFileRuntime.frameNumber`).
    private var currentFrame = -1

    init(engine: any TextEngine, runtime: SceneFileRuntime) {
        self.engine = engine
        self.runtime = runtime
    }

    func measure(_ request: TextLayoutRequest) -> TextLayoutResult {
        if runtime.frameNumber != currentFrame {
            // The first measurement of a later frame: what was current becomes the last frame's.
            if !current.isEmpty { previous = current }
            current = [:]
            currentFrame = runtime.frameNumber
        }
        if let result = current[request] { return result }
        if let result = previous.removeValue(forKey: request) {
            current[request] = result
            return result
        }
        let wrapping = request.width.map {
            SceneBudget.wrappingCost(of: request.string, width: $0, characterWidth: engine.metrics(of: request.font).capHeight * 1.4)
        } ?? 0
        guard runtime.admitShaping(request, wrapping: wrapping) else {
            return TextLayoutResult(size: .zero, firstBaseline: 0, lastBaseline: 0, lineCount: 1, isTruncated: false)
        }
        let result = engine.measure(request)
        current[request] = result
        return result
    }

    func metrics(of font: Font) -> FontMetrics {
        engine.metrics(of: font)
    }

    func characterOffsets(_ request: TextLayoutRequest) -> [CGFloat] {
        // Counted as a measurement of the same request (the engine shapes it once for both).
        _ = measure(request)
        guard !runtime.hasFailed else { return Array(repeating: 0, count: request.string.count + 1) }
        return engine.characterOffsets(request)
    }

    func symbolGlyph(_ codepoint: UInt32) -> SymbolGlyph? {
        engine.symbolGlyph(codepoint)
    }
}
