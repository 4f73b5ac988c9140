import Foundation

/// Compares a rendered frame with its golden, pixelmatch-style.
///
/// Why not just compare bytes: a golden test that demands equal bytes breaks on every
/// rasteriser upgrade and every sub-pixel layout change, and then people stop reading its
/// failures. A test must instead ask "would a person see a difference", which is pixelmatch's
/// question: a perceptual per-pixel colour distance, antialiasing forgiven, and a count.
///
/// How it works:
/// 1. Sizes differ → `.sizeMismatch` (never a crash: the size is often the very bug).
/// 2. Bytes equal (one `memcmp`) → `.identical`. This is the common case and costs ~0.05 ms/MP.
/// 3. Otherwise every pixel pair is measured — rows whose bytes are equal are skipped with one
///    `memcmp` each when no diff image is wanted — and a pixel over the threshold is either
///    antialiasing (see `PixelGrid.isAntialiased`), or a shift (both its colours are found
///    within `shiftTolerance` pixels in the other image), or counted. Counted pixels in
///    clusters smaller than `minimumClusterSize` are then forgiven as specks.
/// 4. The count is checked against `maxDiffPixels` and `maxDiffPixelRatio`.
///
/// Why the shift rule: text moved by a fraction of a pixel is re-hinted, and a glyph's stem
/// jumps to the next pixel column. Those pixels change completely (black to white), are not
/// shaped like antialiasing, and form clusters of up to ~80 pixels in small text at 2x, so no
/// colour threshold or cluster size separates them from a real change. What does: every colour
/// of the one image is still there, a pixel away, in the other. A recoloured or reshaped
/// region has colours that are not (see `docs/goldens.md` for the calibration).
///
/// Design boundaries: colours are measured composited over white, so two fully transparent
/// pixels of different colour are equal only if their bytes are. The diff image's grey copy is
/// taken from `expected` (pixelmatch uses its first image; here the golden is the stable
/// reference, so the picture does not depend on what the renderer got wrong).
public func compareImages(
    _ actual: RGBAImage, _ expected: RGBAImage, options: ImageComparisonOptions = .init(), diffImage: Bool = false
) -> ImageComparisonResult {
    precondition(actual.pixels.count == actual.width * actual.height * 4, "compareImages: actual has a bad byte count")
    precondition(
        expected.pixels.count == expected.width * expected.height * 4, "compareImages: expected has a bad byte count")
    guard actual.width == expected.width && actual.height == expected.height else {
        return ImageComparisonResult(
            verdict: .sizeMismatch(
                actual: (actual.width, actual.height), expected: (expected.width, expected.height)),
            differentPixelCount: 0, antialiasedPixelCount: 0, shiftedPixelCount: 0, isolatedPixelCount: 0, differentPixelRatio: 0,
            maximumColorDistance: 0, differenceBounds: nil, diff: nil)
    }
    let areEqual = actual.pixels.withUnsafeBytes { actualBytes in
        expected.pixels.withUnsafeBytes { expectedBytes in
            actualBytes.count == 0 || memcmp(actualBytes.baseAddress!, expectedBytes.baseAddress!, actualBytes.count) == 0
        }
    }
    if areEqual {
        return ImageComparisonResult(
            verdict: .identical, differentPixelCount: 0, antialiasedPixelCount: 0, shiftedPixelCount: 0, isolatedPixelCount: 0,
            differentPixelRatio: 0, maximumColorDistance: 0, differenceBounds: nil,
            diff: diffImage ? fadedCopy(of: expected) : nil)
    }

    var scan: DifferenceScan
    switch options.colorDistance {
    case .yiq(let threshold):
        // A pixel counts when its squared YIQ distance exceeds 35215 × threshold² (pixelmatch).
        let measure = YIQMeasure(limit: YIQDifference.maximumSquaredDistance * threshold * threshold)
        scan = scanDifferences(actual, expected, measure: measure, options: options, diffImage: diffImage)
        scan.maximumDistance = (scan.maximumDistance / YIQDifference.maximumSquaredDistance).squareRoot()
    case .ciede2000(let deltaE):
        scan = CIEDE2000.linearFromByte.withUnsafeBufferPointer { table in
            withUnsafeTemporaryAllocation(of: CIEDE2000Measure.Entry.self, capacity: CIEDE2000Measure.memoSize) { memo in
                memo.initialize(repeating: CIEDE2000Measure.Entry())
                return scanDifferences(
                    actual, expected, measure: CIEDE2000Measure(limit: deltaE, linearTable: table, memo: memo),
                    options: options, diffImage: diffImage)
            }
        }
    }

    let pixelCount = actual.width * actual.height
    let ratio = Double(scan.differentPixelCount) / Double(pixelCount)
    let isTolerated = scan.differentPixelCount <= options.maxDiffPixels || ratio <= options.maxDiffPixelRatio
    return ImageComparisonResult(
        verdict: isTolerated ? .withinTolerance : .different,
        differentPixelCount: scan.differentPixelCount,
        antialiasedPixelCount: scan.antialiasedPixelCount,
        shiftedPixelCount: scan.shiftedPixelCount,
        isolatedPixelCount: scan.isolatedPixelCount,
        differentPixelRatio: ratio,
        maximumColorDistance: scan.maximumDistance,
        differenceBounds: scan.bounds,
        diff: scan.diff.map { RGBAImage(width: actual.width, height: actual.height, pixels: $0) })
}

