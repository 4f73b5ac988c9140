import Foundation

extension GraphicsContext {
    /// How a drawing operation combines with what is beneath it: SwiftUI's names, Core
    /// Graphics' numbers (`CGBlendMode`'s raw values, 0 for normal to 27 for plus-lighter).
    ///
    /// Each is drawn as the view modifier `blendMode(_:)` draws its `BlendMode`. The Porter–Duff
    /// modes that modifier has no case for are drawn as normal, except `clear`, drawn as
    /// destination-out (the same for opaque drawing: what it covers is cleared).
    public struct BlendMode: RawRepresentable, Equatable, Sendable {
        public let rawValue: Int32

        public init(rawValue: Int32) {
            self.rawValue = rawValue
        }

        public static var normal: BlendMode { BlendMode(rawValue: 0) }
        public static var multiply: BlendMode { BlendMode(rawValue: 1) }
        public static var screen: BlendMode { BlendMode(rawValue: 2) }
        public static var overlay: BlendMode { BlendMode(rawValue: 3) }
        public static var darken: BlendMode { BlendMode(rawValue: 4) }
        public static var lighten: BlendMode { BlendMode(rawValue: 5) }
        public static var colorDodge: BlendMode { BlendMode(rawValue: 6) }
        public static var colorBurn: BlendMode { BlendMode(rawValue: 7) }
        public static var softLight: BlendMode { BlendMode(rawValue: 8) }
        public static var hardLight: BlendMode { BlendMode(rawValue: 9) }
        public static var difference: BlendMode { BlendMode(rawValue: 10) }
        public static var exclusion: BlendMode { BlendMode(rawValue: 11) }
        public static var hue: BlendMode { BlendMode(rawValue: 12) }
        public static var saturation: BlendMode { BlendMode(rawValue: 13) }
        public static var color: BlendMode { BlendMode(rawValue: 14) }
        public static var luminosity: BlendMode { BlendMode(rawValue: 15) }
        public static var clear: BlendMode { BlendMode(rawValue: 16) }
        public static var copy: BlendMode { BlendMode(rawValue: 17) }
        public static var sourceIn: BlendMode { BlendMode(rawValue: 18) }
        public static var sourceOut: BlendMode { BlendMode(rawValue: 19) }
        public static var sourceAtop: BlendMode { BlendMode(rawValue: 20) }
        public static var destinationOver: BlendMode { BlendMode(rawValue: 21) }
        public static var destinationIn: BlendMode { BlendMode(rawValue: 22) }
        public static var destinationOut: BlendMode { BlendMode(rawValue: 23) }
        public static var destinationAtop: BlendMode { BlendMode(rawValue: 24) }
        public static var xor: BlendMode { BlendMode(rawValue: 25) }
        public static var plusDarker: BlendMode { BlendMode(rawValue: 26) }
        public static var plusLighter: BlendMode { BlendMode(rawValue: 27) }

        /// The display list's blend mode it is drawn with (`nil`: normal).
        var displayMode: SwiftUICore.BlendMode? {
            let modes: [SwiftUICore.BlendMode] = [
                .normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .softLight,
                .hardLight, .difference, .exclusion, .hue, .saturation, .color, .luminosity,
            ]
            if (0..<Int32(modes.count)).contains(rawValue) { return modes[Int(rawValue)] }
            return switch self {
            case .clear, .destinationOut: .destinationOut
            case .sourceAtop: .sourceAtop
            case .destinationOver: .destinationOver
            case .plusDarker: .plusDarker
            case .plusLighter: .plusLighter
            default: nil
            }
        }
    }

    /// An image-processing operation applied to each later drawing operation, as SwiftUI's
    /// `GraphicsContext.Filter` is.
    ///
    /// Drawn as the view modifiers of the same names draw: `blur(radius:options:)` and
    /// `shadow(color:radius:x:y:blendMode:options:)` (a Gaussian of standard deviation
    /// `radius`), `projectionTransform(_:)` (a transform, or a projection when the matrix has
    /// perspective), and the colour filters (`brightness`, `contrast`, `saturation`,
    /// `grayscale`, `hueRotation`, `colorMultiply`, `colorInvert`, `luminanceToAlpha`,
    /// `colorMatrix`) as one colour matrix each (`ColorMatrix`). Design boundary:
    /// `alphaThreshold` draws the operation unfiltered (docs/fidelity.md).
    public struct Filter {
        enum Storage {
            case blur(radius: CGFloat, options: BlurOptions)
            case shadow(color: Color, radius: CGFloat, offset: CGSize, options: ShadowOptions)
            case projection(ProjectionTransform)
            case colorMatrix(ColorMatrix)
            /// Resolved in the context's environment when drawn.
            case colorMultiply(Color)
            /// A filter Cutaway does not draw (named, for the debugger).
            case undrawn(String)
        }

