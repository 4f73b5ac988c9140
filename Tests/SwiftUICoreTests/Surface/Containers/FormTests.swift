import Foundation
import Testing
@testable import SwiftUICore

struct FormTests {
    @Test func aFormIsAnInsetGroupedList() throws {
        let form = try layOut(width: 390, height: 400, Form {
            Section("Account") {
                Text("Name")
                Toggle("Notifications", isOn: .constant(true))
            }
        })
        let list = try layOut(width: 390, height: 400, List {
            Section("Account") {
                Text("Name")
                Toggle("Notifications", isOn: .constant(true))
            }
        }.listStyle(.insetGrouped))
        #expect(form.drawnTexts.map(\.frame) == list.drawnTexts.map(\.frame))
        #expect(form.drawnItems.compactMap(\.path?.boundingRect) == list.drawnItems.compactMap(\.path?.boundingRect))
        // Inset grouped: the card starts 20 points in (iOS 17's margin, `ListMetrics`).
        #expect(isClose(form.drawnText("Name").frame.minX, 40))
    }
}
