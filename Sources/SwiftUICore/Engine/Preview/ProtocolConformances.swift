import Foundation

/// The types the running executable declares to conform to a protocol, read from the Swift
/// runtime's own list of conformances: the `swift5_protocol_conformances` section, which the
/// runtime reads for every `as?` cast to a protocol.
///
/// This is how `PreviewProvider`s are found: a conformance needs no macro and no entry point, so
/// the records the compiler writes for it are the one place that knows every conforming type,
/// whatever its access level (`private struct X_Previews` included), whatever `#if` kept it,
/// and whether it is declared by a `struct`, a `class`, an `enum` or an `extension`. The layouts
/// read here are the Swift ABI's (`docs/ABI/TypeMetadata.rst`, stable since Swift 5): a section
/// of 32-bit relative pointers to conformance descriptors, each naming its protocol and type.
/// Anything unexpected (another record kind, a generic type, a cast that fails) skips the
/// record, never traps. Like `ExecutableSymbols`, it sees the modules linked into the
/// executable itself (SwiftPM links library products statically), not shared libraries.
enum ProtocolConformances {
    /// A non-generic type that conforms: its metatype, its module and its name with the names of
    /// the types it is nested in (`Outer.Inner_Previews`; extensions and private scopes add none).
    struct ConformingType {
        let type: Any.Type
        let module: String
        let qualifiedName: String
    }

    /// The non-generic types that conform to the protocol named `protocolName` in module `module`,
    /// in the order of the executable's records (the link order: deterministic for one build).
    static func types(conformingTo protocolName: String, inModule module: String) throws -> [ConformingType] {
        let file = try ELFFile(path: "/proc/self/exe")
        guard let section = try file.section(named: "swift5_protocol_conformances"), section.size > 0 else { return [] }
        let bias = try file.loadBias()
        guard let start = UnsafeRawPointer(bitPattern: UInt(bitPattern: bias) &+ UInt(section.address)) else { return [] }
        var found: [ConformingType] = []
        for offset in stride(from: 0, to: Int(section.size) - 3, by: 4) {
            guard let descriptor = relative(start + offset),
                  let proto = indirectable(descriptor),
                  contextName(proto) == protocolName, contextModule(proto) == module
            else { continue }
            // Flags, at 12: bits 3–5 are the kind of type reference (0 a direct, 1 an indirect
            // pointer to a type descriptor; 2 and 3 are Objective-C classes, not on Linux).
            let flags = (descriptor + 12).loadUnaligned(as: UInt32.self)
            let typeField = descriptor + 4
            let typeDescriptor: UnsafeRawPointer?
            switch (flags >> 3) & 0x7 {
            case 0: typeDescriptor = relative(typeField)
            case 1: typeDescriptor = relative(typeField)?.loadUnaligned(as: UnsafeRawPointer?.self)
            default: continue
            }
            guard let typeDescriptor, let type = metatype(of: typeDescriptor), let name = contextName(typeDescriptor),
                  let typeModule = contextModule(typeDescriptor)
            else { continue }
            found.append(ConformingType(type: type, module: typeModule, qualifiedName: qualifiedName(typeDescriptor, name)))
        }
        return found
    }

    /// The target of the 32-bit relative pointer at `field` (nil for 0).
    private static func relative(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = Int(field.loadUnaligned(as: Int32.self))
        return offset == 0 ? nil : field + offset
    }

    /// The target of a relative indirectable pointer: its low bit set, it points at the address.
    private static func indirectable(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = Int(field.loadUnaligned(as: Int32.self))
        guard offset != 0 else { return nil }
        let target = field + (offset & ~1)
        return offset & 1 == 0 ? target : target.loadUnaligned(as: UnsafeRawPointer?.self)
    }

    /// A context descriptor's kind: the low five bits of its flags (0 module, 1 extension,
    /// 2 anonymous, 3 protocol, 16 class, 17 struct, 18 enum).
    private static func kind(_ context: UnsafeRawPointer) -> UInt32 {
        context.loadUnaligned(as: UInt32.self) & 0x1F
    }

    /// The name of a module, protocol or type context (at 8), nil for other kinds.
    private static func contextName(_ context: UnsafeRawPointer) -> String? {
        let kind = kind(context)
        guard kind == 0 || kind == 3 || (16...31).contains(kind), let name = relative(context + 8) else { return nil }
        return String(cString: name.assumingMemoryBound(to: CChar.self))
    }

    /// The parent of a context (at 4, indirectable), nil for a module.
    private static func parent(_ context: UnsafeRawPointer) -> UnsafeRawPointer? {
        kind(context) == 0 ? nil : indirectable(context + 4)
    }

    /// The name of the module a context is declared in.
    private static func contextModule(_ context: UnsafeRawPointer) -> String? {
        var current = parent(context)
        // A context is nested at most a few levels; the bound keeps a malformed chain finite.
        for _ in 0..<64 {
            guard let context = current else { return nil }
            if kind(context) == 0 { return contextName(context) }
            current = parent(context)
        }
        return nil
    }

    /// `name` with the names of the types it is nested in.
    private static func qualifiedName(_ context: UnsafeRawPointer, _ name: String) -> String {
        var names = [name]
        var current = parent(context)
        for _ in 0..<64 {
            guard let context = current, kind(context) != 0 else { break }
            if (16...31).contains(kind(context)), let outer = contextName(context) { names.insert(outer, at: 0) }
            current = parent(context)
        }
        return names.joined(separator: ".")
    }

    /// The metatype of a non-generic struct, enum or class, from its metadata accessor (at 12).
    /// The accessor takes a metadata request (0: complete) and returns the metadata first, in
    /// the registers a C function returns a pointer in.
    private static func metatype(of descriptor: UnsafeRawPointer) -> Any.Type? {
        let flags = descriptor.loadUnaligned(as: UInt32.self)
        // Bit 7: generic (its accessor takes the generic arguments too).
        guard [16, 17, 18].contains(flags & 0x1F), flags & 0x80 == 0, let accessor = relative(descriptor + 12) else { return nil }
        let function = unsafeBitCast(accessor, to: (@convention(c) (Int) -> UnsafeRawPointer?).self)
        guard let metadata = function(0) else { return nil }
        return unsafeBitCast(metadata, to: Any.Type.self)
    }
}
