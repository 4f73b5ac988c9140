/// Cutaway's version, printed by `cutaway --version` and recorded in every file it writes.
package enum CutawayVersion {
    package static let current = "0.1.0"
}
