import CutawaySceneFile
import Testing

@Suite("JSONPath")
struct JSONPathTests {
    @Test func rootIsNamedSoThatItReadsAsAPlace() {
        #expect(JSONPath.root.description == "(root)")
        #expect(JSONPath().components.isEmpty)
        #expect(JSONPath.root == JSONPath([]))
    }

    @Test func oneStep() {
        #expect(JSONPath.root.appending(key: "body").description == "body")
        #expect(JSONPath.root.appending(index: 0).description == "[0]")
    }

    @Test func theSceneFormatExample() {
        let path = JSONPath.root.appending(key: "body").appending(key: "List").appending(key: "content")
            .appending(index: 0).appending(key: "CollapsibleSpacingVStack").appending(key: "content")
            .appending(index: 1)
        #expect(path.description == "body.List.content[0].CollapsibleSpacingVStack.content[1]")
        #expect(path.components.count == 7)
        #expect(path.components.last == .index(1))
    }

    @Test func indicesFollowIndices() {
        #expect(JSONPath([.index(2), .index(0), .key("at")]).description == "[2][0].at")
    }

    @Test(arguments: [
        ("my key", #"state["my key"]"#),
        ("1x", #"state["1x"]"#),
        ("", #"state[""]"#),
        ("a.b", #"state["a.b"]"#),
        ("é", #"state["é"]"#),
        (#"say "hi""#, #"state["say \"hi\""]"#),
        ("tab\there", #"state["tab\there"]"#),
        ("_private9", "state._private9"),
    ])
    func keysThatAreNotIdentifiersAreQuoted(key: String, expected: String) {
        #expect(JSONPath.root.appending(key: "state").appending(key: key).description == expected)
    }

    @Test func appendingLeavesTheOriginalAlone() {
        let parent = JSONPath([.key("script")])
        let child = parent.appending(index: 3)
        #expect(parent.description == "script")
        #expect(child.description == "script[3]")
        #expect(child != parent)
        #expect(child == JSONPath([.key("script"), .index(3)]))
        #expect(Set([child, JSONPath([.key("script"), .index(3)])]).count == 1)
    }
}
