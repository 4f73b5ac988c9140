import Foundation

/// What capturing an animated page as a PNG sequence in headless Chromium cost, in this run.
struct BrowserCapture {
    /// Seconds from spawning the browser to the last PNG written: launch, page load and every
    /// capture, as a tool that drives a browser for frames pays them.
    var wholeProcess: Double
    /// The median seconds of one capture in steady state (the first capture, which warms the
    /// compositor, left out): seek the animations, take the screenshot, decode it, write it.
    var perCapture: Double
    /// The number of PNGs written.
    var frames: Int
}

/// Headless Chromium as the bench's peer: the browser a web-based tool would drive to turn an
/// animation into PNG frames, measured on pages that draw what Cutaway's scenes draw.
///
/// Why measure it in the same run: a figure from another day, another machine or another load is
/// not a ratio; side by side, both see the same cores and the same neighbours.
///
/// How a capture is done: one browser process per sequence, driven over the DevTools pipe
/// (`DevToolsPipe`). The page is opened at `width`×`height` CSS pixels at a device scale of 2
/// (Cutaway's 2x), loaded, and then for each frame i its animations are paused and seeked to
/// t = i / fps (`document.getAnimations()`: CSS animations and transitions alike), the viewport
/// captured as PNG, decoded from base64 and written as `frame-NNNNN.png`, as Cutaway writes its
/// frames: a capture that is not written would be a cheaper job than Cutaway's.
///
/// Design boundaries: Chromium's own raster threads and GPU process (software, `--disable-gpu`)
/// use whatever cores they find, as Cutaway's PNG encoder does. The pages are static HTML with
/// no network; system fonts.
enum BrowserPeer {
    /// Where `Scripts/setup --test` installs Chromium (Debian's package).
    static let executable = "/usr/bin/chromium"

    /// The folder of the equivalent pages, beside this file.
    static let pages = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Pages")

    /// Whether Chromium is installed where the bench looks for it.
    static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: executable) }

    /// The device scale of every capture: Cutaway's 2x.
    static let scale = 2

    /// Says in one line, where Chromium is not installed, that the figures beside it are left
    /// out: a stale figure from another run would read as a measurement.
    static func noteIfMissing() {
        guard !isInstalled else { return }
        print("headless Chromium: not installed at \(executable) (Scripts/setup --test installs it); Cutaway's figures alone")
    }
}

/// Captures `frames` frames of `page`, t = i / `fps`, at `width`×`height` points at 2x in one
/// headless Chromium, writing each PNG to a temporary folder (removed after), and returns what it
/// cost. Throws a readable failure if the browser cannot start, stops answering (every wait is
/// bounded), or its first capture is not a PNG of 2·`width`×2·`height` pixels.
func measureBrowserCapture(page: URL, width: Int, height: Int, frames: Int, fps: Double) throws -> BrowserCapture {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("cutaway-bench-browser-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.removeItem(at: folder)
    let profile = folder.appendingPathComponent("profile"), output = folder.appendingPathComponent("frames")
    try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }

    let clock = ContinuousClock()
    let start = clock.now
    // --headless: the new headless mode (the browser itself, no window). --no-sandbox: the bench
    // runs as root, which the sandbox refuses. The rest keep it off the network and quiet: no
    // first-run pages, no component or background downloads, and no host name resolves.
    let browser = try DevToolsPipe(
        executable: BrowserPeer.executable,
        arguments: ["--headless", "--no-sandbox", "--remote-debugging-pipe", "--disable-gpu", "--hide-scrollbars",
                    "--mute-audio", "--no-first-run", "--disable-background-networking", "--disable-component-update",
                    "--disable-default-apps", "--disable-sync", "--host-resolver-rules=MAP * ~NOTFOUND", "--user-data-dir=\(profile.path)",
                    "--window-size=\(width),\(height)", "--force-device-scale-factor=1", "about:blank"],
        errorLog: folder.appendingPathComponent("stderr.txt"))
    defer { browser.close() }

    // The browser's first tab, attached with a flat session: commands go to it by session id.
    let targets = try browser.send("Target.getTargets", timeout: 30)["targetInfos"] as? [[String: Any]] ?? []
    guard let target = targets.first(where: { $0["type"] as? String == "page" })?["targetId"] as? String else {
        throw DevToolsPipe.Failure(description: "headless Chromium opened no page")
    }
    guard let session = try browser.send("Target.attachToTarget", ["targetId": target, "flatten": true])["sessionId"] as? String else {
        throw DevToolsPipe.Failure(description: "Target.attachToTarget gave no session")
    }
    try browser.send("Page.enable", sessionID: session)
    try browser.send("Emulation.setDeviceMetricsOverride",
                     ["width": width, "height": height, "deviceScaleFactor": BrowserPeer.scale, "mobile": false],
                     sessionID: session)
    // A page that cannot load (a missing file) still fires the load event, of an error page: the
    // navigation's errorText is what tells.
    if let problem = try browser.send("Page.navigate", ["url": page.absoluteString], sessionID: session)["errorText"] as? String {
        throw DevToolsPipe.Failure(description: "headless Chromium could not open \(page.path): \(problem)")
    }
    try browser.waitForEvent("Page.loadEventFired", sessionID: session, timeout: 30)

    var captures: [Double] = []
    for index in 0..<frames {
        let captureStart = clock.now
        let milliseconds = Double(index) / fps * 1000
        try browser.send("Runtime.evaluate",
                         ["expression": "document.getAnimations().forEach(a => { a.pause(); a.currentTime = \(milliseconds) })"],
                         sessionID: session)
        // optimizeForSpeed: Chromium's faster PNG encoding (larger files), the setting a tool
        // that wants frames quickly would choose; it halved the capture here (effects.html).
        let shot = try browser.send("Page.captureScreenshot", ["format": "png", "optimizeForSpeed": true], sessionID: session, timeout: 30)
        guard let text = shot["data"] as? String, let png = Data(base64Encoded: text) else {
            throw DevToolsPipe.Failure(description: "Page.captureScreenshot gave no base64 data at frame \(index)")
        }
        if index == 0 {
            let expected = (width * BrowserPeer.scale, height * BrowserPeer.scale)
            guard let size = pngSize(png), size == expected else {
                throw DevToolsPipe.Failure(description: "the first capture of \(page.lastPathComponent) is not a \(expected.0)×\(expected.1) PNG")
            }
        }
        try png.write(to: output.appendingPathComponent(String(format: "frame-%05d.png", index)))
        captures.append(seconds(clock.now - captureStart))
    }
    let wholeProcess = seconds(clock.now - start)
    return BrowserCapture(wholeProcess: wholeProcess, perCapture: middle(Array(captures.dropFirst())), frames: frames)
}

/// The pixel size in a PNG's header, or nil if `data` does not start as a PNG: the 8-byte
/// signature, then the IHDR chunk (length, type), whose first fields are width and height, big
/// endian (PNG specification, 5.2 and 11.2.2).
func pngSize(_ data: Data) -> (Int, Int)? {
    let bytes = [UInt8](data.prefix(24))
    guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], bytes[12..<16] == Array("IHDR".utf8)[...] else {
        return nil
    }
    func bigEndian(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (bigEndian(16), bigEndian(20))
}
