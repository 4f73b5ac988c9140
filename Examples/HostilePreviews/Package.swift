// swift-tools-version: 6.0
// Previews that crash, hang, exit or pass a limit, among good ones: `cutaway previews` must
// write every good preview, report every bad one by name, and lose nothing of the user's
// (Tests/CutawayCLITests/Commands/PreviewIsolationTests.swift, Scripts/test).
import PackageDescription

let package = Package(
    name: "HostilePreviews",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [.library(name: "Hostile", targets: ["Hostile"])],
    dependencies: [.package(name: "Cutaway", path: "../..")],
    targets: [
        .target(
            name: "Hostile",
            dependencies: [.product(name: "SwiftUI", package: "Cutaway", condition: .when(platforms: [.linux]))],
            exclude: ["Limits.cutaway.json", "ExtremeValues.cutaway.json"],
            resources: [.process("Resources")]),
    ]
)
