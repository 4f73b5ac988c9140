import Testing
@testable import CutawaySceneFile

/// Typed reads out of a JSON tree, each failure an "expected …, found …" at the value's place.
@Suite("JSONAccess")
struct JSONAccessTests {
    let access = JSONAccess(file: "scene.json")

    func node(_ text: String) throws -> JSONNode {
        try JSONReader.parse(text)
    }

    func failure(_ read: () throws(SceneFileError) -> Void) -> SceneFileError? {
        do {
            try read()
            return nil
        } catch {
            return error
        }
    }

    @Test func aValueOfTheRightKindIsRead() throws {
        #expect(try access.string(node(#""Hi""#), "title") == "Hi")
        #expect(try access.number(node("2.5"), "duration", in: 0...10) == 2.5)
        #expect(try access.integer(node("30"), "fps", in: 1...120) == 30)
        #expect(try access.bool(node("false"), "loop") == false)
        #expect(try access.array(node("[1, 2]"), "content").count == 2)
        #expect(try access.choice(node(#""smooth""#), "animation", among: ["smooth", "snappy"]) == "smooth")
    }

    @Test func aValueOfAnotherKindSaysWhatWasExpectedAndFoundWhere() throws {
        // "\n  42": the number starts on line 2 at column 3.
        let error = failure { () throws(SceneFileError) in _ = try access.string(try! node("\n  42"), "body.Text") }
        #expect(error == SceneFileError(
            file: "scene.json", location: SourceLocation(line: 2, column: 3), path: "body.Text", message: "expected a string, found a number 42"))
        #expect(failure { () throws(SceneFileError) in _ = try access.bool(try! node(#""yes""#), "loop") }?.message
            == #"expected true or false, found a string "yes""#)
        #expect(failure { () throws(SceneFileError) in _ = try access.array(try! node("{}"), "content") }?.message
            == "expected an array, found an object {}")
    }

    @Test func aNumberOutsideItsRangeIsAnErrorThatNamesTheRange() {
        let error = failure { () throws(SceneFileError) in _ = try access.number(try! node("12.5"), "duration", in: 0...10) }
        #expect(error?.message == "expected a number from 0 to 10, found 12.5")
        #expect(error?.path == "duration")
    }

    @Test func anIntegerMustBeWholeAndWithinItsRange() {
        #expect(failure { () throws(SceneFileError) in _ = try access.integer(try! node("1.5"), "fps", in: 1...120) }?.message
            == "expected a whole number from 1 to 120, found 1.5")
        #expect(failure { () throws(SceneFileError) in _ = try access.integer(try! node("121"), "fps", in: 1...120) }?.message
            == "expected a whole number from 1 to 120, found 121")
    }

    @Test func anUnknownKeyIsAnErrorAtTheKeyListingTheAllowedOnes() throws {
        // `{"width": 1, "zzz": 2}`: the second key's opening quote is column 14.
        let canvas = try node(#"{"width": 1, "zzz": 2}"#)
        let error = failure { () throws(SceneFileError) in _ = try access.members(canvas, "canvas", allowed: ["width", "height"]) }
        #expect(error == SceneFileError(
            file: "scene.json", location: SourceLocation(line: 1, column: 14), path: "canvas.zzz",
            message: "unknown key 'zzz' (expected one of: width, height)"))
        let members = try access.members(canvas, "canvas", allowed: ["width", "zzz"])
        #expect(members["width"]?.value == .number(1) && members["zzz"]?.value == .number(2))
    }

    @Test func aValueOutsideTheChoicesIsAnErrorListingThem() {
        let error = failure { () throws(SceneFileError) in _ = try access.choice(try! node(#""xyz""#), "animation", among: ["smooth", "snappy"]) }
        #expect(error?.message == "unknown value 'xyz' (expected one of: smooth, snappy)")
    }

    @Test func pathsJoinKeysWithDotsAndIndicesWithBrackets() {
        #expect(access.join("", "body") == "body")
        #expect(access.join("body", "VStack") == "body.VStack")
        #expect(access.index("body.VStack.content", 2) == "body.VStack.content[2]")
    }
}
