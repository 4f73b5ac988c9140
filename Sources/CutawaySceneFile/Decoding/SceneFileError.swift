/// A problem with a scene file: where it is (file, line and column, JSON path), what was
/// found and what was expected. Rendered to text in one place, `description`.
///
/// Two kinds of problem carry a reason as data besides the sentence, so that callers can act on
/// them: a file that could not be read at all (`readFailure`: the command line turns it into its
/// own exit status), and a scene that made more than its budget allows (`exceededLimit`).
public struct SceneFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file, as the user named it.
    public var file: String
    public var location: SourceLocation?
    /// The JSON path of the value, e.g. `body.List.content[0].Text` (empty: the whole file).
    public var path: String
    public var message: String
    /// Why the file could not be read, when it could not; `nil` for problems with its content.
    public var readFailure: SceneFileReadFailure?
    /// The budget limit the scene would have passed, when that is the problem.
    public var exceededLimit: SceneBudget.Limit?

    public init(
        file: String = "", location: SourceLocation?, path: String, message: String,
        readFailure: SceneFileReadFailure? = nil, exceededLimit: SceneBudget.Limit? = nil
    ) {
        self.file = file
        self.location = location
        self.path = path
        self.message = message
        self.readFailure = readFailure
        self.exceededLimit = exceededLimit
    }

    /// The file could not be read: the message is the failure's sentence.
    public init(file: String, readFailure: SceneFileReadFailure) {
        self.init(file: file, location: nil, path: "", message: readFailure.message, readFailure: readFailure)
    }

    public var description: String {
        var prefix = file.isEmpty ? "" : file
        if let location { prefix += (prefix.isEmpty ? "" : ":") + "\(location.line):\(location.column)" }
        let place = [prefix, path].filter { !$0.isEmpty }.joined(separator: ": ")
        return place.isEmpty ? message : "\(place): \(message)"
    }
}
