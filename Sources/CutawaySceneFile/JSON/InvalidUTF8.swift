/// The first byte of a file that is not UTF-8, and where it is: its byte offset, and its line
/// and column counted the way `SourceLocation` counts them, so an editor can jump to it.
///
/// Foundation's `String(data:encoding:)` only says yes or no; a scene author with a file saved
/// in Latin-1 by mistake needs to know which "é" to fix.
struct InvalidUTF8: Equatable, Sendable {
    /// The offset of the byte from the start of the file, from 0.
    let offset: Int
    let byte: UInt8
    let location: SourceLocation
}

extension InvalidUTF8 {
    /// The first invalid byte in `bytes`, or `nil` when they are all UTF-8.
    ///
    /// Lines end at LF, CR LF or a lone CR, and columns count Unicode scalars, as for
    /// `SourceLocation`; a byte order mark at the start takes no column, as in `JSONParser`.
    init?(firstIn bytes: [UInt8]) {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        var line = 1
        var column = 1
        var followsCarriageReturn = false
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let isByteOrderMark = offset == 0 && encoded.elementsEqual([0xEF, 0xBB, 0xBF])
                let ascii: UInt8? = encoded.count == 1 ? encoded.first : nil
                offset += encoded.count
                switch ascii {
                case UInt8(ascii: "\n") where followsCarriageReturn:
                    break
                case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    line += 1
                    column = 1
                default:
                    if !isByteOrderMark { column += 1 }
                }
                followsCarriageReturn = ascii == UInt8(ascii: "\r")
            case .emptyInput:
                return nil
            case .error:
                self.offset = offset
                byte = bytes[offset]
                location = SourceLocation(line: line, column: column)
                return
            }
        }
    }

    /// "the file is not UTF-8 text: byte 0xE9 at offset 1,204 does not start a UTF-8 character".
    var message: String {
        let hex = String(byte, radix: 16, uppercase: true)
        let role = (0x80...0xBF).contains(byte) ? "continues no UTF-8 character" : "does not start a valid UTF-8 character"
        return "the file is not UTF-8 text: byte 0x\(hex.count == 1 ? "0" + hex : hex) at offset \(offset.groupedText) \(role) "
            + "(save the file as UTF-8; a scene file is UTF-8 JSON)"
    }
}
