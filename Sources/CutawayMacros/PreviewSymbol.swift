/// The C name of a preview's entry point: `cutaway_preview_`, the file ID with every byte but
/// letters and digits written `_XX` in hex, then `_L<line>_C<column>`. One place in one file
/// holds one preview, so the name is unique in a program; `Preview.registered()` finds the
/// entries by the prefix.
enum PreviewSymbol {
    static let prefix = "cutaway_preview_"

    static func name(fileID: String, line: Int, column: Int) -> String {
        var escaped = ""
        for byte in fileID.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                escaped.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                escaped += "_" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return "\(prefix)\(escaped)_L\(line)_C\(column)"
    }
}
