import Testing
@testable import CutawaySceneFile

/// The views a view always makes, which a `ForEach` multiplies by its items to check the views
/// budget (docs/scene-format.md: a modifier counts as a view).
struct SceneDocumentTests {
    func body(_ view: String) throws -> ViewSpec {
        let text = """
            { "format": "cutaway-scene/1", "name": "counting", "fps": 10, "duration": 0,
              "canvas": { "width": 100, "height": 100, "scale": 1 }, "state": { "on": true, "items": [1, 2] },
              "body": \(view) }
            """
        return try SceneDocument.decode(text).body
    }

    @Test func aLeafIsOneViewAndEachModifierOneMore() throws {
        #expect(try body(#"{ "Text": "a" }"#).minimumViewCount == 1)
        #expect(try body(#"{ "Text": "a", "modifiers": ["padding", "clipped"] }"#).minimumViewCount == 3)
    }

    @Test func aContainerCountsItselfAndEveryChild() throws {
        // The VStack, its two texts, and the padding on the second: 1 + 1 + (1 + 1) = 4.
        #expect(try body(#"{ "VStack": { "content": [ { "Text": "a" }, { "Text": "b", "modifiers": ["padding"] } ] } }"#)
            .minimumViewCount == 4)
    }

    @Test func aSectionCountsItsHeaderAndFooterToo() throws {
        // The List, the Section, its row, its header and its footer: 5.
        let list = #"{ "List": { "content": [ { "Section": { "content": [ { "Text": "row" } ], "header": { "Text": "h" }, "footer": { "Text": "f" } } } ] } }"#
        #expect(try body(list).minimumViewCount == 5)
    }

    @Test func anIfCountsOnlyItsSmallerBranch() throws {
        // then: a VStack of two texts (3); else: one text (1). The If and the smaller: 1 + 1 = 2.
        let both = #"{ "If": { "condition": "$on", "then": { "VStack": { "content": [ { "Text": "a" }, { "Text": "b" } ] } }, "else": { "Text": "c" } } }"#
        #expect(try body(both).minimumViewCount == 2)
        // Without an else, the smaller branch is nothing.
        #expect(try body(#"{ "If": { "condition": "$on", "then": { "Text": "a" } } }"#).minimumViewCount == 1)
    }

    @Test func aForEachMayMakeNothingBeyondItself() throws {
        let forEach = #"{ "ForEach": { "items": "$items", "content": { "VStack": { "content": [ { "Text": "{value}" } ] } } } }"#
        #expect(try body(forEach).minimumViewCount == 1)
    }
}
