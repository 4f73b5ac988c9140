import Foundation
import Testing
@testable import CutawayCLI
@testable import CutawayRender

/// Runs `cutaway previews` as a preview runner does, on the previews linked into the test
/// executable (the fixtures in PreviewFixtures/).
@MainActor
private func runLinked(_ arguments: [String]) -> (status: Int32, standardOutput: String, standardError: String) {
    var output = CommandOutput.capturing()
    let status = CutawayTool.runLinkedPreviews(arguments: ["previews"] + arguments, output: &output)
    return (status, output.standardOutput.capturedText ?? "", output.standardError.capturedText ?? "")
}

/// The line of the fixture file `name` on which `text` starts, counted from the file itself.
private func line(of text: String, in name: String) throws -> Int {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("PreviewFixtures/\(name)")
    let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
    return try #require(lines.firstIndex { $0.hasPrefix(text) }) + 1
}

@MainActor @Suite(.serialized) struct PreviewsCommandTests {
    @Test func listsTheLinkedPreviewsWithTheirPlacesAndTraits() throws {
        let result = runLinked(["--list", "--filter", "CLI box", "--filter", "CLI grows"])
        #expect(result.status == 0, "\(result.standardError)")
        let box = try line(of: "#Preview(\"CLI box\"", in: "ScriptedPreviews.swift")
        let grows = try line(of: "#Preview(\"CLI grows\"", in: "ScriptedPreviews.swift")
        #expect(result.standardOutput == """
            CLI box  CutawayCLITests/ScriptedPreviews.swift:\(box)  fixedLayout(width: 100.0, height: 50.0)
            CLI grows  CutawayCLITests/ScriptedPreviews.swift:\(grows)  fixedLayout(width: 120.0, height: 60.0)

            """)
    }

    @Test func rendersAPreviewAtItsLayoutsSizeInPixels() throws {
        let out = temporaryDirectory()
        let result = runLinked(["--filter", "CLI box", "--scale", "2", "--out", out.path, "--quiet"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try visibleEntries(out) == ["CLI-box"])
        let png = try PNGDecoder.decode(Array(Data(contentsOf: out.appendingPathComponent("CLI-box/frame-00000.png"))))
        // A fixed layout of 100 × 50 points at 2x.
        #expect(png.width == 200 && png.height == 100)
        // The corner is the light system background (white); the centre the 40 × 20 red
        // rectangle, centred: systemRed, #FF3B30.
        #expect(Array(png.rgba[0..<4]) == [0xFF, 0xFF, 0xFF, 0xFF])
        let centre = (50 * 200 + 100) * 4
        #expect(Array(png.rgba[centre..<centre + 4]) == [0xFF, 0x3B, 0x30, 0xFF])
    }

    @Test func theScriptBesideTheSourcePlaysThePreview() throws {
        let out = temporaryDirectory()
        let result = runLinked(["--filter", "CLI grows", "--scale", "1", "--out", out.path, "--quiet"])
        #expect(result.status == 0, "\(result.standardError)")
        // One second at 2 fps: frames at 0, 0.5 and 1 s; the tap at 0.5 s widens the bar from
        // 20 to 100 points, centred in 120: x 10–110. Column 12 is blue only once it is wide.
        let frames = try (0..<3).map { index in
            try PNGDecoder.decode(Array(Data(contentsOf: out.appendingPathComponent("CLI-grows/frame-0000\(index).png"))))
        }
        #expect(frames.map(\.width) == [120, 120, 120])
        let blueInColumn12 = frames.map { png in
            (0..<png.height).contains { row in
                let index = (row * png.width + 12) * 4
                return png.rgba[index] < 0x20 && png.rgba[index + 2] > 0xE0
            }
        }
        #expect(blueInColumn12 == [false, true, true])
    }

    @Test func anUnmappedSymbolAndAMissingImageAreEachReportedOnceAndTheFrameIsStillWritten() throws {
        let out = temporaryDirectory()
        let result = runLinked(["--filter", "CLI missing", "--color-scheme", "both", "--scale", "1", "--out", out.path, "--quiet"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try visibleEntries(out) == ["CLI-missing", "CLI-missing~dark"])
        let warnings = result.standardError.split(separator: "\n").filter { $0.hasPrefix("cutaway: warning:") }
        // Once each for the whole command, though both schemes draw them, the symbol twice.
        #expect(warnings.count == 2, "\(result.standardError)")
        #expect(warnings.contains { $0.contains(#"SF Symbol "no.such.symbol""#) && $0.contains("placeholder") })
        #expect(warnings.contains { $0.contains(#"no image named "NoSuchImage""#) })
    }

    @Test func bothColorSchemesWriteTheDarkOneBeside() throws {
        let out = temporaryDirectory()
        let result = runLinked(["--filter", "CLI box", "--color-scheme", "both", "--scale", "1", "--out", out.path, "--quiet"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try visibleEntries(out) == ["CLI-box", "CLI-box~dark"])
        let dark = try PNGDecoder.decode(Array(Data(contentsOf: out.appendingPathComponent("CLI-box~dark/frame-00000.png"))))
        // Dark mode's system background is black.
        #expect(Array(dark.rgba[0..<4]) == [0x00, 0x00, 0x00, 0xFF])
    }

    @Test func previewsThatShareANameAreWrittenWithTheirLines() throws {
        let out = temporaryDirectory()
        let result = runLinked(["--filter", "CLI twin", "--out", out.path, "--quiet"])
        #expect(result.status == 0, "\(result.standardError)")
        let first = try line(of: "#Preview(\"CLI twin\"", in: "ScriptedPreviews.swift")
        #expect(try visibleEntries(out) == ["CLI-twin-\(first)", "CLI-twin-\(first + 1)"])
    }

    @Test func aScriptNamingAMissingPreviewFailsWithItsPlaceAndWritesNothing() throws {
        let out = temporaryDirectory().appendingPathComponent("previews")
        let result = runLinked(["--filter", "CLI misscripted", "--out", out.path])
        #expect(result.status == 65)
        #expect(result.standardError.contains("MisscriptedPreviews.cutaway.json:3:"), "\(result.standardError)")
        // The file's one preview, listed with its index and the line of its #Preview.
        let place = try line(of: "#Preview(\"CLI misscripted\"", in: "MisscriptedPreviews.swift")
        #expect(result.standardError.contains("no preview is named 'CLI misscripted again' (the file's previews: 'CLI misscripted' (#1, line \(place)))"), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func anIndexPastIntsRangeFailsAsBadInputListingThePreviewsAndWritesNothing() throws {
        // "#-9223372036854775808" is `Int.min`: it once trapped the runner, counting from 1.
        let out = temporaryDirectory().appendingPathComponent("previews")
        let result = runLinked(["--filter", "CLI misindexed", "--out", out.path])
        #expect(result.status == 65, "\(result.standardError)")
        let place = try line(of: "#Preview(\"CLI misindexed\"", in: "MisindexedPreviews.swift")
        #expect(result.standardError.contains(
            "no preview is '#-9223372036854775808': the file has 1 (counted from #1) (the file's previews: 'CLI misindexed' (#1, line \(place)))"),
            "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func doccImagesOfAStillAreBothSchemesAtOneAndTwoX() throws {
        let out = temporaryDirectory()
        let result = runLinked(["--filter", "CLI box", "--docc", out.path, "--quiet"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try visibleEntries(out) == ["CLI-box.png", "CLI-box@2x.png", "CLI-box~dark.png", "CLI-box~dark@2x.png"])
        // The fixed layout's 100 × 50 points at 1x and 2x.
        let sizes = try ["CLI-box.png", "CLI-box@2x.png"].map { name in
            let png = try PNGDecoder.decode(Array(Data(contentsOf: out.appendingPathComponent(name))))
            return [png.width, png.height]
        }
        #expect(sizes == [[100, 50], [200, 100]])
    }

    @Test func doccImagesOfAPlayingPreviewAreAnAPNGAndAPosterOfItsLastFrame() throws {
        let out = temporaryDirectory()
        let result = runLinked(["--filter", "CLI grows", "--docc", out.path, "--quiet"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try visibleEntries(out) == [
            "CLI-grows-poster@2x.png", "CLI-grows-poster~dark@2x.png", "CLI-grows@2x.png", "CLI-grows~dark@2x.png",
        ])
        // The animation's control chunk: frames at 0, 0.5 and 1 s (2 fps); the last two are
        // the same drawing (the bar widened at the tap, with no animation), which the APNG
        // holds as one frame shown twice as long: 2 frames.
        let apng = try Data(contentsOf: out.appendingPathComponent("CLI-grows@2x.png"))
        let control = try #require(apng.range(of: Data("acTL".utf8)))
        #expect(Array(apng[control.upperBound..<control.upperBound + 4]) == [0, 0, 0, 2])
        // The poster is the last frame: the bar is wide (blue at x = 12 pt, 24 px at 2x).
        let poster = try PNGDecoder.decode(Array(Data(contentsOf: out.appendingPathComponent("CLI-grows-poster@2x.png"))))
        #expect((0..<poster.height).contains { row in
            let index = (row * poster.width + 24) * 4
            return poster.rgba[index] < 0x20 && poster.rgba[index + 2] > 0xE0
        })
    }

    /// README: what Cutaway did not write is "refused, untouched, with exit status 73"; in a
    /// catalog's resources that is a file or a link of the same name as an image.
    @Test func doccImagesNeverReplaceTheUsersFilesOrLinksWithoutForce() throws {
        let out = temporaryDirectory()
        let elsewhere = temporaryDirectory().appendingPathComponent("target.png")
        try Data("the user's picture".utf8).write(to: elsewhere)
        try Data("the user's own\n".utf8).write(to: out.appendingPathComponent("CLI-box.png"))
        try Data("another of theirs\n".utf8).write(to: out.appendingPathComponent("notes.txt"))
        let before = snapshot(out)
        let refused = runLinked(["--filter", "CLI box", "--docc", out.path, "--quiet"])
        #expect(refused.status == 73, "\(refused.standardError)")
        #expect(refused.standardError.contains("CLI-box.png"), "\(refused.standardError)")
        #expect(snapshot(out) == before)

        // A link of an image's name: refused too, and what it points to untouched.
        try FileManager.default.removeItem(at: out.appendingPathComponent("CLI-box.png"))
        try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent("CLI-box@2x.png").path, withDestinationPath: elsewhere.path)
        let linked = snapshot(out)
        let link = runLinked(["--filter", "CLI box", "--docc", out.path, "--quiet"])
        #expect(link.status == 73, "\(link.standardError)")
        #expect(snapshot(out) == linked)
        #expect(try Data(contentsOf: elsewhere) == Data("the user's picture".utf8))

        // --force replaces the link itself (never what it points to); a second run replaces
        // Cutaway's own images without --force; the user's other file stays throughout.
        #expect(runLinked(["--filter", "CLI box", "--docc", out.path, "--quiet", "--force"]).status == 0)
        let kind = try FileManager.default.attributesOfItem(atPath: out.appendingPathComponent("CLI-box@2x.png").path)[.type] as? FileAttributeType
        #expect(kind == .typeRegular)
        #expect(runLinked(["--filter", "CLI box", "--docc", out.path, "--quiet"]).status == 0)
        #expect(try Data(contentsOf: elsewhere) == Data("the user's picture".utf8))
        #expect(try Data(contentsOf: out.appendingPathComponent("notes.txt")) == Data("another of theirs\n".utf8))
        #expect(try visibleEntries(out) == ["CLI-box.png", "CLI-box@2x.png", "CLI-box~dark.png", "CLI-box~dark@2x.png", "notes.txt"])
    }

    /// `EmptyView()` fitted and a 0 × 0 fixed layout stopped the PNG encoder (exit 70): each
    /// is now an empty picture of one point, 1 × 1 pixel at scale 1, on the background.
    @Test func anEmptyOrZeroSizedPreviewIsAOnePointPicture() throws {
        let out = temporaryDirectory()
        let result = runLinked(["--filter", "Hostile empty", "--filter", "Hostile zero", "--scale", "1", "--out", out.path, "--quiet"])
        #expect(result.status == 0, "\(result.standardError)")
        for name in ["Hostile-empty", "Hostile-zero"] {
            let png = try PNGDecoder.decode(Array(Data(contentsOf: out.appendingPathComponent("\(name)/frame-00000.png"))))
            #expect(png.width == 1 && png.height == 1, "\(name)")
        }
    }

    /// A fitted `.frame(width: 1e6, height: 1e6)` is bad input (65) naming the preview and its
    /// size, and no picture of 2e6 × 2e6 pixels is allocated.
    @Test func aPreviewPastTheCanvasLimitIsBadInputNamingIt() throws {
        let out = temporaryDirectory()
        let result = runLinked(["--filter", "Hostile huge frame", "--scale", "2", "--out", out.path, "--quiet"])
        #expect(result.status == 65)
        #expect(result.standardError.contains(
            "preview 'Hostile huge frame' is 1000000.0 × 1000000.0 points; a preview's picture is at most 4096 points a side"),
            "\(result.standardError)")
    }

    @Test func aFilterIsOneWholeNameEvenWithACommaInIt() {
        // Split at its comma, "CLI box, grown" would choose "CLI box"; whole, it chooses none.
        #expect(runLinked(["--list", "--filter", "CLI box, grown"]).status == 64)
        #expect(runLinked(["--list", "--filter", "CLI box"]).status == 0)
    }

    @Test func aFilterThatChoosesNoPreviewIsAUsageError() {
        let result = runLinked(["--filter", "CLI nothing like it", "--list"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("--filter"), "\(result.standardError)")
    }
}
