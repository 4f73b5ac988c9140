import Foundation

/// A configuration that defines the appearance of a matched transition source
/// (`matchedTransitionSource(id:in:configuration:)`): a colour behind its content, a rounded
/// rectangle it is clipped to, a shadow.
///
/// How it works: each method gives a configuration holding the look so far
/// (`MatchedTransitionSourceStyle`). The source view is drawn with that look, and a zoom
/// navigation transition from it grows from it: its cut starts with the source's corners, is
/// filled with the source's background and casts the source's shadow (`ZoomTransitionSource`).
public protocol MatchedTransitionSourceConfiguration: Sendable {}

/// An unstyled matched transition source configuration: what the configuration closure is
/// given.
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {}

/// A configuration with a look (what the methods of `MatchedTransitionSourceConfiguration`
/// return).
struct StyledMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {
    var style: MatchedTransitionSourceStyle
}

extension MatchedTransitionSourceConfiguration {
    /// The look this configuration gives its source.
    var style: MatchedTransitionSourceStyle {
        (self as? StyledMatchedTransitionSourceConfiguration)?.style ?? MatchedTransitionSourceStyle()
    }

    private func styled(_ change: (inout MatchedTransitionSourceStyle) -> Void) -> StyledMatchedTransitionSourceConfiguration {
        var style = style
        change(&style)
        return StyledMatchedTransitionSourceConfiguration(style: style)
    }

    /// Specifies a color that will be drawn behind the content within the matched transition
    /// source; during a zoom transition it fills the shape growing from the source.
    public func background(_ style: Color) -> some MatchedTransitionSourceConfiguration {
        styled { $0.background = style }
    }

    /// Applies the specified shape to the matched transition source, clipping its content; a
    /// zoom transition's cut starts with its corners.
    public func clipShape(_ shape: RoundedRectangle) -> some MatchedTransitionSourceConfiguration {
        styled { $0.clipShape = MatchedTransitionSourceStyle.Corners(size: shape.cornerSize, style: shape.style) }
    }

    /// Applies the specified shadow effect to the matched transition source.
    ///
    /// The default colour is SwiftUI's: black at 33 % opacity in linear sRGB.
    public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some MatchedTransitionSourceConfiguration {
        styled { $0.shadow = MatchedTransitionSourceStyle.Shadow(color: color, radius: radius, offset: CGSize(width: x, height: y)) }
    }
}

/// The look a configuration gives a matched transition source (nothing: the view as it is).
struct MatchedTransitionSourceStyle: Sendable, Equatable {
    /// The corners of the rounded rectangle the source is clipped to.
    struct Corners: Sendable, Equatable {
        var size: CGSize
        var style: RoundedCornerStyle
    }

    struct Shadow: Sendable, Equatable {
        var color: Color
        var radius: CGFloat
        var offset: CGSize
    }

    var background: Color?
    var clipShape: Corners?
    var shadow: Shadow?
}

/// The view a zoom navigation transition grows from, and its look (see `ViewTraits`).
struct MatchedTransitionSource: Equatable {
    let key: MatchedGeometryKey
    var style = MatchedTransitionSourceStyle()
}

/// Draws a matched transition source with its configuration's look: the background behind
/// the content, both clipped to the shape, the shadow around them.
nonisolated struct _MatchedTransitionSourceLook: ViewModifier {
    let style: MatchedTransitionSourceStyle

    func body(content: Content) -> some View {
        var view = AnyView(content.background {
            if let background = style.background {
                background
            }
        })
        if let corners = style.clipShape {
            view = AnyView(view.clipShape(RoundedRectangle(cornerSize: corners.size, style: corners.style)))
        }
        if let shadow = style.shadow {
            view = AnyView(view.shadow(color: shadow.color, radius: shadow.radius, x: shadow.offset.width, y: shadow.offset.height))
        }
        return view
    }
}
