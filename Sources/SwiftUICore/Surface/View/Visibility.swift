/// Whether a piece of chrome is shown: as the container decides (`automatic`), or as asked.
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic
    case visible
    case hidden
}
