import Foundation

/// Reading typed values out of a JSON tree with errors that say where and what: the
/// decoder's vocabulary for "expected …, found …".
struct JSONAccess {
    let file: String

    func error(_ node: JSONNode, _ path: String, _ message: String) -> SceneFileError {
        SceneFileError(file: file, location: node.location, path: path, message: message)
    }

    func mismatch(_ node: JSONNode, _ path: String, expected: String) -> SceneFileError {
        error(node, path, "expected \(expected), found \(node.value.kindName) \(node.value.preview)")
    }

    /// The members of an object, after checking that every key is one of `allowed`.
    func members(_ node: JSONNode, _ path: String, allowed: [String]) throws(SceneFileError) -> [String: JSONNode] {
        guard case .object(let members) = node.value else { throw mismatch(node, path, expected: "an object") }
        var result: [String: JSONNode] = [:]
        for member in members {
            guard allowed.contains(member.key) else {
                let hint = suggestion(for: member.key, among: allowed).map { "; did you mean '\($0)'?" }
                    ?? " (expected one of: \(allowed.joined(separator: ", ")))"
                throw SceneFileError(
                    file: file, location: member.keyLocation, path: join(path, member.key),
                    message: "unknown key '\(member.key)'\(hint)")
            }
            result[member.key] = member.value
        }
        return result
    }

    func string(_ node: JSONNode, _ path: String) throws(SceneFileError) -> String {
        guard case .string(let string) = node.value else { throw mismatch(node, path, expected: "a string") }
        return string
    }

    func number(_ node: JSONNode, _ path: String, in range: ClosedRange<Double>? = nil) throws(SceneFileError) -> Double {
        guard case .number(let number) = node.value else { throw mismatch(node, path, expected: "a number") }
        if let range, !range.contains(number) {
            throw error(node, path, "expected a number from \(format(range.lowerBound)) to \(format(range.upperBound)), found \(format(number))")
        }
        return number
    }

    func integer(_ node: JSONNode, _ path: String, in range: ClosedRange<Int>) throws(SceneFileError) -> Int {
        let number = try number(node, path)
        guard number.rounded() == number, number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
            throw error(node, path, "expected a whole number from \(range.lowerBound) to \(range.upperBound), found \(format(number))")
        }
        return Int(number)
    }

    func bool(_ node: JSONNode, _ path: String) throws(SceneFileError) -> Bool {
        guard case .bool(let value) = node.value else { throw mismatch(node, path, expected: "true or false") }
        return value
    }

    func array(_ node: JSONNode, _ path: String) throws(SceneFileError) -> [JSONNode] {
        guard case .array(let elements) = node.value else { throw mismatch(node, path, expected: "an array") }
        return elements
    }

    /// One of `choices`, with a did-you-mean for near misses.
    func choice(_ node: JSONNode, _ path: String, among choices: [String]) throws(SceneFileError) -> String {
        let value = try string(node, path)
        guard choices.contains(value) else {
            let hint = suggestion(for: value, among: choices).map { "; did you mean '\($0)'?" }
                ?? " (expected one of: \(choices.joined(separator: ", ")))"
            throw error(node, path, "unknown value '\(value)'\(hint)")
        }
        return value
    }

    func join(_ path: String, _ key: String) -> String {
        path.isEmpty ? key : path + "." + key
    }

    func index(_ path: String, _ index: Int) -> String {
        path + "[\(index)]"
    }

    private func format(_ number: Double) -> String {
        number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
