import Cutaway
import Foundation

extension GoldenRun {
    /// One scene's outcome: every frame checked, in order, each with exactly one status, so
    /// the summary's columns add up (`checked` = identical + tolerated + different + recorded +
    /// missing) and the report can show every frame, failing or not.
    package struct Outcome {
        package var scene: String
        /// The scene's canvas: its points are the space the geometry outlines are drawn in.
        var canvas: RenderCanvas
        var frames: [CheckedFrame] = []
        /// Goldens past the scene's last frame: no longer produced by the scene.
        package var orphaned: [Int] = []
        /// With two or more failing frames: their comparison pictures as one APNG, a second each.
        package var comparisons: URL?

        package var checked: Int { frames.count }
        package var identical: Int { frames.count(where: { $0.status == .identical }) }
        package var withinTolerance: Int { frames.count(where: { $0.status == .withinTolerance }) }
        package var recorded: Int { frames.count(where: { $0.status == .recorded }) }
        var recordedFrames: [Int] { frames.filter { $0.status == .recorded }.map(\.index) }
        package var missing: [Int] { frames.filter { $0.status == .missing }.map(\.index) }
        /// The failing frames, each with all its reasons and the file that shows them.
        package var different: [(index: Int, detail: String, artifact: URL)] {
            frames.compactMap { frame in
                guard case let .different(detail, artifact) = frame.status else { return nil }
                return (frame.index, detail, artifact)
            }
        }

        package var isPassing: Bool { !frames.contains { $0.isFailing } }
    }

    /// One frame of a scene as checked: what it came to, and which of its pictures the scene's
    /// artifact folder holds.
    struct CheckedFrame {
        enum Status: Equatable {
            case identical
            case withinTolerance
            /// Fails, with every reason (pixels' and geometry's, `; `-separated) and the file
            /// that shows them (the comparison picture, else the frame's geometry).
            case different(detail: String, artifact: URL)
            case recorded
            case missing
        }

        /// The frame's pictures in the scene's artifact folder. A failing scene's folder holds
        /// every rendered frame as `frame-NNNNN.png`; a passing scene's holds nothing.
        enum Pictures: Equatable {
            case none
            /// `frame-NNNNN.png` alone.
            case actual
            /// Beside it `frame-NNNNN.expected.png`, and `frame-NNNNN.difference.png` when the
            /// sizes match (a size mismatch has no difference picture).
            case comparison(hasDifference: Bool)
        }

        var index: Int
        var status: Status
        var pictures: Pictures = .none
        /// Named views that moved against the frame's geometry golden.
        var movedViews: [GeometryGolden.MovedView] = []

        var isFailing: Bool {
            switch status {
            case .different, .missing: true
            case .identical, .withinTolerance, .recorded: false
            }
        }
    }
}
