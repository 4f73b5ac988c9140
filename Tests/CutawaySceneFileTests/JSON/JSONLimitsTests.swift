import CutawaySceneFile
import Testing

@Suite("Reading JSON: limits")
struct JSONReaderLimitTests {

    @Test func defaults() {
        let limits = JSONLimits.default
        #expect(limits.maximumDepth == 64)
        #expect(limits.maximumBytes == 4 * 1024 * 1024)
        #expect(limits.maximumStringLength == 1024 * 1024)
        #expect(limits.maximumMembers == 100_000)
    }

    // MARK: Depth

    @Test func depthCountsContainersNotScalars() {
        let none = JSONLimits(maximumDepth: 0)
        #expect(JSONTesting.error(in: "1", limits: none) == nil)
        JSONTesting.expectError("[]", limits: none, at: 1, 1, "nesting deeper than 0 levels")
        let one = JSONLimits(maximumDepth: 1)
        #expect(JSONTesting.error(in: #"[1, "a", {}]"#, limits: JSONLimits(maximumDepth: 2)) == nil)
        #expect(JSONTesting.error(in: "[1, 2]", limits: one) == nil)
        JSONTesting.expectError("[1, [2]]", limits: one, at: 1, 5, "nesting deeper than 1 level")
        JSONTesting.expectError(#"{"a": {}}"#, limits: one, at: 1, 7, "nesting deeper than 1 level")
    }

    @Test func siblingsDoNotAddDepth() {
        let wide = "[" + Array(repeating: "[[]]", count: 1000).joined(separator: ",") + "]"
        #expect(JSONTesting.error(in: wide, limits: JSONLimits(maximumDepth: 3)) == nil)
    }

    @Test func aMillionOpeningBracketsIsACleanError() {
        let hostile = String(repeating: "[", count: 1_000_000)
        JSONTesting.expectError(hostile, at: 1, 65, "nesting deeper than 64 levels")
    }

    /// The reader does not recurse, so a raised limit costs only heap: a tree 10,000 deep reads.
    /// (Walking or releasing such a tree does recurse, which is why the default limit is 64.)
    @Test func deepTreesReadWithoutRecursion() throws {
        let depth = 10_000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let node = try JSONReader.parse(text, limits: JSONLimits(maximumDepth: depth))
        var current: JSONNode? = node
        var levels = 0
        while case .array(let elements)? = current?.value {
            levels += 1
            current = elements.first
        }
        #expect(levels == depth)
    }

    // MARK: Size

    @Test func fileSize() {
        let limits = JSONLimits(maximumBytes: 10)
        #expect(JSONTesting.error(in: "[1,2,3,44]", limits: limits) == nil)
        JSONTesting.expectError("[1,2,3,444]", limits: limits, at: 1, 1, "file larger than 10 bytes")
        // Bytes, not characters: five "é" are ten bytes, plus two quotes.
        JSONTesting.expectError(#""ééééé""#, limits: limits, at: 1, 1, "file larger than 10 bytes")
        JSONTesting.expectError("[1]", limits: JSONLimits(maximumBytes: 1), at: 1, 1, "file larger than 1 byte")
        let threeKiBAndOne = "[" + String(repeating: " ", count: 3 * 1024 - 1) + "]"
        JSONTesting.expectError(threeKiBAndOne, limits: JSONLimits(maximumBytes: 3 * 1024), at: 1, 1, "file larger than 3 KiB")

    }

    @Test func defaultFileSizeIsFourMebibytes() {
        let padding = 4 * 1024 * 1024 - 2
        let exactly = "[" + String(repeating: " ", count: padding) + "]"
        #expect(JSONTesting.error(in: exactly) == nil)
        JSONTesting.expectError(exactly + " ", at: 1, 1, "file larger than 4 MiB")
    }

    // MARK: Strings

    @Test func stringLengthCountsDecodedBytes() {
        let limits = JSONLimits(maximumStringLength: 4)
        #expect(JSONTesting.error(in: #"["abcd"]"#, limits: limits) == nil)
        JSONTesting.expectError(#"["abcde"]"#, limits: limits, at: 1, 2, "string longer than 4 bytes")
        #expect(JSONTesting.error(in: #"["éé"]"#, limits: limits) == nil)
        JSONTesting.expectError(#"["ééa"]"#, limits: limits, at: 1, 2, "string longer than 4 bytes")
        // An escape counts as what it decodes to: \u00e9 is é, two bytes.
        #expect(JSONTesting.error(in: #"["\u00e9\u00e9"]"#, limits: limits) == nil)
        JSONTesting.expectError(#"["\u00e9\u00e9a"]"#, limits: limits, at: 1, 2, "string longer than 4 bytes")
        JSONTesting.expectError(#"{"abcde": 1}"#, limits: limits, at: 1, 2, "string longer than 4 bytes")
        JSONTesting.expectError(#"["ab"]"#, limits: JSONLimits(maximumStringLength: 1), at: 1, 2, "string longer than 1 byte")
    }

    @Test func defaultStringLengthIsOneMebibyte() {
        let exactly = String(repeating: "a", count: 1024 * 1024)
        #expect(JSONTesting.error(in: "\"\(exactly)\"") == nil)
        JSONTesting.expectError("\n \"\(exactly)a\"", at: 2, 2, "string longer than 1 MiB")
    }

    // MARK: Members

    @Test func membersPerContainer() {
        let limits = JSONLimits(maximumMembers: 3)
        #expect(JSONTesting.error(in: "[1,2,3]", limits: limits) == nil)
        #expect(JSONTesting.error(in: #"{"a":1,"b":2,"c":3}"#, limits: limits) == nil)
        JSONTesting.expectError("[1,2,3,4]", limits: limits, at: 1, 1, "array with more than 3 elements")
        JSONTesting.expectError(#"{"a":1,"b":2,"c":3,"d":4}"#, limits: limits, at: 1, 1, "object with more than 3 members")
        JSONTesting.expectError("[0, [1,2,3,4]]", limits: limits, at: 1, 5, "array with more than 3 elements")
        JSONTesting.expectError("[1,2]", limits: JSONLimits(maximumMembers: 1), at: 1, 1, "array with more than 1 element")
        // The limit is per container: three containers of three are fine.
        #expect(JSONTesting.error(in: "[[1,2,3],[1,2,3],[1,2,3]]", limits: limits) == nil)
    }

    @Test func defaultMembersLimit() {
        let elements = Array(repeating: "0", count: 100_000).joined(separator: ",")
        #expect(JSONTesting.error(in: "[\(elements)]") == nil)
        JSONTesting.expectError("[\(elements),0]", at: 1, 1, "array with more than 100000 elements")
    }
}
