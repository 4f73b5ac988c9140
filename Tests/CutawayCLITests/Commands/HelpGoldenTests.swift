import Testing
@testable import CutawayCLI

/// The tool's help, as users see it: a change to commands, options or wording must show up
/// here (update the expected text when the change is meant).
struct HelpGoldenTests {
    @Test func toolHelp() {
        let result = runTool(["--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput == """
OVERVIEW: Render SwiftUI-style views frame by frame on Linux, with real text
          metrics.

USAGE: cutaway COMMAND [ARGUMENT...]

COMMANDS:
  render                  Render scenes to PNG frames, APNG, SVG or video.
  previews                Render a Swift package's #Preview views to PNG, APNG,
                          SVG or video.
  sheet                   Lay chosen frames of a scene out in one PNG, labelled
                          with their times.
  compare                 Play two scenes together and write them side by side.
  plot                    Chart named views' geometry over a scene's time, as
                          SVG.
  test                    Compare scenes' frames with golden frames.
  diff                    Compare two PNGs, two APNGs, or two folders of PNG
                          frames.
  inspect                 Print the presented geometry of a scene's named views.
  validate                Check scene files without rendering them.
  list                    List the built-in scenes.
  help                    Show help for a command.

OPTIONS:
  --version               Show the version.
  -h, --help              Show help information.

See 'cutaway help COMMAND' for detailed help.

""")
    }

    @Test func renderHelp() {
        let result = runTool(["render", "--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput == """
OVERVIEW: Render scenes to PNG frames, APNG, SVG or video.

A PNG or SVG frame sequence goes into a directory; APNG, animated SVG, GIF, MP4
and WebM into one file (GIF, MP4 and WebM need ffmpeg). Output is replaced
atomically: a failed or interrupted render leaves the previous output untouched.
Only what Cutaway wrote is replaced (a folder holding its .cutaway-output
marker, an empty folder, a file it wrote); anything else at the path is refused
with exit status 73 unless --force is given, and the working folder and its
parents never are.

USAGE: cutaway render SCENE... [--out PATH] [--format FORMAT] [--compression N]
       [--scale N] [--fps N] [--from T] [--to T] [--at T...] [--overlay LIST...]
       [--quiet] [--force]

ARGUMENTS:
  SCENE                   A built-in scene name (see 'cutaway list') or a scene
                          file.

OPTIONS:
  -o, --out PATH          Directory for frames, or the file for one-file
                          formats; out/<scene-name>[.ext] by default. With
                          several scenes, each goes into
                          PATH/<scene-name>[.ext].
  --format FORMAT         What to write. (values: png, apng, svg, svg-frame,
                          gif, mp4, webm; default: png)
  --compression N         zlib level for PNG and APNG: 0 is fastest and largest,
                          9 smallest. (values: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9;
                          default: 3)
  --scale N               Pixels per point; the scene's own scale by default.
                          (values: 1, 2, 3)
  --fps N                 Frames per second; the scene's own rate by default.
                          (range: 1 to 1000)
  --from T                Write frames from this time on (seconds). (range: 0 to
                          3600)
  --to T                  Write frames up to this time (seconds). (range: 0 to
                          3600)
  --at T                  Write only the frames at these times; repeat or
                          separate with commas. (range: 0 to 3600)
  --overlay LIST          Draw inspection marks: bounds, clips, spacing,
                          baselines, touches (comma-separated).
  -q, --quiet             Print nothing but errors.
  --force                 Replace the output even where Cutaway did not write
                          what is there (a folder or file of yours, a symbolic
                          link). Never the working folder or its parents, and
                          never a device.
  -h, --help              Show help information.

EXAMPLES:
  Render the settled row into out/settled-row/:
    cutaway render settled-row

  Render it at 3x into /tmp/row/:
    cutaway render settled-row --scale 3 --out /tmp/row

  Render an animated scene at 30 frames per second:
    cutaway render native-toggle --fps 30

  Render a scene file into out/presence-smooth/:
    cutaway render Examples/Scenes/presence-smooth.json

  Write only three frames (named by their index):
    cutaway render presence-smooth --at 0.5,0.6,0.7

  Show the cut and the gaps on every frame:
    cutaway render presence-vstack --overlay clips,spacing

  One looping animated PNG, out/native-vs-presence.png:
    cutaway render native-vs-presence --format apng

""")
    }
}
