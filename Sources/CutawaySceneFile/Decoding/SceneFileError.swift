/// A problem with a scene file: where it is (file, line and column, JSON path), what was
/// found and what was expected. Rendered to text in one place, `description`.
public struct SceneFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file, as the user named it.
    public var file: String
    public var location: SourceLocation?
    /// The JSON path of the value, e.g. `body.List.content[0].Text` (empty: the whole file).
    public var path: String
    public var message: String

    public init(file: String = "", location: SourceLocation?, path: String, message: String) {
        self.file = file
        self.location = location
        self.path = path
        self.message = message
    }

    public var description: String {
        var prefix = file.isEmpty ? "" : file
        if let location { prefix += (prefix.isEmpty ? "" : ":") + "\(location.line):\(location.column)" }
        let place = [prefix, path].filter { !$0.isEmpty }.joined(separator: ": ")
        return place.isEmpty ? message : "\(place): \(message)"
    }
}
