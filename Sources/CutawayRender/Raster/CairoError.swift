import CCairoPango

/// Cairo said no: a surface it could not make (too large for it, or no memory for the
/// pixels), or a PNG it could not write. Cairo reports failure as a status on the object it
/// hands back instead of a null pointer, so each place that can fail checks that status and
/// throws this; the text is Cairo's own for the status.
public enum CairoError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An image surface of `width` × `height` pixels could not be made.
    case surfaceFailed(width: Int, height: Int, status: String)
    /// Encoding a PNG failed.
    case pngFailed(status: String)

    public var description: String {
        switch self {
        case .surfaceFailed(let width, let height, let status):
            "Cairo could not make a \(width)×\(height) image: \(status)"
        case .pngFailed(let status):
            "Cairo could not write the PNG: \(status)"
        }
    }

    /// Cairo's words for `status`.
    static func text(_ status: cairo_status_t) -> String {
        String(cString: cairo_status_to_string(status))
    }

    /// The largest side of an image surface: Cairo refuses larger ones (`MAX_IMAGE_SIZE` in
    /// cairo-image-surface.c).
    static let maximumImageSide = 32767
}
