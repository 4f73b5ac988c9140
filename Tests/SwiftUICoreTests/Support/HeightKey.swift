import Foundation
import Cutaway

/// A preference holding one length (a height or width a geometry reader measured): the last
/// value written wins.
nonisolated struct HeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = nextValue()
    }
}
