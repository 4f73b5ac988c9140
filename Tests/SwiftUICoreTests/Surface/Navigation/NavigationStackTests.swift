import Foundation
import Testing
@testable import SwiftUICore

/// The numbers: the test text engine makes a text as tall as its font size (ascent 0.8 + descent
/// 0.2 of it) and each character 0.5 of it wide (0.6 from bold up); the bar's measurements are
/// `NavigationBarMetrics`' (UINavigationBar 44 points, the large title's 52-point strip, 16-point
/// margins), the safe areas the devices' (59 points on top of an iPhone 15, 20 on an SE, 62 on a
/// 16 Pro; 34 at the bottom).
struct NavigationStackTests {
    private func screen(_ mode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
        NavigationStack {
            Text("Body").accessibilityIdentifier("body")
                .navigationTitle("Title")
                .navigationBarTitleDisplayMode(mode)
        }
    }

    @Test(arguments: [(DeviceScreen.iPhoneSE, 20.0), (.iPhone15, 59), (.iPhone15ProMax, 59), (.iPhone16Pro, 62)])
    func theLargeTitleSitsUnderTheBarUnderTheStatusBarOfEachDevice(device: DeviceScreen, top: CGFloat) throws {
        let frame = try layOut(on: device, screen())
        let title = try #require(frame.textFrame("Title"))
        // Its top at the strip's top, 44 points under the status bar; 34-point bold, so 34 tall
        // and 5 × 0.6 × 34 = 102 wide; at the margin: 16, or 20 on a phone 414 points wide or more.
        let margin: CGFloat = device.size.width >= 414 ? 20 : 16
        #expect(isClose(title, CGRect(x: margin, y: top + 44, width: 102, height: 34), within: 0.5), "\(device.name): \(title)")
        // The content is centred between the strip's bottom (top + 96) and the home
        // indicator's strip.
        let contentTop = top + 96, contentBottom = device.size.height - device.safeAreaInsets.bottom
        #expect(abs(frame.rect("body").midY - (contentTop + contentBottom) / 2) <= 0.5, "\(device.name)")
    }

    @Test func anInlineTitleIsCentredInTheBarAndTheContentStartsUnderIt() throws {
        let frame = try layOut(on: .iPhone15, screen(.inline))
        let title = try #require(frame.textFrame("Title"))
        // 17-point semibold: 5 × 8.5 = 42.5 wide, 17 tall, centred in the bar from 59 to 103.
        #expect(isClose(title, CGRect(x: (393 - 42.5) / 2, y: 59 + (44 - 17) / 2, width: 42.5, height: 17), within: 0.5), "\(title)")
        // The content between 103 and 818: its middle at 460.5.
        #expect(abs(frame.rect("body").midY - 460.5) <= 0.5)
    }

    @Test func onAPlainCanvasTheBarIsAtTheTopOfTheStack() throws {
        let frame = try layOut(width: 300, height: 400, screen())
        #expect(try #require(frame.textFrame("Title")).minY == 44)
    }

    @Test func aStackWithoutATitleHasAnEmptyInlineBar() throws {
        let frame = try layOut(on: .iPhone15, NavigationStack { Text("Body").accessibilityIdentifier("body") })
        // No large strip: the content runs from 103 to 818.
        #expect(abs(frame.rect("body").midY - 460.5) <= 0.5)
    }

    @Test func aHiddenBarTakesNoRoom() throws {
        let frame = try layOut(on: .iPhone15, NavigationStack {
            Text("Body").accessibilityIdentifier("body").navigationTitle("Title").toolbar(.hidden, for: .navigationBar)
        })
        #expect(frame.textFrame("Title") == nil)
        // The whole safe area: (59 + 818) / 2.
        #expect(abs(frame.rect("body").midY - 438.5) <= 0.5)
    }

    @Test func aListsBackgroundRunsUnderTheBarsToTheScreensEdges() throws {
        let frame = try layOut(on: .iPhone15, NavigationStack { List { Text("Row") }.navigationTitle("Title") })
        let grouped = Color.systemGroupedBackground.resolve(in: EnvironmentValues())
        let screenFills = frame.drawnItems.filter { drawn in
            if case .fill(_, let color, _) = drawn.item { return color == grouped && drawn.path?.boundingRect == CGRect(x: 0, y: 0, width: 393, height: 852) }
            return false
        }
        #expect(!screenFills.isEmpty)
    }
}
