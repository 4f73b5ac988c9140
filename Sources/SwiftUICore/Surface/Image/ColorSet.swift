import Foundation

/// A colour set of an asset catalog (`Name.colorset/Contents.json`), read as Xcode writes it:
/// the colour for any appearance, and those for light and dark (`appearances` with
/// `luminosity`), each in sRGB, extended sRGB, extended linear sRGB, display P3 or a grey.
///
/// How components read (Xcode's three input methods): `"0.502"` (with a point, or an
/// exponent) is a fraction of full; `"0x80"` is a hexadecimal byte and `"128"` a decimal one,
/// both over 255. A JSON number, which Xcode never writes, is a fraction. Display P3 is turned
/// into sRGB (the two share their transfer function; the linear components go through P3 → XYZ
/// → sRGB's matrix), so a P3 colour draws as iOS shows it on an sRGB screen, out-of-gamut
/// components beyond 0…1 until drawing clamps them.
///
/// Design boundaries: only the `universal` and `iphone` idioms are read (an `iphone` colour
/// wins, as on an iPhone); high-contrast appearances are skipped; a colour that refers to a
/// system colour (`"reference"`) is not read. Anything unexpected is an error with a reason,
/// never a crash: the catalog notes it and the colour draws as nothing.
struct ColorSet: Equatable {
    /// The colour without an appearance (Xcode's "Any").
    var any: Color.Resolved?
    var light: Color.Resolved?
    var dark: Color.Resolved?

    /// The colour in `scheme`: its own appearance's, else the one for any appearance, else
    /// the other appearance's.
    func resolve(_ scheme: ColorScheme) -> Color.Resolved? {
        (scheme == .dark ? dark : light) ?? any ?? light ?? dark
    }

    /// A colour set's description is a few hundred bytes; one over 1 MiB is not read.
    static let maximumSize = 1 << 20

    /// Reads `Contents.json` in the colour set folder `url`.
    static func read(_ url: URL) -> Result<ColorSet, ColorSetError> {
        let file = url.appendingPathComponent("Contents.json")
        guard let size = (try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? Int,
              let data = size <= maximumSize ? try? Data(contentsOf: file) : nil
        else {
            let exists = FileManager.default.fileExists(atPath: file.path)
            return .failure(exists ? .tooLarge : .unreadable)
        }
        return parse(data)
    }

    static func parse(_ data: Data) -> Result<ColorSet, ColorSetError> {
        guard data.count <= maximumSize else { return .failure(.tooLarge) }
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            return .failure(.malformed("not a JSON object"))
        }
        guard let entries = root["colors"] as? [Any] else { return .failure(.malformed("no \"colors\" list")) }
        var set = ColorSet()
        var isPhone = (any: false, light: false, dark: false)
        for case let entry as [String: Any] in entries {
            let idiom = entry["idiom"] as? String ?? "universal"
            guard idiom == "universal" || idiom == "iphone" else { continue }
            guard let appearance = appearance(of: entry) else { continue }
            guard let description = entry["color"] as? [String: Any] else { continue }
            let color: Color.Resolved
            switch resolve(description) {
            case .success(let value): color = value
            case .failure(let error): return .failure(error)
            }
            // An `iphone` colour wins over a `universal` one for the same appearance.
            let wins = idiom == "iphone"
            switch appearance {
            case .any where set.any == nil || (wins && !isPhone.any): (set.any, isPhone.any) = (color, wins)
            case .light where set.light == nil || (wins && !isPhone.light): (set.light, isPhone.light) = (color, wins)
            case .dark where set.dark == nil || (wins && !isPhone.dark): (set.dark, isPhone.dark) = (color, wins)
            default: break
            }
        }
        guard set.any != nil || set.light != nil || set.dark != nil else { return .failure(.noColor) }
        return .success(set)
    }

    private enum Appearance { case any, light, dark }

    /// The entry's luminosity, or `nil` for an appearance not read (high contrast).
    private static func appearance(of entry: [String: Any]) -> Appearance? {
        guard let appearances = entry["appearances"] as? [Any] else { return .any }
        var result = Appearance.any
        for case let item as [String: Any] in appearances {
            switch (item["appearance"] as? String, item["value"] as? String) {
            case ("luminosity", "dark"): result = .dark
            case ("luminosity", "light"): result = .light
            default: return nil
            }
        }
        return result
    }

