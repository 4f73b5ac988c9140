import Testing
@testable import CutawayFuzzing

struct JSONTreePathsTests {
    let tree = JSONTree(parsing: Array(#"{"a": [1, {"b": 2}], "c": "d"}"#.utf8))!

    @Test func pathsListParentsBeforeChildrenInDocumentOrder() {
        #expect(tree.paths == [[], [0], [0, 0], [0, 1], [0, 1, 0], [1]])
    }

    @Test func subscriptReadsAndReplacesNodes() {
        #expect(tree[[0, 1, 0]] == .number("2"))
        var changed = tree
        changed[[0, 1, 0]] = .string("x")
        changed[[1]] = .null
        #expect(changed.text == #"{"a":[1,{"b":"x"}],"c":null}"#)
    }

    @Test func singleKeyIgnoresModifiersAndName() {
        #expect(JSONTree(parsing: Array(#"{"Text": "a", "modifiers": [], "name": "n"}"#.utf8))?.singleKey == "Text")
        #expect(tree.singleKey == nil)
        #expect(JSONTree.null.singleKey == nil)
    }

    @Test func setMemberReplacesInPlaceOrAppends() {
        var changed = tree
        changed.setMember("a", .bool(true))
        changed.setMember("z", .null)
        #expect(changed.text == #"{"a":true,"c":"d","z":null}"#)
        #expect(changed.member("z") == .null)
    }
}
