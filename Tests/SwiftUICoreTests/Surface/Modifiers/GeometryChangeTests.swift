import Foundation
import Testing
@testable import SwiftUICore

struct GeometryChangeTests {
    @Test func theActionGetsTheFirstValueThenEachChange() throws {
        // A bar 100 pt wide, then 160 pt from 0.3 s (a script write, not animated): the action
        // runs with 100 at the first pass and with 160 after the change, once each; the
        // passes in between, with the same width, call nothing.
        let log = Log()
        let width = Box<CGFloat>(100)
        let scene = RenderScene("geometry", duration: 1, fps: 10, script: [.run(at: 0.3) { width.value = 160 }]) {
            Color.red.frame(width: width.value, height: 20)
                .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { log.entries.append("\(Int($0))") }
        }
        let play = player(scene)
        for index in 0...10 { _ = try play.frame(at: index) }
        #expect(log.entries == ["100", "160"])
    }

    @Test func theProxyReadsTheViewsFrameInTheCanvas() throws {
        // A 60 × 20 bar under a 30 pt bar in a VStack without spacing, in a 200 × 200
        // canvas: the stack is 50 pt tall from y = 75, so the observed bar's frame is
        // (70, 105, 60, 20) globally and (0, 0, 60, 20) locally.
        let log = Log()
        _ = try player(RenderScene("frame", canvas: RenderCanvas(width: 200, height: 200), duration: 0.1, fps: 10) {
            VStack(spacing: 0) {
                Color.blue.frame(width: 60, height: 30)
                Color.red.frame(width: 60, height: 20)
                    .onGeometryChange(for: CGRect.self, of: { $0.frame(in: .global) }) { old, new in log.entries.append("\(old) \(new)") }
                    .onGeometryChange(for: CGRect.self, of: { $0.frame(in: .local) }) { log.entries.append("local \($0)") }
            }
        }).at(0)
        let global = CGRect(x: 70, y: 105, width: 60, height: 20)
        #expect(log.entries.contains("\(global) \(global)"))
        #expect(log.entries.contains("local \(CGRect(x: 0, y: 0, width: 60, height: 20))"))
        #expect(log.entries.count == 2)
    }
}
