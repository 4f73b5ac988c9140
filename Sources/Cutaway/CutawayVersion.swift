/// Cutaway's version, printed by `cutaway --version` and recorded in every file it writes.
public enum CutawayVersion {
    public static let current = "0.1.0"
}
