import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `--out` replaces only what Cutaway wrote. Each case is a command line a careless user (or an
/// unset variable) produces; each asserts the exit status, the message, and that nothing was
/// written or deleted: the working folder `D`, with a file and a subfolder of the user's, is
/// compared entry by entry, byte by byte, before and after. Paths relative to the working
/// folder run the tool as its own process inside `D`, never in the test runner's folder.
@Suite(.serialized) struct OutputOptionsTests {
    /// `parent/D` holding `notes.txt` and `sub/keep.txt`, and `parent/sibling.txt`.
    func usersFolder() throws -> (parent: URL, folder: URL) {
        let parent = temporaryDirectory()
        let folder = parent.appendingPathComponent("D")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try Data("my notes\n".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        try Data("keep me\n".utf8).write(to: folder.appendingPathComponent("sub/keep.txt"))
        try Data("beside D\n".utf8).write(to: parent.appendingPathComponent("sibling.txt"))
        return (parent, folder)
    }

    @Test(arguments: [".", "..", "./", "sub/..", "../D"])
    func theWorkingFolderAndItsParentsAreRefused(out: String) throws {
        let (parent, folder) = try usersFolder()
        let before = snapshot(parent)
        let result = try ToolProcess.run(["render", "settled-row", "--out", out], in: folder)
        #expect(result.status == 73, "\(result.standardError)")
        #expect(result.standardError.contains("it is the working folder or one of its parents"), "\(result.standardError)")
        #expect(snapshot(parent) == before)
    }

    @Test func anEmptyOutIsAUsageErrorThatSuspectsAnUnsetVariable() throws {
        let (parent, folder) = try usersFolder()
        let before = snapshot(parent)
        let result = try ToolProcess.run(["render", "settled-row", "--out", ""], in: folder)
        #expect(result.status == 64)
        #expect(result.standardError.contains("--out expects a path (it is empty: is a variable unset?); found ''"), "\(result.standardError)")
        #expect(snapshot(parent) == before)
    }

    @Test func aFileOfTheUsersIsNotTurnedIntoAFolderOfFrames() throws {
        let (parent, folder) = try usersFolder()
        let before = snapshot(parent)
        let result = try ToolProcess.run(["render", "settled-row", "--out", "notes.txt"], in: folder)
        #expect(result.status == 73)
        #expect(result.standardError == "error: refusing to write notes.txt: it is a file, and this format is a folder of frames; name a folder\n")
        #expect(snapshot(parent) == before)
        // Not even with --force: a file is never replaced by a folder.
        #expect(try ToolProcess.run(["render", "settled-row", "--out", "notes.txt", "--force"], in: folder).status == 73)
        #expect(snapshot(parent) == before)
    }

    @Test func aFolderWithAFileOfTheUsersIsRefusedAndLeftByteIdentical() throws {
        let (parent, folder) = try usersFolder()
        let before = snapshot(parent)
        let result = runTool(["render", "settled-row", "--out", folder.appendingPathComponent("sub").path])
        #expect(result.status == 73)
        #expect(result.standardError.contains("it is a folder Cutaway did not write (it holds keep.txt, and no .cutaway-output)"), "\(result.standardError)")
        #expect(result.standardError.contains("pass --force to replace it"))
        #expect(snapshot(parent) == before)
    }

    @Test func forceReplacesAFolderOfTheUsers() throws {
        let (_, folder) = try usersFolder()
        let sub = folder.appendingPathComponent("sub")
        #expect(runTool(["render", "settled-row", "--out", sub.path, "--force", "-q"]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: sub.path).sorted() == [".cutaway-output", "frame-00000.png"])
        // Cutaway's folder now: replaced again without --force.
        #expect(runTool(["render", "settled-row", "--out", sub.path, "-q"]).status == 0)
    }

    @Test func anEmptyFolderIsFilled() throws {
        let folder = temporaryDirectory().appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(runTool(["render", "settled-row", "--out", folder.path, "-q"]).status == 0)
        #expect(try visibleEntries(folder) == ["frame-00000.png"])
    }

    @Test func aSpecialFileIsNeverReplaced() throws {
        let (parent, folder) = try usersFolder()
        let fifo = folder.appendingPathComponent("pipe")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        let before = snapshot(parent)
        for arguments in [["--out", "pipe"], ["--out", "pipe", "--force"], ["--out", "pipe", "--format", "apng", "--force"]] {
            let result = try ToolProcess.run(["render", "settled-row"] + arguments, in: folder)
            #expect(result.status == 73)
            #expect(result.standardError.contains("it is a named pipe, not a file or folder Cutaway can replace"), "\(result.standardError)")
        }
        #expect(snapshot(parent) == before)
    }

    @Test func aSymbolicLinkIsRefusedAndWithForceOnlyTheLinkIsReplaced() throws {
        let (parent, folder) = try usersFolder()
        let link = folder.appendingPathComponent("frames")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "sub")
        let before = snapshot(parent)
        let refused = runTool(["render", "settled-row", "--out", link.path])
        #expect(refused.status == 73)
        #expect(refused.standardError.contains("it is a symbolic link to sub"), "\(refused.standardError)")
        #expect(snapshot(parent) == before)
        #expect(runTool(["render", "settled-row", "--out", link.path, "--force", "-q"]).status == 0)
        // The link became Cutaway's folder; what it pointed to is untouched.
        #expect(try visibleEntries(link) == ["frame-00000.png"])
        #expect(try visibleEntries(folder.appendingPathComponent("sub")) == ["keep.txt"])
    }

    @Test func aDanglingSymbolicLinkIsRefused() throws {
        let folder = temporaryDirectory()
        let link = folder.appendingPathComponent("row.png")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "nowhere/row.png")
        let result = runTool(["render", "settled-row", "--format", "apng", "--out", link.path])
        #expect(result.status == 73)
        #expect(result.standardError.contains("it is a symbolic link to nowhere/row.png"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("nowhere").path))
    }

    @Test func aFolderGivenForAnAPNGIsRefused() throws {
        let (parent, folder) = try usersFolder()
        let before = snapshot(parent)
        let result = runTool(["render", "settled-row", "--format", "apng", "--out", folder.appendingPathComponent("sub").path])
        #expect(result.status == 73)
        #expect(result.standardError.contains("it is a folder, and this format is one file"), "\(result.standardError)")
        #expect(snapshot(parent) == before)
    }

    @Test func aFileOfTheUsersIsNotOverwrittenByOneFileFormats() throws {
        let (parent, folder) = try usersFolder()
        let before = snapshot(parent)
        for format in ["apng", "svg"] {
            let result = runTool(["render", "settled-row", "--format", format, "--out", folder.appendingPathComponent("notes.txt").path])
            #expect(result.status == 73)
            #expect(result.standardError.contains("it is a file Cutaway did not write"), "\(result.standardError)")
        }
        #expect(runTool(["sheet", "settled-row", "--at", "0", "--out", folder.appendingPathComponent("notes.txt").path]).status == 73)
        #expect(runTool(["plot", "presence-smooth", "--track", "detail.height", "--out", folder.appendingPathComponent("notes.txt").path]).status == 73)
        #expect(snapshot(parent) == before)
    }

    @Test func aFileCutawayWroteIsReplacedAgain() throws {
        let folder = temporaryDirectory()
        for (format, name) in [("apng", "row.png"), ("svg", "row.svg")] {
            let file = folder.appendingPathComponent(name)
            #expect(runTool(["render", "settled-row", "--format", format, "--out", file.path, "-q"]).status == 0)
            #expect(runTool(["render", "settled-row", "--format", format, "--out", file.path, "-q"]).status == 0)
        }
        let sheet = folder.appendingPathComponent("sheet.png")
        #expect(runTool(["sheet", "settled-row", "--at", "0", "--out", sheet.path]).status == 0)
        #expect(runTool(["sheet", "settled-row", "--at", "0", "--out", sheet.path]).status == 0)
        #expect(try visibleEntries(folder) == ["row.png", "row.svg", "sheet.png"])
    }

    @Test func aNameTooLongForTheFileSystemIsCannotCreate() throws {
        let folder = temporaryDirectory()
        let name = String(repeating: "n", count: 300) + ".png"
        let result = runTool(["render", "settled-row", "--format", "apng", "--out", folder.appendingPathComponent(name).path])
        #expect(result.status == 73)
        #expect(result.standardError.contains("file name too long"), "\(result.standardError)")
        #expect(result.standardError.contains("a name may have at most 255 bytes"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func aFolderThatCannotBeMadeIsCannotCreate() throws {
        let (parent, folder) = try usersFolder()
        let before = snapshot(parent)
        let result = runTool(["render", "settled-row", "--out", folder.appendingPathComponent("notes.txt/frames").path])
        #expect(result.status == 73)
        #expect(result.standardError.contains("could not create the folder"), "\(result.standardError)")
        #expect(snapshot(parent) == before)
    }

    @Test func goldenFoldersAreNeverOutputs() throws {
        let parent = temporaryDirectory()
        let goldens = parent.appendingPathComponent("goldens")
        #expect(runTool(["test", goldens.path, "settled-row", "--record", "missing"]).status == 0)
        let before = snapshot(goldens)
        // A golden folder holds only frame-named files and no marker: not Cutaway's output.
        let render = runTool(["render", "settled-row", "--out", goldens.appendingPathComponent("settled-row").path])
        #expect(render.status == 73, "\(render.standardError)")
        let artifacts = runTool(["test", goldens.path, "settled-row", "--record", "never", "--artifacts", goldens.path])
        #expect(artifacts.status == 64)
        #expect(artifacts.standardError.contains("overlaps the goldens"), "\(artifacts.standardError)")
        #expect(snapshot(goldens) == before)
    }

    @Test func diffNeverWritesIntoItsInputs() throws {
        let parent = temporaryDirectory()
        let frames = parent.appendingPathComponent("a")
        #expect(runTool(["render", "native-toggle", "--fps", "4", "--out", frames.path, "-q"]).status == 0)
        let before = snapshot(parent)
        for out in [frames.path, frames.appendingPathComponent("diff").path, parent.path] {
            let result = runTool(["diff", frames.path, frames.path, "--out", out])
            #expect(result.status == 64)
            #expect(result.standardError.contains("would replace ACTUAL"), "\(result.standardError)")
        }
        #expect(snapshot(parent) == before)
        let missing = runTool(["diff", frames.path, parent.appendingPathComponent("missing").path])
        #expect(missing.status == 66)
    }

    @Test func diffOutReplacesOnlyItsOwnFolder() throws {
        let (parent, folder) = try usersFolder()
        let frames = temporaryDirectory().appendingPathComponent("frames")
        #expect(runTool(["render", "settled-row", "--out", frames.path, "-q"]).status == 0)
        let png = frames.appendingPathComponent("frame-00000.png").path
        let before = snapshot(parent)
        let result = runTool(["diff", png, png, "--out", folder.appendingPathComponent("sub").path])
        #expect(result.status == 73)
        #expect(snapshot(parent) == before)
    }

    @Test func staleStagingOfAKilledRunIsSwept() throws {
        let parent = temporaryDirectory()
        // A process ID that is not running (kill(pid, 0) fails with ESRCH).
        let dead = try #require((400_000...4_000_000).lazy.map { pid_t($0) }.first { kill($0, 0) != 0 && errno == ESRCH })
        // A minute old (AtomicOutput.staleAge): a render in progress adds files far more often.
        func age(_ name: String, seconds: Int = 61) {
            var times = [timeval(tv_sec: time(nil) - seconds, tv_usec: 0), timeval(tv_sec: time(nil) - seconds, tv_usec: 0)]
            _ = utimes(parent.appendingPathComponent(name).path, &times)
        }
        func folder(_ name: String, holding entries: [String]) throws {
            try FileManager.default.createDirectory(at: parent.appendingPathComponent(name), withIntermediateDirectories: true)
            for entry in entries { try Data("x".utf8).write(to: parent.appendingPathComponent(name).appendingPathComponent(entry)) }
            age(name)
        }
        // Swept: a killed run's staging, a folder with the marker, a file, an empty folder
        // (killed before the marker was written), and one an interrupt moved aside.
        try folder(".out.cutaway-\(dead)-3", holding: [".cutaway-output", "frame-00000.png"])
        try folder(".out.cutaway-\(dead)-5", holding: [])
        try folder(".out.cutaway-\(dead)-6.old", holding: [".cutaway-output"])
        try Data("x".utf8).write(to: parent.appendingPathComponent(".out.cutaway-\(dead)-4"))
        age(".out.cutaway-\(dead)-4")
        // Kept: a living process's staging, a name that only looks alike, staging changed less
        // than a minute ago (another PID namespace's run), a folder named like staging that is
        // not Cutaway's (no marker, not empty).
        let kept = [".out.cutaway-1-1", ".outer.cutaway-\(dead)-1", ".out.cutaway-\(dead)-9", ".out.cutaway-\(dead)-7"]
        try folder(kept[0], holding: [".cutaway-output"])
        try folder(kept[1], holding: [])
        try folder(kept[2], holding: [".cutaway-output"])
        age(kept[2], seconds: 5)
        try folder(kept[3], holding: ["important.txt"])
        #expect(runTool(["render", "settled-row", "--out", parent.appendingPathComponent("out").path, "-q"]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path).sorted() == (kept + ["out"]).sorted())
    }

    /// Names earlier versions staged under carry no mark of Cutaway's, so a user's files and
    /// folders of those names are never taken for a killed run's staging (before, a render
    /// beside them deleted them).
    @Test func usersFilesNamedLikeEarlierStagingAreKept() throws {
        let parent = temporaryDirectory()
        // A process ID that is not running (kill(pid, 0) fails with ESRCH).
        let dead = try #require((400_000...4_000_000).lazy.map { pid_t($0) }.first { kill($0, 0) != 0 && errno == ESRCH })
        let old = parent.appendingPathComponent(".out.old-\(dead)")
        let partial = parent.appendingPathComponent(".out.partial-\(dead)")
        let empty = parent.appendingPathComponent(".out.old-\(dead + 1)")
        try Data("my backup\n".utf8).write(to: old)
        try FileManager.default.createDirectory(at: partial, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: partial.appendingPathComponent("frame-00000.png"))
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        // Older than AtomicOutput.staleAge (60 s), so only the name and content decide.
        for url in [old, partial, empty, partial.appendingPathComponent("frame-00000.png")] {
            var times = [timeval(tv_sec: time(nil) - 3600, tv_usec: 0), timeval(tv_sec: time(nil) - 3600, tv_usec: 0)]
            _ = utimes(url.path, &times)
        }
        let before = snapshot(parent)
        #expect(runTool(["render", "settled-row", "--out", parent.appendingPathComponent("out").path, "-q"]).status == 0)
        #expect(snapshot(parent).filter { !$0.hasPrefix("./out/") && !$0.hasPrefix("./out ") } == before)
    }
}

