import Foundation

extension ImageRun {
    /// The pieces a backend draws: each a part of the file (in the file's points) and the
    /// part of `rect` it is stretched over.
    ///
    /// Without cap insets, the whole file over the whole rectangle. With them, the nine
    /// pieces of UIKit's resizable images: the corners keep their size, the edges stretch
    /// along themselves, the middle both ways. Insets larger than the rectangle (or the file)
    /// shrink in proportion so that opposite caps meet; empty pieces are left out.
    public var slices: [(source: CGRect, destination: CGRect)] {
        let file = CGRect(origin: .zero, size: self.file.size)
        // A cap that is not a finite length counts as none.
        func finite(_ length: CGFloat) -> CGFloat { length.isFinite ? max(0, length) : 0 }
        let insets = EdgeInsets(
            top: finite(capInsets.top), leading: finite(capInsets.leading), bottom: finite(capInsets.bottom), trailing: finite(capInsets.trailing))
        guard insets != EdgeInsets() else { return [(file, rect)] }
        func fitted(_ first: CGFloat, _ second: CGFloat, within length: CGFloat) -> (CGFloat, CGFloat) {
            let total = first + second
            guard total > length, total > 0 else { return (first, second) }
            return (first * length / total, second * length / total)
        }
        // The caps, in the file and in the rectangle, each limited to what holds both.
        let (sourceLeft, sourceRight) = fitted(max(0, insets.leading), max(0, insets.trailing), within: file.width)
        let (sourceTop, sourceBottom) = fitted(max(0, insets.top), max(0, insets.bottom), within: file.height)
        let (left, right) = fitted(sourceLeft, sourceRight, within: rect.width)
        let (top, bottom) = fitted(sourceTop, sourceBottom, within: rect.height)
        let sourceColumns = [0, sourceLeft, file.width - sourceRight, file.width]
        let sourceRows = [0, sourceTop, file.height - sourceBottom, file.height]
        let columns = [rect.minX, rect.minX + left, rect.maxX - right, rect.maxX]
        let rows = [rect.minY, rect.minY + top, rect.maxY - bottom, rect.maxY]
        var pieces: [(source: CGRect, destination: CGRect)] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(
                    x: sourceColumns[column], y: sourceRows[row],
                    width: sourceColumns[column + 1] - sourceColumns[column], height: sourceRows[row + 1] - sourceRows[row])
                let destination = CGRect(
                    x: columns[column], y: rows[row],
                    width: columns[column + 1] - columns[column], height: rows[row + 1] - rows[row])
                if source.width > 0, source.height > 0, destination.width > 0, destination.height > 0 {
                    pieces.append((source, destination))
                }
            }
        }
        return pieces
    }
}
