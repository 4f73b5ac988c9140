import Foundation

/// Where an `AsyncImage`'s load stands.
public enum AsyncImagePhase {
    /// Not loaded yet.
    case empty
    /// Loaded.
    case success(Image)
    /// The load failed.
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { image } else { nil }
    }

    /// The load's error, if it failed.
    public var error: (any Error)? {
        if case .failure(let error) = self { error } else { nil }
    }
}

/// An image loaded from a URL, drawn as its content for the load's phase.
///
/// A preview has no network, and a scene must draw the same frames on every machine: the load
/// never finishes, so an `AsyncImage` draws what it draws before its image arrives (the
/// placeholder, the `.empty` phase), as Xcode's canvas does until the download completes. The
/// URL is reported once on standard error, so that a missing picture is not a surprise.
nonisolated public struct AsyncImage<Content: View>: View {
    let url: URL?
    let content: (AsyncImagePhase) -> AnyView
    @Environment(\.imageCatalog) private var catalog

    /// The image at `url` at its own size; a gray placeholder filling the space offered until
    /// it loads.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url
        content = { phase in
            if let image = phase.image { AnyView(image) } else { AnyView(Color(uiColor: .secondarySystemFill)) }
        }
    }

    /// The image at `url`, drawn by `content` once loaded, and `placeholder` until then.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.url = url
        self.content = { phase in
            if let image = phase.image { AnyView(content(image)) } else { AnyView(placeholder()) }
        }
    }

    /// The image at `url`, drawn by `content` for each phase of its load.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.url = url
        self.content = { AnyView(content($0)) }
    }

    public var body: some View {
        if let url { catalog?.note(.unloadedRemoteImage(url.absoluteString)) }
        return content(.empty)
    }
}
