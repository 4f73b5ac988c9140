import CutawayRender
import Foundation

/// `report/index.html` in the artifacts folder: every failing scene with a frame scrubber and
/// three views of each failing frame (side by side, actual over expected with an opacity
/// control, and a slider that wipes from expected to actual). One self-contained page, no
/// network: it links the artifact PNGs beside it by relative path.
enum GoldenReport {
    static func write(_ outcomes: [GoldenRun.Outcome], artifacts: URL, rerecord: String) throws -> URL {
        let url = artifacts.appendingPathComponent("report/index.html")
        try AtomicOutput.write(Array(html(outcomes, rerecord: rerecord).utf8), to: url)
        return url
    }

    static func html(_ outcomes: [GoldenRun.Outcome], rerecord: String) -> String {
        let failing = outcomes.filter { !$0.isPassing }
        var page = """
        <!doctype html>
        \(OutputMarker.textSignature)
        <html lang="en"><head><meta charset="utf-8"><title>Cutaway: golden failures</title>
        <style>
        body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #1c1c1e; background: #f2f2f7; }
        section { background: #fff; border-radius: 10px; padding: 16px; margin: 16px 0; }
        h2 { margin: 0 0 8px; font-size: 17px; }
        .controls { display: flex; gap: 16px; align-items: center; flex-wrap: wrap; margin-bottom: 12px; }
        .modes button { border: 1px solid #c7c7cc; background: #fff; padding: 4px 10px; border-radius: 6px; }
        section.mode-side .modes [data-mode=side], section.mode-overlay .modes [data-mode=overlay],
        section.mode-slider .modes [data-mode=slider] { background: #007aff; color: #fff; border-color: #007aff; }
        figure { margin: 0; display: none; } figure.current { display: block; }
        figcaption { margin-bottom: 8px; font-family: ui-monospace, monospace; }
        .side { display: none; gap: 12px; } .side > div { flex: 1; font-size: 12px; color: #6e6e73; }
        .side img { width: 100%; border: 1px solid #d1d1d6; }
        .stack { display: none; position: relative; max-width: 60%; } .stack img { display: block; width: 100%; }
        .stack img.actual { position: absolute; left: 0; top: 0; }
        section.mode-side .side { display: flex; } section.mode-overlay .stack, section.mode-slider .stack { display: block; }
        section.mode-overlay .stack img.actual { opacity: var(--mix); }
        section.mode-slider .stack img.actual { clip-path: inset(0 calc(100% - var(--mix) * 100%) 0 0); }
        section.mode-side .mix { visibility: hidden; }
        </style></head><body>
        <h1>Golden failures</h1>
        <p>\(failing.count) of \(outcomes.count) scenes differ. Re-record on purpose with <code>\(escape(rerecord))</code>.</p>

        """
        for outcome in failing {
            page += "<section class=\"scene mode-side\" data-scene=\"\(escape(outcome.scene))\" style=\"--mix: 0.5\">\n"
            page += "<h2>\(escape(outcome.scene))</h2>\n"
            let figures = outcome.different.map { failure -> String in
                var figure = "<figure data-frame=\"\(failure.index)\"><figcaption>frame \(failure.index): \(escape(failure.detail))</figcaption>\n"
                if failure.artifact.lastPathComponent.hasSuffix(".comparison.png") {
                    let stem = "../\(outcome.scene)/" + SceneRenderer.frameFileName(index: failure.index).dropLast(4)
                    figure += "<div class=\"side\">"
                    for (file, label) in [("expected", "expected"), ("difference", "difference (red; antialiasing yellow)"), ("", "actual")] {
                        let src = escape(stem + (file.isEmpty ? "" : "." + file) + ".png")
                        figure += "<div><img src=\"\(src)\" alt=\"\(label)\"><br>\(label)</div>"
                    }
                    figure += "</div>\n<div class=\"stack\"><img class=\"expected\" src=\"\(escape(stem + ".expected.png"))\" alt=\"expected\">"
                    figure += "<img class=\"actual\" src=\"\(escape(stem + ".png"))\" alt=\"actual\"></div>\n"
                }
                return figure + "</figure>\n"
            } + outcome.missing.map { "<figure data-frame=\"\($0)\"><figcaption>frame \($0): no golden</figcaption></figure>\n" }
            page += """
            <div class="controls">
            <label>Frame <input class="scrub" type="range" min="0" max="\(max(0, figures.count - 1))" value="0"></label>
            <span class="modes"><button data-mode="side">Side by side</button> <button data-mode="overlay">Overlay</button> <button data-mode="slider">Slider</button></span>
            <label class="mix">Expected ↔ actual <input class="mixer" type="range" min="0" max="100" value="50"></label>
            </div>

            """
            page += figures.joined() + "</section>\n"
        }
        page += """
        <script>
        for (const section of document.querySelectorAll("section.scene")) {
          const figures = section.querySelectorAll("figure");
          const show = (i) => figures.forEach((f, k) => f.classList.toggle("current", k === i));
          section.querySelector(".scrub").addEventListener("input", (e) => show(Number(e.target.value)));
          section.querySelectorAll(".modes button").forEach((b) => b.addEventListener("click", () => {
            section.classList.remove("mode-side", "mode-overlay", "mode-slider");
            section.classList.add("mode-" + b.dataset.mode);
          }));
          section.querySelector(".mixer").addEventListener("input", (e) => section.style.setProperty("--mix", e.target.value / 100));
          show(0);
        }
        </script>
        </body></html>

        """
        return page
    }

    private static func escape(_ text: some StringProtocol) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
