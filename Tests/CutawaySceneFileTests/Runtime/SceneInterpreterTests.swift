import Cutaway
import Foundation
import Testing
@testable import CutawayRender
@testable import CutawaySceneFile

/// What the interpreter builds from a scene file draws as the same SwiftUI code does.
@Suite(.serialized) struct SceneInterpreterTests {
    @Test func aSectionsHeaderAndFooterDrawAsSwiftsDo() throws {
        let document = try SceneDocument.decode("""
            { "format": "cutaway-scene/1", "name": "sections", "canvas": { "width": 390, "height": 400, "scale": 1 },
              "body": { "List": { "content": [
                { "Section": { "header": { "Text": "Connections" }, "footer": { "Text": "Devices nearby can join." },
                               "content": [ { "Text": "Wi-Fi" }, { "Text": "Bluetooth" } ] } },
                { "Section": { "header": { "Text": "Storage" }, "content": [ { "Text": "Photos" } ] } }
              ] } } }
            """, file: "sections.json")
        let fromFile = document.makeScene(file: "sections.json")
        let fromSwift = RenderScene("sections", canvas: RenderCanvas(width: 390, height: 400, scale: 1)) {
            List {
                Section {
                    Text("Wi-Fi")
                    Text("Bluetooth")
                } header: {
                    Text("Connections")
                } footer: {
                    Text("Devices nearby can join.")
                }
                Section("Storage") { Text("Photos") }
            }
        }
        let engine = try PangoTextEngine()
        let rasterizer = CairoRasterizer(textEngine: engine)
        let file = rasterizer.render(try Player(scene: fromFile, textEngine: engine).frame(at: 0).displayList, scale: 1)
        let swift = rasterizer.render(try Player(scene: fromSwift, textEngine: engine).frame(at: 0).displayList, scale: 1)
        #expect(file == swift)
        // And the header is there: the file's frame differs from the same list without headers.
        let bare = RenderScene("bare", canvas: RenderCanvas(width: 390, height: 400, scale: 1)) {
            List {
                Section {
                    Text("Wi-Fi")
                    Text("Bluetooth")
                }
                Section { Text("Photos") }
            }
        }
        #expect(file != rasterizer.render(try Player(scene: bare, textEngine: engine).frame(at: 0).displayList, scale: 1))
    }

    @Test func aHeaderThatIsNotAViewIsAnErrorAtItsPlace() {
        #expect {
            _ = try SceneDocument.decode("""
                { "format": "cutaway-scene/1", "name": "bad",
                  "body": { "List": { "content": [ { "Section": { "header": 3, "content": [] } } ] } } }
                """, file: "bad.json")
        } throws: { error in
            String(describing: error).contains("body.List.content[0].Section.header")
        }
    }
}