        let storage: Storage

        /// A Gaussian blur of standard deviation `radius`.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(storage: .blur(radius: radius, options: options))
        }

        /// A shadow under the operation: its alpha in `color`, blurred by a Gaussian of standard
        /// deviation `radius`, moved by (`x`, `y`). The default colour is SwiftUI's, black at 33 %
        /// opacity. `blendMode` and `options` are not drawn: the shadow is drawn under the
        /// operation, normally blended.
        public static func shadow(
            color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
            blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()
        ) -> Filter {
            Filter(storage: .shadow(color: color, radius: radius, offset: CGSize(width: x, height: y), options: options))
        }

        /// The operation transformed by `matrix` (drawn while the matrix is affine).
        public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter {
            Filter(storage: .projection(matrix))
        }

        public static func colorMultiply(_ color: Color) -> Filter { Filter(storage: .colorMultiply(color)) }
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(storage: .colorMatrix(.hueRotation(angle))) }
        public static func saturation(_ amount: Double) -> Filter { Filter(storage: .colorMatrix(.saturation(amount))) }
        public static func brightness(_ amount: Double) -> Filter { Filter(storage: .colorMatrix(.brightness(amount))) }
        public static func contrast(_ amount: Double) -> Filter { Filter(storage: .colorMatrix(.contrast(amount))) }
        public static func grayscale(_ amount: Double) -> Filter { Filter(storage: .colorMatrix(.grayscale(amount))) }
        public static var luminanceToAlpha: Filter { Filter(storage: .colorMatrix(.luminanceToAlpha)) }
        /// The colours inverted by `amount`: `c' = c + amount · (1 − 2c)` (1: `1 − c`).
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            let a = Float(amount.isFinite ? max(0, min(1, amount)) : 1)
            var matrix = ColorMatrix()
            (matrix.r1, matrix.g2, matrix.b3) = (1 - 2 * a, 1 - 2 * a, 1 - 2 * a)
            (matrix.r5, matrix.g5, matrix.b5) = (a, a, a)
            return Filter(storage: .colorMatrix(matrix))
        }
        /// The operation's colours through `matrix`.
        public static func colorMatrix(_ matrix: ColorMatrix) -> Filter { Filter(storage: .colorMatrix(matrix)) }

        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            Filter(storage: .undrawn("alphaThreshold"))
        }

        /// The display effect the filter is drawn as in `environment` (`nil`: drawn unfiltered).
        func effect(in environment: EnvironmentValues) -> DisplayEffect? {
            switch storage {
            case .blur(let radius, let options):
                guard radius.isFinite, radius > 0 else { return nil }
                return .blur(radius: radius, opaque: options.contains(.opaque))
            case .shadow(let color, let radius, let offset, _):
                return .shadow(color: color.resolve(in: environment), radius: radius.isFinite ? max(0, radius) : 0, offset: offset)
            case .projection(let matrix):
                guard !matrix.isIdentity else { return nil }
                return matrix.isAffine ? .transform(DisplayTransform(matrix.affine)) : .projection(matrix)
            case .colorMatrix(let matrix):
                return .colorMatrix(matrix)
            case .colorMultiply(let color):
                return .colorMatrix(.colorMultiply(color.resolve(in: environment)))
            case .undrawn:
                return nil
            }
        }
    }

    /// Options of a filter (`linearColor` is accepted and not drawn: Cutaway filters in sRGB).
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var linearColor: FilterOptions { FilterOptions(rawValue: 1 << 0) }
    }

    /// Options of a blur: `opaque` keeps the blurred operation opaque at its edges, as the
    /// `blur(radius:opaque:)` modifier does; `dithersResult` is accepted and not drawn.
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var opaque: BlurOptions { BlurOptions(rawValue: 1 << 0) }
        public static var dithersResult: BlurOptions { BlurOptions(rawValue: 1 << 1) }
    }

    /// Options of a shadow: accepted, not drawn (the shadow is always under the operation).
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var shadowAbove: ShadowOptions { ShadowOptions(rawValue: 1 << 0) }
        public static var shadowOnly: ShadowOptions { ShadowOptions(rawValue: 1 << 1) }
        public static var invertsAlpha: ShadowOptions { ShadowOptions(rawValue: 1 << 2) }
        public static var disablesGroup: ShadowOptions { ShadowOptions(rawValue: 1 << 3) }
    }

    /// Adds `filter` to later drawing operations: each is drawn through it alone, then
    /// composited (see the type's comment). A filter Cutaway does not draw adds nothing.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        guard let effect = filter.effect(in: environment) else { return }
        filters.append(effect)
    }
}
