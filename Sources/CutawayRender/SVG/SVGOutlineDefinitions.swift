import Cutaway

/// The `<path id="tN" d="…"/>` outlines of a document's texts, one per distinct outline (a
/// `<g id="tN">` of one path per colour for a text whose runs have colours of their own).
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
        let layers = outlines.layers(for: run)
        let image = outlines.colorGlyphImage(for: run)
        // One colour: one path, as every text was before styling. More, or colour glyphs: a
        // group of a path per colour (the run's own colour left to the `<use>`'s `fill`,
        // which the paths inherit) and the colour glyphs' image.
        let isOnePath = layers.count == 1 && layers[0].color == nil && image == nil
        let data = isOnePath
            ? layers[0].pathData
            : layers.map { layer in "<path d=\"\(layer.pathData)\"\(layer.color.map(SVGPaint.fill) ?? "")/>" }.joined() + (image ?? "")
        let id: String
        if let existing = idsByPathData[data] {
            id = existing
        } else {
            id = identifiers.make("t", String(idsByPathData.count))
            idsByPathData[data] = id
            if isOnePath {
                lines.append("  <path id=\"\(id)\" d=\"\(data)\"/>")
            } else {
                lines.append("  <g id=\"\(id)\">\(data)</g>")
            }
        }
        idsByRequest[request] = id
        return id
    }
}
