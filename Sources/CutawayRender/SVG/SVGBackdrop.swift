import Cutaway
import Foundation

/// What an SVG frame has drawn so far, kept while it is written, so that a material can show
/// it: standalone SVG has no way to read what lies beneath an element (CSS's
/// `backdrop-filter` works on HTML boxes, and in a `<foreignObject>` only in browsers that
/// composite it), so the writer draws the backdrop again, as a copy.
///
/// How it works: a stack of the groups being written, each with the items it has finished.
/// A material's backdrop is the finished items of the nearest backdrop root (the document,
/// or an open group that Cairo draws as a layer of its own: anything but a clip or a
/// transform, as `MaterialPaint` says), with the open clips and transforms above it holding
/// what they finished, nested as they are. That tree is in the root's coordinates; `transform`
/// is the one from the root to the material's, which the copy is drawn through backwards.
///
/// Design boundaries: a material drawn earlier appears in a later one's copy as a `<use>` of
/// the first (the writer marks it, `materialReference`), not as a second copy of its own
/// backdrop, so the file grows by one copy per material; a browser still draws each
/// reference in full, so n stacked materials cost it about 2ⁿ draws of the first backdrop.
struct SVGBackdrop {
    private struct Level {
        var effect: DisplayEffect?
        var element: ElementID
        var drawn: [DisplayItem] = []
    }

    private var levels = [Level(effect: nil, element: ElementID("root"))]

    /// Starts a group: its items are finished into it until `end()`.
    mutating func begin(_ effect: DisplayEffect, element: ElementID) {
        levels.append(Level(effect: effect, element: element))
    }

    /// Ends the innermost group, and notes it in the one around it as its items were noted
    /// (its materials as references).
    mutating func end() {
        let level = levels.removeLast()
        if let effect = level.effect { finish(.group(effect, level.drawn, element: level.element)) }
    }

    /// Notes a finished item of the innermost group that is not a group (a group is noted by
    /// `end()`).
    mutating func finish(_ item: DisplayItem) {
        levels[levels.count - 1].drawn.append(item)
    }

    /// The backdrop of an item about to be drawn in the innermost group: the items beneath it,
    /// in its root's coordinates, the transform from those to the item's, and whether the
    /// root is the document (whose canvas bounds what can be read).
    func backdrop() -> (items: [DisplayItem], transform: CGAffineTransform, isDocument: Bool) {
        var root = levels.count - 1
        while root > 0, Self.passesBackdropThrough(levels[root].effect) { root -= 1 }
        var items = levels[levels.count - 1].drawn
        var transform = CGAffineTransform.identity
        for index in stride(from: levels.count - 1, to: root, by: -1) {
            let level = levels[index]
            if let effect = level.effect {
                if case .transform(let t) = effect {
                    transform = transform.concatenating(CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty))
                }
                items = levels[index - 1].drawn + [.group(effect, items, element: level.element)]
            }
        }
        return (items, transform, root == 0)
    }

    /// Whether a group lets what lies beneath it through to a material inside it (Cairo draws
    /// it in the same layer).
    private static func passesBackdropThrough(_ effect: DisplayEffect?) -> Bool {
        switch effect {
        case .clip?, .transform?: true
        default: false
        }
    }

    /// A material already written, as it is noted: its element names the id it was written
    /// under, so that a later copy refers to it (`referencedID(of:)`).
    static func materialReference(path: Path, paint: MaterialPaint, id: String) -> DisplayItem {
        .material(path, paint, element: ElementID(referencePrefix + id))
    }

    /// The id a noted material was written under (`nil`: not a noted one).
    static func referencedID(of element: ElementID) -> String? {
        element.rawValue.hasPrefix(referencePrefix) ? String(element.rawValue.dropFirst(referencePrefix.count)) : nil
    }

    /// No view identity starts with a control character.
    private static let referencePrefix = "\u{1}written:"
}