/// The README's two refusals, run as written there (in a folder that has the same `Sources`
/// folder shape, so the repository's own is never at stake) and compared line by line.
@Suite struct ReadmeRefusalTests {
    @Test func theReadmesRefusalsAreWhatTheToolPrints() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let start = try #require(text.range(of: "```console\n$ cutaway render settled-row --out Sources\n"))
        let block = text[start.lowerBound...].dropFirst("```console\n".count)
        let lines = block.prefix { _ in true }.components(separatedBy: "\n").prefix { $0 != "```" }
        let folder = temporaryDirectory()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/CCairoPango"), withIntermediateDirectories: true)
        let before = snapshot(folder)
        var expected = Array(lines)
        while let command = expected.first, command.hasPrefix("$ cutaway ") {
            expected.removeFirst()
            let printed = expected.prefix { !$0.hasPrefix("$ ") }
            expected.removeFirst(printed.count)
            let arguments = command.dropFirst("$ cutaway ".count).split(separator: " ").map(String.init)
            let result = try ToolProcess.run(arguments, in: folder)
            #expect(result.status == 73)
            #expect(result.standardError == printed.joined(separator: "\n") + "\n", "\(command)")
        }
        #expect(snapshot(folder) == before)
    }
}

/// Inputs that are missing or empty: a status and a sentence, never exit 70.
@Suite struct InputFailureTests {
    @Test func aMissingDiffInputIsNoInput() {
        let missing = temporaryDirectory().appendingPathComponent("missing.png").path
        let result = runTool(["diff", missing, missing])
        #expect(result.status == 66, "\(result.standardError)")
        #expect(result.standardError.contains("could not read"), "\(result.standardError)")
        #expect(!result.standardError.contains("NSCocoaErrorDomain"))
    }

