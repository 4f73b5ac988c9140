import Foundation

/// The functions the running executable defines whose names start with a prefix, read from its
/// ELF symbol table (`/proc/self/exe`), at the addresses they are loaded at.
///
/// This is how previews are found without a list: each `#Preview` defines a C function named
/// after its place. Statically linked modules (SwiftPM's default for library products) are in
/// the executable's own table.
enum ExecutableSymbols {
    /// The loaded addresses of the functions named `prefix…`, by name, in name order.
    static func functions(withPrefix prefix: String) throws -> [(name: String, address: UnsafeRawPointer)] {
        let file = try ELFFile(path: "/proc/self/exe")
        let bias = try file.loadBias()
        return try file.functionSymbols(withPrefix: Array(prefix.utf8)).compactMap { name, value in
            UnsafeRawPointer(bitPattern: UInt(bitPattern: bias) &+ UInt(value)).map { (name, $0) }
        }
        .sorted { $0.name < $1.name }
    }
}

/// Why the executable's symbols could not be read.
package struct ExecutableSymbolsError: Error, CustomStringConvertible {
    package let description: String
}

/// The parts of an ELF64 little-endian file that locate its symbols and sections.
struct ELFFile {
    let handle: FileHandle
    let header: Data

    init(path: String) throws {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw ExecutableSymbolsError(description: "cannot read \(path)")
        }
        self.handle = handle
        header = try Self.read(handle, at: 0, count: 64)
        guard header.count == 64, header.prefix(4) == Data([0x7F, 0x45, 0x4C, 0x46]), header[4] == 2, header[5] == 1 else {
            throw ExecutableSymbolsError(description: "\(path) is not a 64-bit little-endian ELF file")
        }
    }

    private static func read(_ handle: FileHandle, at offset: UInt64, count: Int) throws -> Data {
        try handle.seek(toOffset: offset)
        return try handle.read(upToCount: count) ?? Data()
    }

    private func read(at offset: UInt64, count: Int) throws -> Data {
        let data = try Self.read(handle, at: offset, count: count)
        guard data.count == count else { throw ExecutableSymbolsError(description: "the executable is cut short") }
        return data
    }

    /// How far the executable was moved when it was loaded (a position-independent one is
    /// linked at 0): where the kernel put its program headers, less where the file says they are.
    func loadBias() throws -> Int {
        let phoff = header.integer(UInt64.self, at: 32), phentsize = Int(header.integer(UInt16.self, at: 54))
        let phnum = Int(header.integer(UInt16.self, at: 56))
        // An ELF64 program header is 56 bytes; wrapping arithmetic below, so that a malformed
        // file is an error, never a trap.
        guard phentsize >= 56 else { throw ExecutableSymbolsError(description: "the executable's program headers are malformed") }
        let table = try read(at: phoff, count: phentsize * phnum)
        for index in 0..<phnum {
            let entry = table.subdata(in: index * phentsize ..< (index + 1) * phentsize)
            let type = entry.integer(UInt32.self, at: 0), offset = entry.integer(UInt64.self, at: 8)
            let address = entry.integer(UInt64.self, at: 16), size = entry.integer(UInt64.self, at: 32)
            // PT_LOAD: the segment holding the program headers tells where they are in memory.
            if type == 1, offset <= phoff, phoff - offset < size {
                let linked = address &+ (phoff - offset)
                return Int(truncatingIfNeeded: try Self.loadedProgramHeaders()) &- Int(truncatingIfNeeded: linked)
            }
        }
        throw ExecutableSymbolsError(description: "the executable's program headers are in no segment")
    }

    /// Where the kernel loaded the program headers: `AT_PHDR` (3) in the auxiliary vector,
    /// pairs of 64-bit type and value.
    private static func loadedProgramHeaders() throws -> UInt64 {
        let vector = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/self/auxv"))) ?? Data()
        for base in stride(from: 0, to: vector.count - 15, by: 16) where vector.integer(UInt64.self, at: base) == 3 {
            return vector.integer(UInt64.self, at: base + 8)
        }
        throw ExecutableSymbolsError(description: "the process's auxiliary vector has no program headers (AT_PHDR)")
    }

    /// The linked address and size of the section named `name` (`swift5_protocol_conformances`),
    /// if the file has one.
    func section(named name: String) throws -> (address: UInt64, size: UInt64)? {
        let shoff = header.integer(UInt64.self, at: 40), shentsize = Int(header.integer(UInt16.self, at: 58))
        let shnum = Int(header.integer(UInt16.self, at: 60)), shstrndx = Int(header.integer(UInt16.self, at: 62))
        guard shentsize == 64, shnum > 0, shstrndx < shnum else { throw ExecutableSymbolsError(description: "the executable has no sections") }
        let sections = try read(at: shoff, count: shentsize * shnum)
        let namesOffset = sections.integer(UInt64.self, at: shstrndx * shentsize + 24)
        let namesSize = sections.integer(UInt64.self, at: shstrndx * shentsize + 32)
        guard namesSize < 1 << 32 else { throw ExecutableSymbolsError(description: "the executable's section names are malformed") }
        let names = try read(at: namesOffset, count: Int(namesSize))
        let wanted = Array(name.utf8) + [0]
        for index in 0..<shnum {
            let base = index * shentsize
            let start = Int(sections.integer(UInt32.self, at: base))
            guard start + wanted.count <= names.count, names[names.startIndex + start ..< names.startIndex + start + wanted.count].elementsEqual(wanted)
            else { continue }
            return (sections.integer(UInt64.self, at: base + 16), sections.integer(UInt64.self, at: base + 32))
        }
        return nil
    }

    /// The function symbols (`STT_FUNC`, defined) whose names start with `prefix`, with their
    /// linked addresses.
    func functionSymbols(withPrefix prefix: [UInt8]) throws -> [(String, UInt64)] {
        let shoff = header.integer(UInt64.self, at: 40), shentsize = Int(header.integer(UInt16.self, at: 58))
        let shnum = Int(header.integer(UInt16.self, at: 60))
        guard shentsize == 64, shnum > 0 else { throw ExecutableSymbolsError(description: "the executable has no sections") }
        let sections = try read(at: shoff, count: shentsize * shnum)
        func section(_ index: Int) -> (type: UInt32, offset: UInt64, size: UInt64, link: Int) {
            let base = index * shentsize
            return (sections.integer(UInt32.self, at: base + 4), sections.integer(UInt64.self, at: base + 24),
                    sections.integer(UInt64.self, at: base + 32), Int(sections.integer(UInt32.self, at: base + 40)))
        }
        // SHT_SYMTAB holds every symbol; SHT_DYNSYM (in a stripped file) the exported ones.
        let tables = (0..<shnum).map(section)
        guard let symbols = tables.first(where: { $0.type == 2 }) ?? tables.first(where: { $0.type == 11 }),
              symbols.link < shnum
        else { throw ExecutableSymbolsError(description: "the executable has no symbol table (was it stripped?)") }
        let strings = tables[symbols.link]
        // A table larger than any executable is a malformed file (and would trap as an Int).
        let limit: UInt64 = 1 << 32
        guard symbols.size < limit, strings.size < limit else {
            throw ExecutableSymbolsError(description: "the executable's symbol table is malformed")
        }
        let symbolData = try read(at: symbols.offset, count: Int(symbols.size))
        let stringData = try read(at: strings.offset, count: Int(strings.size))
        var found: [(String, UInt64)] = []
        symbolData.withUnsafeBytes { symbols in
            stringData.withUnsafeBytes { names in
                for base in stride(from: 0, to: symbols.count - 23, by: 24) {
                    // Defined (section index not 0) functions (STT_FUNC, 2) only.
                    guard symbols[base + 4] & 0xF == 2, symbols.loadUnaligned(fromByteOffset: base + 6, as: UInt16.self) != 0
                    else { continue }
                    let start = Int(UInt32(littleEndian: symbols.loadUnaligned(fromByteOffset: base, as: UInt32.self)))
                    guard start + prefix.count <= names.count, names[start] == prefix[0],
                          memcmp(names.baseAddress! + start, prefix, prefix.count) == 0
                    else { continue }
                    var end = start
                    while end < names.count, names[end] != 0 { end += 1 }
                    let name = String(decoding: UnsafeRawBufferPointer(rebasing: names[start..<end]), as: UTF8.self)
                    found.append((name, UInt64(littleEndian: symbols.loadUnaligned(fromByteOffset: base + 8, as: UInt64.self))))
                }
            }
        }
        return found
    }
}

extension Data {
    /// The little-endian integer at byte `offset`.
    fileprivate func integer<T: FixedWidthInteger>(_ type: T.Type, at offset: Int) -> T {
        var value: T = 0
        for index in (0..<MemoryLayout<T>.size).reversed() {
            value = value << 8 | T(self[startIndex + offset + index])
        }
        return value
    }
}
