import CutawayRender
import CutawayTesting
import Foundation

/// A directory of golden frames: `manifest.json` (the format and the font identity the frames
/// were recorded with) and one folder per scene holding `frame-NNNNN.png` files, named by frame
/// index, so a scene's goldens say which frames to render.
package struct GoldenStore {
    package static let format = "cutaway-goldens/1"
    package let directory: URL

    package init(directory: URL) {
        self.directory = directory
    }

    var manifestURL: URL { directory.appendingPathComponent("manifest.json") }

    /// The most bytes a manifest or a geometry golden may have: the golden images' own limit
    /// (`ImageDecodingLimits.maximumFileByteCount`, 64 MiB), far beyond the two lines of a
    /// manifest and the views of any frame.
    static let maximumTextFileBytes = ImageDecodingLimits.default.maximumFileByteCount

    /// The font identity the goldens were recorded with, if there is a manifest.
    func recordedFonts() throws -> String? {
        let data: Data
        do {
            data = Data(try InputFile.contents(of: manifestURL, expected: "a \(Self.format) manifest", maximumBytes: Self.maximumTextFileBytes))
        } catch let error as InputFileError {
            if case .tooLarge = error { throw GoldenError.malformedManifest(manifestURL) }
            throw GoldenError.unreadableInput(error)
        } catch {
            // No manifest yet (or none readable): the goldens are recorded without one.
            return nil
        }
        guard !data.isEmpty else {
            throw GoldenError.emptyManifest(manifestURL)
        }
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              object["format"] as? String == Self.format, let fonts = object["fonts"] as? String
        else {
            throw GoldenError.malformedManifest(manifestURL)
        }
        return fonts
    }

    /// Refuses to compare goldens recorded with other fonts (unless re-recording them all).
    package func checkFonts(_ fonts: String, mode: RecordMode) throws {
        if let recorded = try recordedFonts(), recorded != fonts, mode != .all {
            throw GoldenError.otherFonts(directory: directory, recorded: recorded, current: fonts)
        }
    }

    /// Writes the manifest (keys in a fixed order, so the file is the same bytes every time).
    package func writeManifest(fonts: String) throws {
        let text = "{\n  \"format\": \"\(Self.format)\",\n  \"fonts\": \"\(fonts)\"\n}\n"
        // The manifest is Cutaway's own format in a folder the user named for goldens: always replaced.
        try AtomicOutput.write(Array(text.utf8), to: manifestURL, replacing: .forced)
    }

    /// The scenes that have goldens, sorted by name.
    package func sceneNames() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path, isDirectory: &isDirectory)
                && isDirectory.boolValue && !name.hasPrefix(".")
        }.sorted()
    }

    package func folder(for scene: String) -> URL { directory.appendingPathComponent(scene) }

    /// The frame indices a scene's goldens hold, in order.
    func frameIndices(of scene: String) -> [Int] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder(for: scene).path)) ?? []
        return names.compactMap { name -> Int? in
            guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return nil }
            return Int(name.dropFirst(6).dropLast(4))
        }.sorted()
    }

    package func url(of scene: String, frame index: Int) -> URL {
        folder(for: scene).appendingPathComponent(SceneRenderer.frameFileName(index: index))
    }

    /// The geometry golden of `scene`'s frame `index`: its named views as `inspect --json` prints them.
    package func geometryURL(of scene: String, frame index: Int) -> URL {
        folder(for: scene).appendingPathComponent(String(SceneRenderer.frameFileName(index: index).dropLast(4)) + ".json")
    }

    /// The golden image of `scene`'s frame `index`.
    func image(of scene: String, frame index: Int) throws -> RGBAImage {
        let url = url(of: scene, frame: index)
        do {
            // Goldens arrive in pull requests: the file's size and header are checked against
            // `ImageDecodingLimits` before it is read or decoded.
            return RGBAImage(try PNGDecoder.decode(contentsOf: url))
        } catch {
            throw GoldenError.unreadableGolden(url, error)
        }
    }
}
