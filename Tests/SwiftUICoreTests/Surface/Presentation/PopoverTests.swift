import Foundation
import Testing
@testable import SwiftUICore

struct PopoverTests {
    @Test func onAnIPhoneAPopoverIsPresentedAsASheet() throws {
        struct Asking: View {
            @State var shown = false
            var popover = true
            var body: some View {
                if popover {
                    Button("Info") { shown = true }.popover(isPresented: $shown) { Text("Details") }
                } else {
                    Button("Info") { shown = true }.sheet(isPresented: $shown) { Text("Details") }
                }
            }
        }
        func frame(_ view: Asking) throws -> Frame {
            try player(RenderScene("p", canvas: RenderCanvas(device: .iPhone15, scale: 2), duration: 2, fps: 10, script: [.tap("Info", at: 0.1)]) { view }).at(1.5)
        }
        let popover = try frame(Asking(popover: true)), sheet = try frame(Asking(popover: false))
        #expect(popover.drawnText("Details").frame == sheet.drawnText("Details").frame)
    }
}