    /// The sRGB components of an entry's `color`.
    private static func resolve(_ description: [String: Any]) -> Result<Color.Resolved, ColorSetError> {
        if description["reference"] != nil { return .failure(.systemReference) }
        guard let components = description["components"] as? [String: Any] else {
            return .failure(.malformed("a colour without \"components\""))
        }
        func component(_ key: String, default fallback: Double? = nil) -> Result<Double, ColorSetError> {
            guard let value = components[key] else {
                return fallback.map { .success($0) } ?? .failure(.malformed("no \"\(key)\" component"))
            }
            guard let number = number(value) else { return .failure(.badComponent(key)) }
            return .success(number)
        }
        do throws(ColorSetError) {
            let space = description["color-space"] as? String ?? "srgb"
            let alpha = min(1, max(0, try component("alpha", default: 1).get()))
            switch space {
            case "gray-gamma-22", "extended-gray":
                let white = try component("white").get()
                return .success(Color.Resolved(red: white, green: white, blue: white, opacity: alpha))
            case "srgb", "extended-srgb", "display-p3", "extended-linear-srgb":
                let (r, g, b) = (try component("red").get(), try component("green").get(), try component("blue").get())
                switch space {
                case "display-p3":
                    return .success(displayP3ToSRGB(r, g, b, alpha))
                case "extended-linear-srgb":
                    return .success(Color.Resolved(red: encode(r), green: encode(g), blue: encode(b), opacity: alpha))
                default:
                    return .success(Color.Resolved(red: r, green: g, blue: b, opacity: alpha))
                }
            default:
                return .failure(.unknownColorSpace(String(space.prefix(40))))
            }
        } catch {
            return .failure(error)
        }
    }

    /// A component as Xcode writes it (see the type's comment), or `nil` for one that is not
    /// a finite number in range.
    static func number(_ value: Any) -> Double? {
        if let string = value as? String {
            let text = string.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty, text.count <= 32 else { return nil }
            if text.hasPrefix("0x") || text.hasPrefix("0X") {
                guard let byte = UInt8(text.dropFirst(2), radix: 16) else { return nil }
                return Double(byte) / 255
            }
            if text.contains(".") || text.lowercased().contains("e") {
                guard let fraction = Double(text), fraction.isFinite, abs(fraction) <= 1000 else { return nil }
                return fraction
            }
            guard let byte = UInt8(text) else { return nil }
            return Double(byte) / 255
        }
        // JSONSerialization gives numbers as NSNumber; a Bool is not a component.
        if let number = value as? NSNumber, !(value is Bool) {
            let fraction = number.doubleValue
            return fraction.isFinite && abs(fraction) <= 1000 ? fraction : nil
        }
        return nil
    }

    /// sRGB's (and display P3's) transfer function, decoding; odd about 0 for extended values.
    static func decode(_ value: Double) -> Double {
        let magnitude = abs(value)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    /// sRGB's transfer function, encoding; odd about 0 for extended values.
    static func encode(_ value: Double) -> Double {
        let magnitude = abs(value)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }

    /// Display P3 in sRGB: linear P3 → linear sRGB by the product of P3's RGB → XYZ matrix and
    /// XYZ → sRGB's (both D65; the rows as CSS Color 4 computes them), then encoded.
    static func displayP3ToSRGB(_ red: Double, _ green: Double, _ blue: Double, _ opacity: Double) -> Color.Resolved {
        let (r, g, b) = (decode(red), decode(green), decode(blue))
        let linear = (
            1.2249401 * r - 0.2249404 * g,
            -0.0420569 * r + 1.0420571 * g,
            -0.0196376 * r - 0.0786361 * g + 1.0982735 * b)
        return Color.Resolved(red: encode(linear.0), green: encode(linear.1), blue: encode(linear.2), opacity: opacity)
    }
}

/// Why a colour set could not be read.
enum ColorSetError: Error, Hashable, Sendable, CustomStringConvertible {
    case unreadable
    case tooLarge
    case malformed(String)
    case badComponent(String)
    case unknownColorSpace(String)
    case systemReference
    case noColor

    var description: String {
        switch self {
        case .unreadable: "its Contents.json cannot be read"
        case .tooLarge: "its Contents.json is larger than 1 MiB"
        case .malformed(let what): "its Contents.json is not a colour set's (\(what))"
        case .badComponent(let key): "its \"\(key)\" component is not a number Xcode writes (\"0.5\", \"0x80\" or \"128\")"
        case .unknownColorSpace(let space): "its colour space \"\(space)\" is not one Cutaway reads"
        case .systemReference: "it refers to a system colour, which Cutaway does not read"
        case .noColor: "it has no colour for the universal or iPhone idiom"
        }
    }
}
