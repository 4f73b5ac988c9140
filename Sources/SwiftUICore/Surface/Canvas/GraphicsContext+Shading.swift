import Foundation

extension GraphicsContext {
    /// What a path is filled or stroked with: a colour, a shape style, the foreground style or
    /// a gradient given in user space, as SwiftUI's `GraphicsContext.Shading` is.
    ///
    /// A shape style's gradient (`LinearGradient`, `.blue.gradient`) is laid over the bounding
    /// rectangle of the path it paints, as SwiftUI lays a gradient style over the shape it
    /// fills; the gradients made here take their points and radii in user space as given.
    /// Design boundary: `GradientOptions` are accepted and not drawn (gradients are padded
    /// past their ends and interpolated in sRGB, as Cutaway's gradient styles are).
    public struct Shading {
        enum Storage {
            case color(Color)
            case style(AnyShapeStyle)
            case foreground
            case gradient(Gradient, Geometry)
        }

        /// Where a gradient made for a context lies, in user space.
        enum Geometry {
            case linear(start: CGPoint, end: CGPoint)
            case radial(center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
            case conic(center: CGPoint, angle: Angle)
        }

        let storage: Storage

        /// Fills with `color`.
        public static func color(_ color: Color) -> Shading {
            Shading(storage: .color(color))
        }

        /// Fills with the colour of these components in `colorSpace`.
        public static func color(
            _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
        ) -> Shading {
            color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }

        /// Fills with a grey in `colorSpace`.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            color(Color(colorSpace, white: white, opacity: opacity))
        }

        /// Fills with `style` (a colour, a hierarchical style, a gradient over the path's bounds).
        public static func style<S: ShapeStyle>(_ style: S) -> Shading {
            Shading(storage: .style(AnyShapeStyle(style)))
        }

        /// Fills with the foreground style of the context's environment (the label colour when
        /// none is set).
        public static var foreground: Shading { Shading(storage: .foreground) }

        /// A gradient along the line from `startPoint` to `endPoint`.
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(storage: .gradient(gradient, .linear(start: startPoint, end: endPoint)))
        }

        /// A gradient out from `center`, from `startRadius` to `endRadius`.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(storage: .gradient(gradient, .radial(center: center, startRadius: startRadius, endRadius: endRadius)))
        }

        /// A gradient once around `center`, starting at `angle` (clockwise on screen from
        /// three o'clock, as an `AngularGradient`'s angles are).
        public static func conicGradient(
            _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(storage: .gradient(gradient, .conic(center: center, angle: angle)))
        }

        /// The paint this shading is drawn with over `bounds` (the bounding rectangle of what it
        /// paints, in user space), its colours resolved in `environment`.
        func paint(over bounds: CGRect, in environment: EnvironmentValues) -> Paint {
            func paint(_ fill: ShapeFill) -> Paint {
                switch fill {
                case .color(let color): .color(color)
                case .gradient(let gradient): .gradient(gradient.paint(in: bounds.nonNull, environment: environment))
                // A canvas draws a material as its tint: its backdrop would be the canvas's own
                // drawing so far, which a canvas's recorded operations do not read.
                case .material(let material): .color(material.tint)
                }
            }
            switch storage {
            case .color(let color):
                return .color(color.resolve(in: environment))
            case .style(let style):
                return paint(ShapeFill(style, in: environment))
            case .foreground:
                return paint(environment.foregroundStyle.map { ShapeFill($0, in: environment) } ?? .color(Color.label.resolve(in: environment)))
            case .gradient(let gradient, let geometry):
                let kind: GradientPaint.Kind = switch geometry {
                case .linear(let start, let end):
                    .linear(start: start, end: end)
                case .radial(let center, let startRadius, let endRadius):
                    .radial(center: center, startRadius: startRadius, endRadius: endRadius, scale: CGSize(width: 1, height: 1))
                case .conic(let center, let angle):
                    .angular(center: center, startAngle: angle.radians, endAngle: angle.radians + 2 * .pi)
                }
                return .gradient(GradientPaint(kind: kind, stops: gradient.resolvedStops(in: environment)))
            }
        }

        /// What a shading paints with, resolved.
        enum Paint: Equatable {
            case color(Color.Resolved)
            case gradient(GradientPaint)
        }
    }

    /// Options of a gradient shading (accepted, not drawn: see `Shading`).
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var `repeat`: GradientOptions { GradientOptions(rawValue: 1 << 0) }
        public static var mirror: GradientOptions { GradientOptions(rawValue: 1 << 1) }
        public static var linearColor: GradientOptions { GradientOptions(rawValue: 1 << 2) }
    }
}
