/// The mutator for a target: scene files get `SceneMutator`, PNGs `PNGMutator` (with the
/// animation mutations for `apng`).
struct Mutator {
    private enum Kind {
        case scene(SceneMutator)
        case png(PNGMutator)
        case bytes
    }

    private let kind: Kind

    init(target: FuzzTarget) {
        switch target {
        case .scene: kind = .scene(SceneMutator())
        case .png: kind = .png(PNGMutator(isAnimated: false))
        case .apng: kind = .png(PNGMutator(isAnimated: true))
        case .selfTest: kind = .bytes
        }
    }

    /// `input` changed by one mutation, at most `maximumCount` bytes long.
    func mutate(_ input: [UInt8], others: [[UInt8]], maximumCount: Int, random: inout FuzzRandom) -> [UInt8] {
        switch kind {
        case .scene(let mutator):
            return mutator.mutate(input, others: others, maximumCount: maximumCount, random: &random)
        case .png(let mutator):
            return mutator.mutate(input, others: others, maximumCount: maximumCount, random: &random)
        case .bytes:
            var bytes = input
            ByteMutations.mutate(&bytes, others: others, maximumCount: maximumCount, random: &random)
            return bytes
        }
    }
}