private struct DifferenceScan {
    var differentPixelCount = 0
    var antialiasedPixelCount = 0
    var shiftedPixelCount = 0
    var isolatedPixelCount = 0
    var maximumDistance = 0.0
    var bounds: (x: Int, y: Int, width: Int, height: Int)?
    var diff: [UInt8]?
}

// pixelmatch's diff colours, stored as little-endian packed RGBA; a shift has its own.
private let differentColor: UInt32 = 0xFF00_00FF  // red (255, 0, 0), opaque
private let antialiasingColor: UInt32 = 0xFF00_FFFF  // yellow (255, 255, 0), opaque
private let shiftColor: UInt32 = 0xFFFF_B400  // azure (0, 180, 255), opaque
private let isolatedColor = shiftColor


/// How strongly the grey copy keeps the original brightness: pixelmatch's `alpha` default.
private let fadedCopyOpacity = 0.1

@inline(__always) private func fadedGrey(_ pixel: PackedPixel) -> UInt32 {
    let brightness = YIQDifference.brightness(pixel.red, pixel.green, pixel.blue)
    let opacity = fadedCopyOpacity * Double(pixel.alphaByte) / 255
    // Round half up by adding 0.5 and truncating: the value is never negative, and this avoids
    // a `round` library call per pixel on baseline x86-64, which has no rounding instruction.
    let value = UInt32(min(max(255 + (brightness - 255) * opacity, 0), 255) + 0.5)
    return 0xFF00_0000 | value << 16 | value << 8 | value
}

/// `fadedGrey`, remembering the last pixel: frames are mostly runs of equal pixels, so this
/// skips most of the arithmetic when drawing the diff image.
private struct FadedGreyCache {
    private var source: PackedPixel = 0
    private var grey = fadedGrey(0)

    @inline(__always) mutating func grey(for pixel: PackedPixel) -> UInt32 {
        if pixel != source {
            source = pixel
            grey = fadedGrey(pixel)
        }
        return grey
    }
}

private func fadedCopy(of image: RGBAImage) -> RGBAImage {
    let pixelCount = image.width * image.height
    let bytes = [UInt8](unsafeUninitializedCapacity: pixelCount * 4) { buffer, initializedCount in
        let output = UnsafeMutableRawBufferPointer(buffer)
        var cache = FadedGreyCache()
        image.pixels.withUnsafeBytes { input in
            for index in 0..<pixelCount {
                let grey = cache.grey(for: input.packedPixel(at: index))
                output.storeBytes(of: grey.littleEndian, toByteOffset: index &* 4, as: UInt32.self)
            }
        }
        initializedCount = pixelCount * 4
    }
    return RGBAImage(width: image.width, height: image.height, pixels: bytes)
}

