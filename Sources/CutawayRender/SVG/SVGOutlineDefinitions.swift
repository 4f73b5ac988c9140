import Cutaway

/// The `<path id="tN" d="…"/>` outlines of a document's texts, one per distinct outline.
///
/// Requests that differ only where it does not change the glyphs (a wider proposed width
/// during an animation, say) give the same path data and share one definition, so that an
/// animated text keeps one `<use>` while its request changes.
struct SVGOutlineDefinitions {
    let outlines: GlyphOutlines
    private var idsByRequest: [TextLayoutRequest: String] = [:]
    private var idsByPathData: [String: String] = [:]
    /// The definitions in order of first use, as `<defs>` lines.
    private(set) var lines: [String] = []

    init(outlines: GlyphOutlines) {
        self.outlines = outlines
    }

    /// The id of `run`'s outline, defining it on first use.
    mutating func id(for run: TextRun, identifiers: inout SVGIdentifiers) -> String {
        let request = run.request
        if let id = idsByRequest[request] { return id }
        let data = outlines.pathData(for: run)
        let id: String
        if let existing = idsByPathData[data] {
            id = existing
        } else {
            id = identifiers.make("t", String(idsByPathData.count))
            idsByPathData[data] = id
            lines.append("  <path id=\"\(id)\" d=\"\(data)\"/>")
        }
        idsByRequest[request] = id
        return id
    }
}
