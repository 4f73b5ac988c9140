import Foundation

/// A folder of inputs for one target: the seed corpus (`Tests/Fuzz/Corpus/<target>/`) or the
/// regressions (`Tests/Fuzz/Regressions/<target>/`). Files are read in name order, so a
/// campaign starts from the same corpus in the same order everywhere.
public struct CorpusFolder: Sendable {
    public var url: URL
    public var fileExtension: String

    public init(url: URL, fileExtension: String) {
        self.url = url
        self.fileExtension = fileExtension
    }

    /// The inputs' file names and contents; none if the folder does not exist.
    public func entries() throws -> [(name: String, bytes: [UInt8])] {
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        let names = try FileManager.default.contentsOfDirectory(atPath: url.path)
            .filter { ($0 as NSString).pathExtension == fileExtension }
            .sorted()
        return try names.map { name in
            (name, [UInt8](try Data(contentsOf: url.appendingPathComponent(name))))
        }
    }
}
