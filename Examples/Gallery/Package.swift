// swift-tools-version: 6.0
// Small views that use SwiftUI's drawing: effects, shapes, strokes, clips, buttons. Each has a preview,
// which `Scripts/docs-images` renders into the README's "What Cutaway draws" section. The
// package builds for iOS with Apple's SwiftUI, and on Linux with Cutaway's `SwiftUI` module.
import PackageDescription

let package = Package(
    name: "Gallery",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "Drawing", targets: ["Drawing"]),
    ],
    dependencies: [
        .package(name: "Cutaway", path: "../.."),
    ],
    targets: [
        .target(
            name: "Drawing",
            dependencies: [.product(name: "SwiftUI", package: "Cutaway", condition: .when(platforms: [.linux]))],
            exclude: [
                "AnimatedScrollTransition.cutaway.json",
                "CustomTransitions.cutaway.json",
                "KeyframeBounce.cutaway.json",
                "LargeTitle.cutaway.json",
                "MatchedGeometry.cutaway.json",
                "Navigation.cutaway.json",
                "PinchAndRotate.cutaway.json",
                "Presentations.cutaway.json",
                "ScrollTransitions.cutaway.json",
                "ScrollingList.cutaway.json",
                "SwipeActions.cutaway.json",
                "SwipeCarousel.cutaway.json",
                "TimelineAndTimers.cutaway.json",
                "TransitionsShowcase.cutaway.json",
                "ZoomTransition.cutaway.json",
            ],
            resources: [.process("Resources")]),
    ]
)
