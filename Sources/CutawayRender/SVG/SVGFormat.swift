import Cutaway
import Foundation

/// How numbers, colours and paths are spelled in the SVG writers: compactly and always the
/// same way for the same value, so that equal frames give equal text and outputs can be
/// compared as strings.
enum SVGFormat {
    /// `value` with at most `decimals` decimals and no trailing zeros ("10", "0.5", "-2.125").
    ///
    /// Rounds in integer arithmetic, so the spelling does not depend on the platform's float
    /// printing. Minus zero prints as "0"; non-finite values (which a sanitized display list
    /// never holds) print as "0" rather than corrupting the document.
    static func number(_ value: Double, decimals: Int = 3) -> String {
        guard value.isFinite else { return "0" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e15 else { return String(Int64(value.rounded())) }
        let units = Int64(scaled)
        let divisor = Int64(scale)
        let whole = units / divisor
        var fraction = units % divisor
        let sign = value < 0 && units != 0 ? "-" : ""
        guard fraction != 0 else { return sign + String(whole) }
        var digits = decimals
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let fractionText = String(fraction)
        return sign + String(whole) + "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    }

    static func number(_ value: CGFloat, decimals: Int = 3) -> String {
        number(Double(value), decimals: decimals)
    }

    /// `#RRGGBB` from the colour's components (opacity is written separately).
    static func hexColor(_ color: Color.Resolved) -> String {
        func byte(_ component: Double) -> Int {
            Int((min(1, max(0, component.isFinite ? component : 0)) * 255).rounded())
        }
        let value = byte(color.red) << 16 | byte(color.green) << 8 | byte(color.blue)
        let hex = String(value, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: 6 - hex.count) + hex
    }

    /// An opacity in 0...1 with three decimals.
    static func opacity(_ value: Double) -> String {
        number(min(1, max(0, value.isFinite ? value : 0)))
    }

    /// SVG path data for `path`: absolute M/L/C/Z commands, numbers separated by spaces.
    static func pathData(_ path: Path) -> String {
        var data = ""
        for element in path.elements {
            switch element {
            case .move(let point):
                data += "M" + pair(point)
            case .line(let point):
                data += "L" + pair(point)
            case .curve(let point, let control1, let control2):
                data += "C" + pair(control1) + " " + pair(control2) + " " + pair(point)
            case .closeSubpath:
                data += "Z"
            }
        }
        return data
    }

    static func pair(_ point: CGPoint) -> String {
        number(point.x) + " " + number(point.y)
    }

    /// The SVG `matrix(...)` of a display transform; both map `x' = a·x + c·y + e`.
    static func matrix(_ transform: DisplayTransform) -> String {
        let values = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
        return "matrix(" + values.map { number($0, decimals: 6) }.joined(separator: " ") + ")"
    }

}

extension Path {
    /// The rectangle this path outlines, if it is exactly one closed axis-aligned rectangle
    /// (four corners, optionally repeating the first before closing; possibly of zero width or
    /// height, which fills and clips nothing either way), else `nil`.
    var axisAlignedRectangle: CGRect? {
        var corners: [CGPoint] = []
        for (index, element) in elements.enumerated() {
            switch element {
            case .move(let point) where index == 0:
                corners.append(point)
            case .line(let point) where index > 0:
                corners.append(point)
            case .closeSubpath where index == elements.count - 1:
                break
            default:
                return nil
            }
        }
        guard elements.last == .closeSubpath else { return nil }
        if corners.count == 5, corners[4] == corners[0] { corners.removeLast() }
        guard corners.count == 4 else { return nil }
        for index in 0..<4 {
            let (from, to) = (corners[index], corners[(index + 1) % 4])
            guard from.x == to.x || from.y == to.y else { return nil }
        }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let rect = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        // Four distinct corners joined by axis-aligned edges walk a rectangle's perimeter. With
        // fewer, the path encloses nothing, which a rectangle shows only if it is empty too.
        let isPerimeter = Set(corners.map { [$0.x, $0.y] }).count == 4 && Set(xs).count == 2 && Set(ys).count == 2
        guard isPerimeter || rect.width == 0 || rect.height == 0 else { return nil }
        return rect
    }
}
