// swift-tools-version: 6.0
// A package of SwiftUI components with previews, as an app developer keeps one: it builds for
// iOS with Apple's SwiftUI, and on Linux with Cutaway's `SwiftUI` module (`cutaway previews`).
import PackageDescription

let package = Package(
    name: "PreviewPackage",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "Cards", targets: ["Cards"]),
        .library(name: "Badges", targets: ["Badges"]),
    ],
    dependencies: [
        // Cutaway's checkout; in your package, its path (or URL) where you keep it.
        .package(name: "Cutaway", path: "../.."),
    ],
    targets: [
        .target(
            name: "Cards",
            dependencies: [.product(name: "SwiftUI", package: "Cutaway", condition: .when(platforms: [.linux]))],
            // The previews' script, which `cutaway previews` reads beside the Swift file.
            exclude: ["ExpandableCard.cutaway.json"]),
        .target(name: "Badges", dependencies: [
            .product(name: "SwiftUI", package: "Cutaway", condition: .when(platforms: [.linux])),
        ]),
    ]
)
