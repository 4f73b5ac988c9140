import Foundation

/// Reads an image file whole, after checking its size against a limit, so that a file from a
/// stranger is refused before it is read rather than after it fills memory.
///
/// Why not `Data(contentsOf:)`: it reads any size, and turning its `Data` into the `[UInt8]` the
/// decoders take copies it, briefly holding the file twice. Here the bytes are read into an
/// array sized from the file's length, through a 1 MiB buffer (`InputFile`).
///
/// Design boundaries: only a regular file is read (`InputFile`): a named pipe, a device such
/// as `/dev/zero`, or a link to one is refused with `InputFileError.notRegularFile` before it is
/// opened. The size is checked from `fstat` and again while reading, so a file that grows in
/// between is refused all the same, having cost at most the limit and one piece. A file that
/// cannot be opened throws a `POSIXError` (no such file, permission denied).
public enum ImageFileReader {
    /// The bytes of the file at `url`, refused with `PNGError.fileTooLarge` when it has more than
    /// `limits.maximumFileByteCount`.
    public static func contents(of url: URL, limits: ImageDecodingLimits = .default) throws -> [UInt8] {
        do {
            return try InputFile.contents(of: url, expected: "a PNG or APNG file", maximumBytes: limits.maximumFileByteCount)
        } catch InputFileError.tooLarge(_, let byteCount, let limit) {
            throw PNGError.fileTooLarge(byteCount: byteCount, limit: limit)
        }
    }
}
