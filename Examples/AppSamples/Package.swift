// swift-tools-version: 5.9
// App-style SwiftUI screens and components, written as an iOS 17 app's feature modules are, each
// file with its preview. It builds for iOS with Apple's SwiftUI (and Combine), and on Linux with
// Cutaway's `SwiftUI` module (`cutaway previews`). A target per theme, so that one that does not
// compile does not hide the others.
import PackageDescription

let swiftUI: Target.Dependency = .product(name: "SwiftUI", package: "Cutaway", condition: .when(platforms: [.linux]))

let package = Package(
    name: "AppSamples",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "Shapes", targets: ["Shapes"]),
        .library(name: "Dashboards", targets: ["Dashboards"]),
        .library(name: "Forms", targets: ["Forms"]),
        .library(name: "Motion", targets: ["Motion"]),
        .library(name: "Live", targets: ["Live"]),
    ],
    dependencies: [
        .package(name: "Cutaway", path: "../.."),
    ],
    targets: [
        // Custom shapes drawn in their own rect: clock hands, stars, rings, tickets, bubbles, masks.
        .target(name: "Shapes", dependencies: [swiftUI], exclude: ["WaveBanner.cutaway.json", "ProgressRing.cutaway.json"]),
        // Cards and dashboards: weather, gauges, charts, skeletons, profile.
        .target(name: "Dashboards", dependencies: [swiftUI]),
        // Forms and controls: @AppStorage settings, steppers, editable lists, a custom slider.
        .target(name: "Forms", dependencies: [swiftUI], exclude: ["SegmentedFilter.cutaway.json"]),
        // Navigation, tabs, sheets, symbol effects, geometry changes.
        .target(name: "Motion", dependencies: [swiftUI], exclude: ["FavoriteButton.cutaway.json", "CompassView.cutaway.json", "PlayerControls.cutaway.json"]),
        // MVVM with ObservableObject and Combine: debounce, Timer.publish, NotificationCenter, subjects.
        // On Linux, Cutaway's SwiftUI product brings its Combine module too (`import Combine`).
        .target(name: "Live", dependencies: [swiftUI], exclude: ["CountdownTimer.cutaway.json", "TypingIndicator.cutaway.json", "StopwatchView.cutaway.json", "PriceTicker.cutaway.json"]),
    ]
)
