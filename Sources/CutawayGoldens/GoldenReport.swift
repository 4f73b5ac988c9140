import CutawayRender
import Foundation

/// The HTML report of a golden run: every failing scene with a frame scrubber over every frame
/// checked (the failing ones marked, with buttons to step from failure to failure), and each
/// frame's pictures: a failing frame's in three views (side by side, actual over expected with
/// an opacity control, and a slider that wipes from expected to actual), a passing frame's as
/// rendered. Views that moved against the geometry golden are outlined on the frame (see
/// `GoldenReport+Figures.swift`). One self-contained page, no network: it links the artifact
/// PNGs by relative path.
///
/// `cutaway test` writes `<artifacts>/report/index.html` for the whole run; `assertFrames`
/// writes `<artifacts>/<scene>/report.html` inside the scene's own folder of pictures, so that
/// several checks in one test process each keep their own report, and the report goes when
/// the scene passes again, with the pictures it shows.
///
/// The page opens each scene on its first failing frame that has a picture, else on its first
/// frame that has one: never on an empty entry. Those are decided here, not by the script, so
/// the page shows the right frame before (or without) its script.
package enum GoldenReport {
    /// Where the page sits relative to the scenes' folders of pictures.
    enum Placement {
        /// `<artifacts>/report/index.html`, beside the scenes' folders.
        case besideScenes
        /// `<artifacts>/<scene>/report.html`, inside the one scene's folder.
        case insideScene

        /// The relative path from the page to `file` among `scene`'s pictures.
        func path(scene: String, file: String) -> String {
            switch self {
            case .besideScenes: "../\(scene)/\(file)"
            case .insideScene: file
            }
        }
    }

    /// The name of a scene's own report in its folder of pictures.
    static let sceneReportName = "report.html"

    /// The folder of a run's report in `artifacts`: `report`, or `report-K-of-N` for the K-th
    /// shard of N, so that shards sharing an artifacts folder keep their own reports.
    package static func folder(in artifacts: URL, shard: (index: Int, count: Int)?) -> URL {
        artifacts.appendingPathComponent(shard.map { "report-\($0.index)-of-\($0.count)" } ?? "report")
    }

    /// Whether `artifacts` holds a scene's folder of failure pictures (a folder other than the
    /// reports'): what a report would still show.
    package static func picturesRemain(in artifacts: URL) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: artifacts.path)) ?? []
        return names.contains { name in
            var isFolder: ObjCBool = false
            return name != "report" && !name.hasPrefix("report-") && !name.hasPrefix(".")
                && FileManager.default.fileExists(atPath: artifacts.appendingPathComponent(name).path, isDirectory: &isFolder)
                && isFolder.boolValue
        }
    }

    /// Writes `index.html` into `folder`, a folder of its own (with Cutaway's marker), so that
    /// a later run whose scenes all pass can remove it with the pictures it showed.
    package static func write(_ outcomes: [GoldenRun.Outcome], to folder: URL, rerecord: String) throws -> URL {
        let update = FolderUpdate(folder, keepingFiles: false)
        try update.write(Array(html(outcomes, rerecord: rerecord).utf8), named: "index.html")
        try update.commit()
        return folder.appendingPathComponent("index.html")
    }

    static func html(_ outcomes: [GoldenRun.Outcome], rerecord: String, placement: Placement = .besideScenes) -> String {
        let failing = outcomes.filter { !$0.isPassing }
        var page = """
        <!doctype html>
        \(OutputMarker.textSignature)
        <html lang="en"><head><meta charset="utf-8"><title>Cutaway: golden failures</title>
        <style>
        \(style)
        </style></head><body>
        <h1>Golden failures</h1>
        <p>\(failing.count) of \(outcomes.count) scenes differ. Re-record on purpose with <code>\(Markup.escaped(rerecord))</code>.</p>

        """
        for (number, outcome) in failing.enumerated() {
            page += section(outcome, number: number, placement: placement)
        }
        page += """
        <script>
        \(script)
        </script>
        </body></html>

        """
        return page
    }

    /// The colours of the page, the outlines' among them. The outlines' and the failing marks'
    /// are chosen to occur nowhere else on the page, nor in a difference picture (pure red
    /// and yellow over grey), so that each is told apart at a glance.
    private static let style = """
    :root { --expected: rgb(0, 80, 255); --actual: rgb(230, 0, 120); --failing: rgb(200, 0, 60); }
    body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #1c1c1e; background: #f2f2f7; }
    section { background: #fff; border-radius: 10px; padding: 16px; margin: 16px 0; }
    h2 { margin: 0 0 8px; font-size: 17px; }
    .controls, .views { display: flex; gap: 12px; align-items: center; flex-wrap: wrap; margin-bottom: 8px; }
    .scrub { width: 280px; vertical-align: middle; }
    .controls button, .views button { border: 1px solid #c7c7cc; background: #fff; padding: 4px 10px; border-radius: 6px; }
    .controls button:disabled { color: #aeaeb2; }
    section.mode-side .modes [data-mode=side], section.mode-overlay .modes [data-mode=overlay],
    section.mode-slider .modes [data-mode=slider] { background: #007aff; color: #fff; border-color: #007aff; }
    .frames { list-style: none; display: flex; flex-wrap: wrap; gap: 4px; padding: 0; margin: 0 0 12px; }
    .frames button { font: 12px ui-monospace, monospace; border: 1px solid #c7c7cc; background: #fff; border-radius: 4px; padding: 1px 6px; }
    .frames button.failing { color: var(--failing); border-color: var(--failing); font-weight: 600; }
    .frames button.current { background: #1c1c1e; border-color: #1c1c1e; color: #fff; }
    .frames button.failing.current { background: var(--failing); border-color: var(--failing); }
    .badge { font: 600 11px system-ui, sans-serif; text-transform: uppercase; padding: 1px 6px; border-radius: 4px; background: #e5e5ea; color: #3a3a3c; }
    .badge.failing { background: var(--failing); color: #fff; }
    figure { margin: 0; display: none; } figure.current { display: block; }
    figcaption { margin-bottom: 8px; font-family: ui-monospace, monospace; }
    .picture { position: relative; } .picture img { display: block; width: 100%; }
    .side { display: none; gap: 12px; } .side > div { flex: 0 0 calc((100% - 24px) / 3); font-size: 12px; color: #6e6e73; }
    .side img { display: block; width: 100%; border: 1px solid #d1d1d6; box-sizing: border-box; }
    .stack { display: none; position: relative; max-width: 60%; } .stack img { display: block; width: 100%; }
    .stack img.actual { position: absolute; left: 0; top: 0; }
    section.mode-side .side { display: flex; } section.mode-overlay .stack, section.mode-slider .stack { display: block; }
    section.mode-overlay .stack img.actual { opacity: var(--mix); }
    section.mode-slider .stack img.actual { clip-path: inset(0 calc(100% - var(--mix) * 100%) 0 0); }
    section.mode-side .mix { visibility: hidden; }
    .single { width: 60%; } section.mode-side .single { width: calc((100% - 24px) / 3); }
    svg.outlines { position: absolute; left: 0; top: 0; width: 100%; height: 100%; overflow: visible; pointer-events: none; }
    svg.outlines rect { fill: none; stroke-width: 2px; vector-effect: non-scaling-stroke; }
    svg.outlines rect.expected { stroke: var(--expected); stroke-dasharray: 6 4; }
    svg.outlines rect.actual { stroke: var(--actual); }
    svg.outlines text { font: 600 11px system-ui, sans-serif; paint-order: stroke; stroke: #fff; stroke-width: 3px; }
    svg.outlines text.expected { fill: var(--expected); } svg.outlines text.actual { fill: var(--actual); }
    .legend { font-size: 12px; color: #6e6e73; }
    .legend .expected { color: var(--expected); } .legend .actual { color: var(--actual); }
    """

    /// Each scene's scrubber, frame buttons, failure steps and view modes.
    private static let script = """
    for (const section of document.querySelectorAll("section.scene")) {
      const figures = [...section.querySelectorAll("figure")];
      const stops = [...section.querySelectorAll(".frames button")];
      const scrub = section.querySelector(".scrub");
      const previous = section.querySelector(".previous"), next = section.querySelector(".next");
      const failing = figures.flatMap((figure, k) => figure.classList.contains("failing") ? [k] : []);
      const show = (i) => {
        scrub.value = i;
        figures.forEach((figure, k) => figure.classList.toggle("current", k === i));
        stops.forEach((stop, k) => stop.classList.toggle("current", k === i));
        section.querySelector(".position").textContent = figures[i].dataset.position;
        previous.disabled = !failing.some((k) => k < i);
        next.disabled = !failing.some((k) => k > i);
      };
      scrub.addEventListener("input", () => show(Number(scrub.value)));
      stops.forEach((stop, k) => stop.addEventListener("click", () => show(k)));
      previous.addEventListener("click", () => show(failing.filter((k) => k < Number(scrub.value)).pop()));
      next.addEventListener("click", () => show(failing.find((k) => k > Number(scrub.value))));
      section.querySelectorAll(".modes button").forEach((b) => b.addEventListener("click", () => {
        section.classList.remove("mode-side", "mode-overlay", "mode-slider");
        section.classList.add("mode-" + b.dataset.mode);
      }));
      section.querySelector(".mixer")?.addEventListener("input", (e) => section.style.setProperty("--mix", e.target.value / 100));
      show(Number(scrub.value));
    }
    """

    /// One failing scene: its controls and a figure per frame checked, in frame order.
    private static func section(_ outcome: GoldenRun.Outcome, number: Int, placement: Placement) -> String {
        let frames = outcome.frames
        let opening = openingPosition(frames)
        let hasComparisons = frames.contains { if case .comparison = $0.pictures { true } else { false } }
        // A scene with no comparison pictures has no views to switch between: its pictures are
        // shown larger, alone.
        var html = "<section class=\"scene \(hasComparisons ? "mode-side" : "mode-single")\" data-scene=\"\(Markup.escaped(outcome.scene))\" style=\"--mix: 0.5\">\n"
        html += "<h2>\(Markup.escaped(outcome.scene))</h2>\n"
        let failingList = "failing-\(number)"
        html += "<div class=\"controls\">\n"
        html += "<button class=\"previous\" type=\"button\">← Previous failure</button>\n"
        html += "<label>Frame <input class=\"scrub\" type=\"range\" min=\"0\" max=\"\(max(0, frames.count - 1))\" step=\"1\" value=\"\(opening)\" list=\"\(failingList)\"></label>\n"
        html += "<datalist id=\"\(failingList)\">"
            + frames.indices.filter { frames[$0].isFailing }.map { "<option value=\"\($0)\"></option>" }.joined() + "</datalist>\n"
        html += "<button class=\"next\" type=\"button\">Next failure →</button>\n"
        html += "<output class=\"position\">\(frames.isEmpty ? "" : Markup.escaped(positionText(frames, opening)))</output>\n"
        html += "</div>\n<ol class=\"frames\">"
        for (position, frame) in frames.enumerated() {
            let classes = [frame.isFailing ? "failing" : nil, position == opening ? "current" : nil].compactMap { $0 }
            html += "<li><button type=\"button\" class=\"\(classes.joined(separator: " "))\" title=\"\(Markup.escaped(statusText(frame.status)))\">\(frame.index)</button></li>"
        }
        html += "</ol>\n"
        if hasComparisons {
            html += "<div class=\"views\"><span class=\"modes\"><button data-mode=\"side\">Side by side</button> <button data-mode=\"overlay\">Overlay</button> <button data-mode=\"slider\">Slider</button></span>\n"
            html += "<label class=\"mix\">Expected ↔ actual <input class=\"mixer\" type=\"range\" min=\"0\" max=\"100\" value=\"50\"></label></div>\n"
        }
        for (position, frame) in frames.enumerated() {
            html += figure(frame, of: outcome, position: positionText(frames, position), isCurrent: position == opening, placement: placement)
        }
        return html + "</section>\n"
    }

    /// The frame a scene opens on: its first failing frame with a picture, else its first
    /// frame with one, else its first.
    static func openingPosition(_ frames: [GoldenRun.CheckedFrame]) -> Int {
        frames.firstIndex { $0.isFailing && $0.pictures != .none } ?? frames.firstIndex { $0.pictures != .none } ?? 0
    }

    /// `frame 48 · 2 of 5 · failing`: where the scrubber stands.
    private static func positionText(_ frames: [GoldenRun.CheckedFrame], _ position: Int) -> String {
        "frame \(frames[position].index) · \(position + 1) of \(frames.count)" + (frames[position].isFailing ? " · failing" : "")
    }
}
