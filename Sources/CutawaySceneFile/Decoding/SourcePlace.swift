/// Where something is written in a scene file: its JSON path, and the line and column its value
/// starts at. Kept with views and actions so that errors found while the scene plays point at
/// the text as precisely as errors found while it is read.
struct SourcePlace: Equatable, Sendable {
    /// The JSON path, e.g. `script[3].tap` or `body.VStack.content[0]`.
    var path: String
    var location: SourceLocation
}