private func scanDifferences<Measure: PixelDistanceMeasure>(
    _ actual: RGBAImage, _ expected: RGBAImage, measure: Measure, options: ImageComparisonOptions, diffImage: Bool
) -> DifferenceScan {
    let width = actual.width, height = actual.height
    var scan = DifferenceScan()
    var minimumX = Int.max, minimumY = Int.max, maximumX = -1, maximumY = -1
    // Counted pixels, marked for the speck rule; made at the first one, and only if needed.
    var specks: DifferenceGrid?
    let marksSpecks = options.minimumClusterSize > 1
    var output = diffImage ? [UInt8](repeating: 0, count: width * height * 4) : []
    var greyCache = FadedGreyCache()

    actual.pixels.withUnsafeBytes { actualBytes in
        expected.pixels.withUnsafeBytes { expectedBytes in
            output.withUnsafeMutableBytes { outputBytes in
                let actualGrid = PixelGrid(bytes: actualBytes, width: width, height: height)
                let expectedGrid = PixelGrid(bytes: expectedBytes, width: width, height: height)
                let rowLength = width * 4
                for y in 0..<height {
                    let rowStart = y * width
                    if !diffImage
                        && memcmp(actualBytes.baseAddress! + rowStart * 4, expectedBytes.baseAddress! + rowStart * 4, rowLength) == 0
                    {
                        continue
                    }
                    for x in 0..<width {
                        let index = rowStart &+ x
                        let actualPixel = actualBytes.packedPixel(at: index)
                        let expectedPixel = expectedBytes.packedPixel(at: index)
                        var color: UInt32? = nil
                        if actualPixel != expectedPixel {
                            let distance = measure.distance(actualPixel, expectedPixel)
                            if distance > scan.maximumDistance { scan.maximumDistance = distance }
                            if distance > measure.limit {
                                if options.detectsAntialiasing
                                    && (actualGrid.isAntialiased(x: x, y: y, comparedWith: expectedGrid)
                                        || expectedGrid.isAntialiased(x: x, y: y, comparedWith: actualGrid))
                                {
                                    scan.antialiasedPixelCount += 1
                                    color = antialiasingColor
                                } else if options.shiftTolerance > 0
                                    && expectedGrid.contains(actualPixel, nearX: x, y: y, within: options.shiftTolerance, measure: measure)
                                    && actualGrid.contains(expectedPixel, nearX: x, y: y, within: options.shiftTolerance, measure: measure)
                                {
                                    scan.shiftedPixelCount += 1
                                    color = shiftColor
                                } else {
                                    scan.differentPixelCount += 1
                                    minimumX = min(minimumX, x)
                                    maximumX = max(maximumX, x)
                                    minimumY = min(minimumY, y)
                                    maximumY = max(maximumY, y)
                                    if marksSpecks {
                                        if specks == nil { specks = DifferenceGrid(width: width, height: height) }
                                        specks!.marks[index] = DifferenceGrid.counted
                                    }
                                    color = differentColor
                                }
                            }
                        }
                        if diffImage {
                            outputBytes.storeBytes(
                                of: (color ?? greyCache.grey(for: expectedPixel)).littleEndian, toByteOffset: index &* 4, as: UInt32.self)
                        }
                    }
                }
            }
        }
    }
    // Specks left once antialiasing and shifts are forgiven are not a change either.
    if var grid = specks, scan.differentPixelCount > 0 {
        specks = nil  // `grid` is now the only reference: marking it does not copy it
        let isolated = grid.markIsolated(rows: minimumY...maximumY, minimumSize: options.minimumClusterSize)
        if isolated > 0 {
            scan.isolatedPixelCount = isolated
            scan.differentPixelCount -= isolated
            let (oldX, oldWidth) = (minimumX, maximumX - minimumX + 1)
            let rows = minimumY...maximumY
            (minimumX, minimumY, maximumX, maximumY) = (Int.max, Int.max, -1, -1)
            output.withUnsafeMutableBytes { outputBytes in
                for y in rows {
                    for x in oldX..<(oldX + oldWidth) {
                        let index = y * width + x
                        switch grid.marks[index] {
                        case DifferenceGrid.large:
                            minimumX = min(minimumX, x)
                            maximumX = max(maximumX, x)
                            minimumY = min(minimumY, y)
                            maximumY = max(maximumY, y)
                        case DifferenceGrid.isolated where diffImage:
                            outputBytes.storeBytes(of: isolatedColor.littleEndian, toByteOffset: index &* 4, as: UInt32.self)
                        default:
                            break
                        }
                    }
                }
            }
        }
    }
    if scan.differentPixelCount > 0 {
        scan.bounds = (minimumX, minimumY, maximumX - minimumX + 1, maximumY - minimumY + 1)
    }
    if diffImage { scan.diff = output }
    return scan
}
