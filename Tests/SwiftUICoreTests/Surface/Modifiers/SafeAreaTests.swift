import Foundation
import Testing
@testable import SwiftUICore

struct SafeAreaTests {
    @Test func onADeviceTheRootIsCentredInTheSafeArea() throws {
        let frame = try layOut(on: .iPhone15, Text("Hi").accessibilityIdentifier("text"))
        // The safe area runs from 59 to 852 − 34 = 818; a 17-point line of body text
        // (ascent + descent of the test engine) is centred in it: 59 + (759 − 17) / 2 = 430.
        #expect(frame.rect("text").minY == 430)
    }

    @Test func aViewThatIgnoresTheSafeAreaFillsTheScreen() throws {
        let ignoring = try layOut(on: .iPhone15, Color.red.accessibilityIdentifier("fill").ignoresSafeArea())
        #expect(ignoring.rect("fill") == CGRect(x: 0, y: 0, width: 393, height: 852))
        let keeping = try layOut(on: .iPhone15, Color.red.accessibilityIdentifier("fill"))
        #expect(keeping.rect("fill") == CGRect(x: 0, y: 59, width: 393, height: 759))
        let topOnly = try layOut(on: .iPhone15, Color.red.accessibilityIdentifier("fill").ignoresSafeArea(edges: .top))
        #expect(topOnly.rect("fill") == CGRect(x: 0, y: 0, width: 393, height: 818))
    }

    @Test func aViewThatDoesNotReachTheSafeAreasEdgeIsNotExtended() throws {
        let frame = try layOut(on: .iPhone15, Color.red.frame(width: 100, height: 100).accessibilityIdentifier("fill").ignoresSafeArea())
        // Centred in the safe area: 59 + (759 − 100) / 2 = 388.5, nowhere near its edges.
        #expect(isClose(frame.rect("fill"), CGRect(x: 146.5, y: 388.5, width: 100, height: 100), within: 0.5))
    }

    @Test func aStyleBackgroundRunsIntoTheSafeAreaWhereItsViewReachesIt() throws {
        let frame = try layOut(on: .iPhone15, Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.blue))
        let blue = Color.blue.resolve(in: EnvironmentValues())
        let fills = frame.drawnItems.compactMap { drawn -> CGRect? in
            if case .fill(_, let color, _) = drawn.item, color == blue { return drawn.path?.boundingRect }
            return nil
        }
        #expect(fills == [CGRect(x: 0, y: 0, width: 393, height: 852)])
    }

    @Test func onAPlainCanvasIgnoringTheSafeAreaChangesNothing() throws {
        let frame = try layOut(width: 200, height: 100, Color.red.frame(width: 50, height: 50).ignoresSafeArea().accessibilityIdentifier("fill"))
        #expect(frame.rect("fill") == CGRect(x: 75, y: 25, width: 50, height: 50))
    }

    @Test func aBottomInsetTakesItsHeightFromTheView() throws {
        let frame = try layOut(width: 200, height: 100, Color.red.accessibilityIdentifier("fill").safeAreaInset(edge: .bottom) {
            Color.blue.frame(height: 30)
        })
        // The inset is 30 tall at the bottom; the view has the 70 points above it.
        #expect(frame.rect("fill") == CGRect(x: 0, y: 0, width: 200, height: 70))
    }

    @Test func theContentSafeAreaIsTheSafeAreaLessTheChromeOnTheEdgesNotIgnored() {
        // iPhone 15: safe area 59 … 818 of 852 (`DeviceScreen.iPhone15`); a 44-point bar on
        // top and a 49-point toolbar at the bottom (`NavigationBarMetrics`).
        let chrome = SafeAreaChrome()
        chrome.insets = EdgeInsets(top: 44, leading: 0, bottom: 49, trailing: 0)
        let geometry = SafeAreaGeometry(
            screen: CGRect(x: 0, y: 0, width: 393, height: 852), safe: CGRect(x: 0, y: 59, width: 393, height: 759), chrome: chrome)
        // 59 + 44 = 103 down to 818 − 49 = 769.
        #expect(geometry.contentSafe == CGRect(x: 0, y: 103, width: 393, height: 666))
        // Ignoring the top: the safe area runs to the screen's top, the bar no longer narrows it.
        #expect(geometry.ignoring(.top).contentSafe == CGRect(x: 0, y: 0, width: 393, height: 769))
        // A view from the bar to the toolbar reaches both: it extends to the whole screen.
        #expect(geometry.extending(CGRect(x: 0, y: 103, width: 393, height: 666), edges: .all) == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test func aBackgroundThatIgnoresTheSafeAreaInANavigationStackRunsUnderTheBarsAndTheStatusBar() throws {
        // iOS: the bar is translucent until content scrolls under it, so an ignoring background
        // shows under the status bar and the bar. Content top: 59 + 44 (bar) + 52 (the large
        // title's strip) = 155, which the fill reaches, so it runs to 0; and to 852 at the bottom.
        let frame = try layOut(on: .iPhone15, NavigationStack {
            Color.red.accessibilityIdentifier("fill").ignoresSafeArea().navigationTitle("Title")
        })
        #expect(frame.rect("fill") == CGRect(x: 0, y: 0, width: 393, height: 852))
        // Drawn before the bar's title, which stays on top of it.
        let items = frame.drawnItems
        let red = Color.red.resolve(in: EnvironmentValues())
        let fill = try #require(items.firstIndex { if case .fill(_, let color, _) = $0.item { color == red } else { false } })
        let title = try #require(items.firstIndex { if case .text(let run, _) = $0.item { run.request.string == "Title" } else { false } })
        #expect(fill < title)
    }

    @Test func aNavigationScreensBackgroundIgnoringOnlyTheBottomStaysUnderTheBar() throws {
        // An inline bar: the content starts at 59 + 44 = 103, and only the bottom runs to 852.
        let frame = try layOut(on: .iPhone15, NavigationStack {
            Color.red.accessibilityIdentifier("fill").ignoresSafeArea(edges: .bottom)
                .navigationTitle("Title").navigationBarTitleDisplayMode(.inline)
        })
        #expect(frame.rect("fill") == CGRect(x: 0, y: 103, width: 393, height: 852 - 103))
    }

    @Test func aStyleBackgroundInANavigationStackRunsUnderTheBar() throws {
        // `background(_:ignoresSafeAreaEdges:)` ignores every edge by default: a view filling
        // the content (103 … 818 under an inline bar) has its background over the whole screen.
        let frame = try layOut(on: .iPhone15, NavigationStack {
            Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.blue)
                .navigationTitle("Title").navigationBarTitleDisplayMode(.inline)
        })
        #expect(frame.fillBoxes(.blue) == [CGRect(x: 0, y: 0, width: 393, height: 852)])
    }
}
