import CCairoPango
import Foundation

/// The fonts Cutaway draws with, loaded by file path into a private fontconfig configuration.
///
/// Nothing from the system's font configuration is consulted: not its font directories, not
/// its substitution or hinting rules. The same files therefore give the same pixels on every
/// machine, and the files' identity (name, size, checksum) is what golden frames are tied to.
public final class FontLibrary: @unchecked Sendable {
    // @unchecked: the fontconfig configuration and Pango font map are created once and only
    // read afterwards; every mutation happens in `init`.

    /// One font file in use.
    public struct FontFile: Hashable, Sendable, CustomStringConvertible {
        public let path: String
        public let byteCount: Int
        /// FNV-1a 64-bit hash of the file's bytes, in hex.
        public let checksum: String

        public var description: String {
            "\((path as NSString).lastPathComponent) (\(byteCount) bytes, fnv1a64 \(checksum))"
        }
    }

    /// Where a font family's files come from: the Debian package and the files in it.
    struct Source {
        let package: String
        let directory: String
        let files: [String]
    }

    /// Inter for the system design (a neo-grotesque close to San Francisco in metrics and
    /// colour, in every weight from Thin to Black), DejaVu for serif and monospaced designs
    /// and as the fallback for characters Inter lacks, Material Icons for the glyphs symbols are
    /// drawn with (`SymbolCatalog`; it maps nothing but ASCII letters, digits and the private
    /// use area, so it never stands in for a character the text fonts lack), Noto Color Emoji
    /// for emoji (`FontLibrary+Emoji`; it supports no language but emoji's, so fontconfig
    /// sorts it after DejaVu for any other text, which is drawn as it was before it came).
    static let sources = [
        Source(package: "fonts-inter", directory: "/usr/share/fonts/opentype/inter", files: [
            "Inter-Thin.otf", "Inter-ExtraLight.otf", "Inter-Light.otf", "Inter-Regular.otf", "Inter-Medium.otf",
            "Inter-SemiBold.otf", "Inter-Bold.otf", "Inter-ExtraBold.otf", "Inter-Black.otf",
        ]),
        Source(package: "fonts-dejavu-core", directory: "/usr/share/fonts/truetype/dejavu", files: [
            "DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf",
            "DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf",
        ]),
        Source(package: "fonts-material-design-icons-iconfont", directory: "/usr/share/fonts/truetype/material-design-icons-iconfont", files: [
            "MaterialIcons-Regular.ttf",
        ]),
        Source(package: "fonts-noto-color-emoji", directory: "/usr/share/fonts/truetype/noto", files: [
            "NotoColorEmoji.ttf",
        ]),
    ]

    public let files: [FontFile]
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let configuration: OpaquePointer

    /// Loads the standard font files.
    public convenience init() throws {
        let paths = Self.sources.flatMap { source in source.files.map { source.directory + "/" + $0 } }
        try self.init(paths: paths)
    }

    /// Loads exactly the font files at `paths`.
    public init(paths: [String]) throws {
        var files: [FontFile] = []
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                let package = Self.sources.first { path.hasPrefix($0.directory) }?.package
                throw FontLibraryError.missingFile(path: path, package: package)
            }
            files.append(FontFile(path: path, byteCount: data.count, checksum: Self.fnv1a64(data)))
        }
        guard let configuration = FcConfigCreate() else { throw FontLibraryError.fontconfigFailed("FcConfigCreate") }
        for file in files where FcConfigAppFontAddFile(configuration, file.path) == 0 {
            FcConfigDestroy(configuration)
            throw FontLibraryError.unreadableFont(path: file.path)
        }
        guard FcConfigParseAndLoadFromMemory(configuration, Self.syntheticObliqueRule, 1) != 0,
              FcConfigParseAndLoadFromMemory(configuration, Self.emojiFamilyRule, 1) != 0,
              FcConfigParseAndLoadFromMemory(configuration, Self.colorBitmapScalingRule, 1) != 0
        else {
            FcConfigDestroy(configuration)
            throw FontLibraryError.fontconfigFailed("FcConfigParseAndLoadFromMemory")
        }
        guard let fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            FcConfigDestroy(configuration)
            throw FontLibraryError.fontconfigFailed("pango_cairo_font_map_new_for_font_type")
        }
        // A cairo FreeType font map is a PangoFcFontMap: give it the private configuration
        // (it takes its own reference).
        pango_fc_font_map_set_config(OpaquePointer(fontMap), configuration)
        self.files = files
        self.fontMap = fontMap
        self.configuration = configuration
    }

    deinit {
        g_object_unref(fontMap)
        FcConfigDestroy(configuration)
    }

    /// The first rule of the private configuration: an italic asked of a family with no italic
    /// face loaded is its upright face slanted, as fontconfig's own `90-synthetic.conf` slants
    /// it (the shear 0.2, about 11.3°; SF Pro's italic leans about 12°).
    ///
    /// Why synthetic, when Debian's fonts-inter ships Inter's true italics: the loaded files
    /// are what goldens are tied to (`identity`), so adding files would make every golden
    /// recorded so far refuse to compare, though no upright text changes. Upright requests
    /// never match the rule, so their pixels are as before. (docs/fidelity.md, "Fonts".)
    static let syntheticObliqueRule = """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <match target="font">
            <test name="slant"><const>roman</const></test>
            <test target="pattern" name="slant" compare="not_eq"><const>roman</const></test>
            <edit name="matrix" mode="assign">
              <times><name>matrix</name><matrix><double>1</double><double>0.2</double><double>0</double><double>1</double></matrix></times>
            </edit>
            <edit name="slant" mode="assign"><const>oblique</const></edit>
          </match>
        </fontconfig>
        """

    /// One line naming every font file and its checksum: what goldens are tied to.
    public var identity: String {
        files.map { "\(($0.path as NSString).lastPathComponent):\($0.checksum)" }.joined(separator: ",")
    }

    /// FNV-1a, 64-bit (offset basis 0xcbf29ce484222325, prime 0x100000001b3, from the FNV spec).
    static func fnv1a64(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        data.withUnsafeBytes { bytes in
            for byte in bytes {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

/// Why the fonts could not be loaded.
public enum FontLibraryError: Error, CustomStringConvertible {
    case missingFile(path: String, package: String?)
    case unreadableFont(path: String)
    case fontconfigFailed(String)

    public var description: String {
        switch self {
        case .missingFile(let path, let package):
            let install = package.map { " (Debian package \($0); run Scripts/setup to install it)" } ?? ""
            return "font file not found: \(path)\(install)"
        case .unreadableFont(let path):
            return "fontconfig could not load the font file \(path)"
        case .fontconfigFailed(let call):
            return "\(call) failed"
        }
    }
}
