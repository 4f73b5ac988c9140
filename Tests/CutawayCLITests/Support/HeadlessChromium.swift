import CutawayRender
import Foundation

/// Headless Chromium showing a page as a person first sees it: a screenshot, and what a probe
/// script finds on the page once the page's own script has run and its images have loaded.
///
/// The probe runs in a copy of the page beside it (so the page's relative links resolve the
/// same), after the page's script: it reads, for each scene, the figure on screen, the images
/// shown in it (whether each loaded, and where it is), the outlines drawn over them, and the
/// scrubber's range. Boxes are in CSS pixels, which are the screenshot's pixels at a device
/// scale factor of 1.
struct HeadlessChromium {
    static let executable = URL(fileURLWithPath: "/usr/bin/chromium")
    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: executable.path) }

    /// Wide enough that a side-by-side picture shows a one-point line of a 2x frame in full.
    var windowSize = (width: 1600, height: 1000)

    struct Scene: Decodable {
        var scene: String
        /// The scene's figures, and how many of them are on screen.
        var figures: Int
        var shownFigures: Int
        /// The scrubber's `max` and `value`.
        var max: Int
        var value: Int
        /// The frame on screen, and whether it is marked failing.
        var frame: Int
        var failing: Bool
        var images: [Image]
        var outlines: [Outline]
    }

    struct Image: Decodable {
        var alt: String
        var loaded: Bool
        var box: Box
        var natural: [Double]
    }

    struct Outline: Decodable {
        var kind: String
        var view: String
        var box: Box
    }

    struct Box: Decodable {
        var left, top, width, height: Double

        init(from decoder: any Decoder) throws {
            let values = try [Double](from: decoder)
            guard values.count == 4 else { throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "a box is 4 numbers")) }
            (left, top, width, height) = (values[0], values[1], values[2], values[3])
        }

        /// The box grown by `amount` on every side.
        func outset(by amount: Double) -> Box {
            var box = self
            (box.left, box.top, box.width, box.height) = (left - amount, top - amount, width + 2 * amount, height + 2 * amount)
            return box
        }

        func contains(_ other: Box, slack: Double = 1) -> Bool {
            other.left >= left - slack && other.top >= top - slack
                && other.left + other.width <= left + width + slack && other.top + other.height <= top + height + slack
        }
    }

    /// The page's screenshot.
    func screenshot(_ page: URL, to file: URL) throws -> DecodedPNG {
        _ = try run(["--screenshot=\(file.path)", page.absoluteString])
        return try PNGDecoder.decode(Array(Data(contentsOf: file)))
    }

    /// What the probe finds on `page`, a scene each.
    func probe(_ page: URL) throws -> [Scene] {
        let html = try String(contentsOf: page, encoding: .utf8)
        guard let end = html.range(of: "</body>", options: .backwards) else { throw ProbeError.noBody }
        let copy = page.deletingLastPathComponent().appendingPathComponent("probe-\(UUID().uuidString).html")
        try (html[..<end.lowerBound] + "<script>\(Self.probeScript)</script>" + html[end.lowerBound...]).write(to: copy, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: copy) }
        // The virtual time budget lets the load event (after every image) and the probe run
        // before the DOM is printed.
        let dom = try run(["--virtual-time-budget=10000", "--dump-dom", copy.absoluteString])
        guard let start = dom.range(of: "<pre id=\"probe\">"), let stop = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            throw ProbeError.noFindings(dom: String(dom.prefix(400)))
        }
        let json = dom[start.upperBound..<stop.lowerBound]
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        return try JSONDecoder().decode([Scene].self, from: Data(json.utf8))
    }

    enum ProbeError: Error {
        case noBody
        case noFindings(dom: String)
    }

    private func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
                             "--window-size=\(windowSize.width),\(windowSize.height)"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: printed, as: UTF8.self)
    }

    private static let probeScript = """
    addEventListener("load", () => {
      const box = (element) => { const r = element.getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; };
      const shown = (element) => {
        const r = element.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && getComputedStyle(element).visibility === "visible";
      };
      const scenes = [...document.querySelectorAll("section.scene")].map((section) => {
        const figure = section.querySelector("figure.current");
        const scrub = section.querySelector(".scrub");
        return {
          scene: section.dataset.scene,
          figures: section.querySelectorAll("figure").length,
          shownFigures: [...section.querySelectorAll("figure")].filter(shown).length,
          max: Number(scrub.max), value: Number(scrub.value),
          frame: Number(figure.dataset.frame), failing: figure.classList.contains("failing"),
          images: [...figure.querySelectorAll("img")].filter(shown).map((img) => ({
            alt: img.alt, loaded: img.complete && img.naturalWidth > 0, box: box(img), natural: [img.naturalWidth, img.naturalHeight] })),
          outlines: [...figure.querySelectorAll("svg.outlines rect")].filter(shown).map((rect) => ({
            kind: rect.getAttribute("class"), view: rect.parentNode.dataset.view, box: box(rect) })),
        };
      });
      const probe = document.createElement("pre");
      probe.id = "probe";
      probe.textContent = JSON.stringify(scenes);
      document.body.append(probe);
    });
    """
}

extension DecodedPNG {
    /// How many pixels inside `box` are within `tolerance` of `colour` in every channel.
    func count(_ colour: (red: Int, green: Int, blue: Int), tolerance: Int, in box: HeadlessChromium.Box) -> Int {
        var count = 0
        let left = Swift.max(0, Int(box.left.rounded(.down))), right = Swift.min(width, Int((box.left + box.width).rounded(.up)))
        let top = Swift.max(0, Int(box.top.rounded(.down))), bottom = Swift.min(height, Int((box.top + box.height).rounded(.up)))
        guard left < right, top < bottom else { return 0 }
        for y in top..<bottom {
            for x in left..<right {
                let offset = (y * width + x) * 4
                if abs(Int(rgba[offset]) - colour.red) <= tolerance, abs(Int(rgba[offset + 1]) - colour.green) <= tolerance,
                   abs(Int(rgba[offset + 2]) - colour.blue) <= tolerance {
                    count += 1
                }
            }
        }
        return count
    }
}