    /// A named pipe no process writes to, a link to one, and a device: before, `diff` waited on
    /// the pipe forever and read /dev/zero until its size limit (65); now each is no input
    /// (66), refused before it is opened, naming the path and what was expected.
    @Test func diffRefusesPipesLinksToPipesAndDevicesAsNoInput() throws {
        let folder = temporaryDirectory()
        let pipe = folder.appendingPathComponent("pipe.png"), link = folder.appendingPathComponent("link.png")
        #expect(mkfifo(pipe.path, 0o600) == 0)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: pipe)
        let frames = temporaryDirectory().appendingPathComponent("frames")
        #expect(runTool(["render", "settled-row", "--out", frames.path, "-q"]).status == 0)
        let png = frames.appendingPathComponent("frame-00000.png").path
        for (input, kind) in [(pipe.path, "a named pipe"), (link.path, "a named pipe"), ("/dev/zero", "a character device")] {
            for arguments in [[input, png], [png, input]] {
                let result = runTool(["diff"] + arguments)
                #expect(result.status == 66, "\(arguments): \(result.standardError)")
                #expect(result.standardError == "error: could not read \(input): it is \(kind), not a regular file; expected a PNG or APNG file\n")
            }
        }
        // In folders compared by name, a pipe named like a frame.
        let other = temporaryDirectory()
        #expect(mkfifo(other.appendingPathComponent("frame-00000.png").path, 0o600) == 0)
        let folders = runTool(["diff", frames.path, other.path])
        #expect(folders.status == 66, "\(folders.standardError)")
        #expect(folders.standardError.contains("it is a named pipe, not a regular file"), "\(folders.standardError)")
    }

