/// One value per frame of an animation, kept as runs of equal values: an element drawn alike
/// through many frames costs one entry, not one per frame, so the animated SVG writer's memory
/// follows how often things change, not how many frames there are.
///
/// How it is filled: frames are set in increasing order, each at most once (`set(_:at:)`), as
/// frames are played; frames skipped hold `nil`. `count` is the number of frames it spans, which
/// `extend(to:)` raises at the end (the frames after the last set one hold `nil`). Reading frame
/// `i` finds its run by binary search.
struct FrameRuns<Value: Equatable>: RandomAccessCollection {
    /// The first frame of each run, increasing, and each run's value.
    private var starts: [Int] = []
    private var values: [Value?] = []
    private(set) var count = 0

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(frame: Int) -> Value? {
        precondition(frame >= 0 && frame < count, "frame \(frame) is outside 0..<\(count)")
        // The last run starting at or before `frame`.
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= frame { low = middle } else { high = middle - 1 }
        }
        return values[low]
    }

    /// Sets `frame`'s value: a frame after every frame set so far (the frames between hold nil).
    mutating func set(_ value: Value?, at frame: Int) {
        precondition(frame >= count, "frames are set in order, each once: \(frame) after \(count)")
        if frame > count { append(nil, from: count) }
        append(value, from: frame)
        count = frame + 1
    }

    /// Makes it span `frames` frames, the ones past those set holding nil.
    mutating func extend(to frames: Int) {
        guard frames > count else { return }
        append(nil, from: count)
        count = frames
    }

    /// The number of runs held.
    var runCount: Int { starts.count }

    private mutating func append(_ value: Value?, from frame: Int) {
        if let last = values.last, last == value { return }
        starts.append(frame)
        values.append(value)
    }
}
