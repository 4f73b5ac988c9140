import Testing
@testable import CutawaySceneFile

/// What a file that is not JSON looks like, from its start.
@Suite("ForeignContent")
struct ForeignContentTests {
    @Test func jsonIsNotForeign() {
        for text in ["{}", "  [1]", "\"x\"", "-1", "3", "true", "null", "\u{FEFF}{ }"] {
            #expect(ForeignContent(text) == nil, "\(text)")
        }
    }

    @Test func swiftSourceIsRecognizedByItsFirstWord() {
        #expect(ForeignContent("import SwiftUI\n\nstruct A: View {}") == .swiftSource(start: "import"))
        #expect(ForeignContent("struct Demo: View {") == .swiftSource(start: "struct"))
        #expect(ForeignContent("#Preview(\"AnimatedPresence\") {") == .swiftSource(start: "#Preview"))
        #expect(ForeignContent("@main struct App {}") == .swiftSource(start: "@main"))
    }

    @Test func aCommentBeforeSwiftIsSwift() {
        #expect(ForeignContent("//\n//  Demo.swift\n//\n\nimport SwiftUI\n") == .swiftSource(start: "import"))
        #expect(ForeignContent("/* scene */\n{ \"format\": \"cutaway-scene/1\" }") == .comment)
    }

    @Test func otherContent() {
        #expect(ForeignContent("") == .empty)
        #expect(ForeignContent(" \n\t") == .empty)
        #expect(ForeignContent("<svg xmlns=\"http://www.w3.org/2000/svg\">") == .markup)
        #expect(ForeignContent("name: demo") == .text(start: "name"))
        #expect(ForeignContent("'single quoted'") == .text(start: "'"))
    }

    @Test func swiftSourceSaysWhatAScenesIs() {
        #expect(ForeignContent.swiftSource(start: "import").message
            == "the file looks like Swift source (it starts with 'import'), not a scene file; a scene file is a JSON object "
            + "that starts {\"format\": \"cutaway-scene/1\", ... (see docs/scene-format.md). Swift scenes are built in: "
            + "`cutaway list` names them")
    }
}