    /// `test` reads goldens and the manifest: a pipe in their place is no input, not a hang.
    @Test func testRefusesAPipeForAGoldenOrTheManifest() throws {
        let goldens = temporaryDirectory()
        try FileManager.default.createDirectory(at: goldens.appendingPathComponent("settled-row"), withIntermediateDirectories: true)
        let golden = goldens.appendingPathComponent("settled-row/frame-00000.png")
        #expect(mkfifo(golden.path, 0o600) == 0)
        let frame = runTool(["test", goldens.path, "settled-row", "--record", "never"])
        #expect(frame.status == 66, "\(frame.standardError)")
        #expect(frame.standardError.contains("cannot read the golden \(golden.path): it is a named pipe, not a regular file"), "\(frame.standardError)")
        let manifest = goldens.appendingPathComponent("manifest.json")
        #expect(mkfifo(manifest.path, 0o600) == 0)
        let read = runTool(["test", goldens.path, "settled-row", "--record", "never"])
        #expect(read.status == 66, "\(read.standardError)")
        #expect(read.standardError.contains("could not read \(manifest.path): it is a named pipe, not a regular file; expected a cutaway-goldens/1 manifest"), "\(read.standardError)")
    }

    @Test func anEmptyManifestIsBadInput() throws {
        let goldens = temporaryDirectory()
        try Data().write(to: goldens.appendingPathComponent("manifest.json"))
        let result = runTool(["test", goldens.path, "settled-row", "--record", "never"])
        #expect(result.status == 65)
        #expect(result.standardError.contains("manifest.json is empty; expected a cutaway-goldens/1 manifest"), "\(result.standardError)")
    }

