/// A type-erased view. Its identity includes the erased type, so changing the type replaces it.
nonisolated public struct AnyView: View, PrimitiveView {
    public typealias Body = Never
    let view: any View

    public init<V: View>(_ view: V) {
        if let erased = view as? AnyView {
            self.view = erased.view
        } else {
            self.view = view
        }
    }

    public init(erasing view: some View) {
        self.init(view)
    }

    /// The view `value` holds, erased; `nil` if `value` is no view. SwiftUI's, for code that
    /// holds views as `Any`.
    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        self.init(view)
    }

    func makeNodes(in context: ResolveContext) -> [ViewNode] {
        context.resolve(view, component: .type(erasedTypeName(type(of: view))))
    }
}

/// A short name that still tells erased types apart: the base name and a hash of the full
/// name (FNV-1a, 32 bits, from the FNV specification), e.g. `VStack~3f2a9c01`.
private func erasedTypeName(_ type: Any.Type) -> String {
    TypeNames.cached(type, kind: .erased) {
        var hash: UInt32 = 0x811c_9dc5
        for byte in withoutAddresses(_typeName(type, qualified: true)).utf8 {
            hash = (hash ^ UInt32(byte)) &* 0x0100_0193
        }
        let hex = String(hash, radix: 16)
        return baseTypeName(type) + "~" + String(repeating: "0", count: 8 - hex.count) + hex
    }
}

/// A qualified type name without the `$7f…` addresses Swift prints for private and local
/// types' contexts, which change from run to run.
func withoutAddresses(_ name: String) -> String {
    var result = ""
    var characters = name.makeIterator()
    while let character = characters.next() {
        guard character == "$" else {
            result.append(character)
            continue
        }
        // Skip the hexadecimal digits that follow, keep what comes after them.
        while let next = characters.next() {
            if !next.isHexDigit {
                result.append(next)
                break
            }
        }
    }
    return result
}
