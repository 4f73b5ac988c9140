import Foundation

/// Reads an image file whole, after checking its size against a limit, so that a file from a
/// stranger is refused before it is read rather than after it fills memory.
///
/// Why not `Data(contentsOf:)`: it reads any size, and turning its `Data` into the `[UInt8]` the
/// decoders take copies it, briefly holding the file twice. Here the bytes are read into an
/// array sized from the file's length, through a 1 MiB buffer.
///
/// Design boundaries: the size is checked from `fstat` and again while reading, so a file that
/// grows in between, or a device that reports no size (`/dev/zero`), is refused all the same,
/// having cost at most the limit and one piece. Opening the file throws Foundation's own errors, as
/// `Data(contentsOf:)` does, so callers tell "no such file" from "permission denied" as before.
public enum ImageFileReader {
    /// The bytes of the file at `url`, refused with `PNGError.fileTooLarge` when it has more than
    /// `limits.maximumFileByteCount`.
    public static func contents(of url: URL, limits: ImageDecodingLimits = .default) throws -> [UInt8] {
        let limit = limits.maximumFileByteCount
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        let descriptor = handle.fileDescriptor
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        let reportedSize = Int(status.st_size)
        guard reportedSize <= limit else { throw PNGError.fileTooLarge(byteCount: reportedSize, limit: limit) }
        var bytes: [UInt8] = []
        // Sized from the file's length, so that reading it never grows the array.
        bytes.reserveCapacity(max(reportedSize, 0))
        // Read in pieces, so that a file that grows past the limit is refused as it is read.
        let piece = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 1 << 20)
        defer { piece.deallocate() }
        while true {
            let result = read(descriptor, piece.baseAddress!, piece.count)
            if result == 0 { return bytes }
            if result < 0 {
                if errno == EINTR { continue }
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: piece[..<result]))
            guard bytes.count <= limit else { throw PNGError.fileTooLarge(byteCount: bytes.count, limit: limit) }
        }
    }
}