    @Test func validateExitsWithTheReadFailuresStatus() {
        let missing = temporaryDirectory().appendingPathComponent("missing.json").path
        #expect(runTool(["validate", missing]).status == 66)
        #expect(runTool(["validate", temporaryDirectory().path]).status == 66)
    }
}

/// Videos carry Cutaway's comment, so a GIF or MP4 it wrote is replaced again, and another
/// program's is not.
@Suite(.serialized) struct VideoOutputReplacementTests {
    @Test(arguments: ["gif", "mp4"])
    func aVideoCutawayWroteIsReplacedAgainAndAForeignOneIsNot(format: String) throws {
        let folder = temporaryDirectory()
        let file = folder.appendingPathComponent("row.\(format)")
        #expect(runTool(["render", "settled-row", "--format", format, "--scale", "1", "--out", file.path, "-q"]).status == 0)
        #expect(runTool(["render", "settled-row", "--format", format, "--scale", "1", "--out", file.path, "-q"]).status == 0)
        let foreign = folder.appendingPathComponent("theirs.\(format)")
        let bytes: [UInt8] = format == "gif" ? Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0, 0x3B] : [0, 0, 0, 0x18] + Array("ftypisom".utf8) + [UInt8](repeating: 0, count: 12)
        try Data(bytes).write(to: foreign)
        #expect(runTool(["render", "settled-row", "--format", format, "--scale", "1", "--out", foreign.path]).status == 73)
        #expect(try Data(contentsOf: foreign) == Data(bytes))
    }
}

/// An output folder named like a built-in scene does not hide the scene.
@Suite struct SceneNameShadowTests {
    @Test func aFolderNamedLikeABuiltInSceneDoesNotHideIt() throws {
        let folder = temporaryDirectory()
        #expect(try ToolProcess.run(["render", "settled-row", "--out", "settled-row", "-q"], in: folder).status == 0)
        let again = try ToolProcess.run(["render", "settled-row", "--out", "settled-row", "-q"], in: folder)
        #expect(again.status == 0, "\(again.standardError)")
    }
}
