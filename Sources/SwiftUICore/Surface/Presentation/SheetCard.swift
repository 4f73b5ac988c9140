import Foundation

/// A sheet's card: its content (already resolved, laid out in the card above the home
/// indicator's strip) on the sheet's background, its top corners rounded, and the grabber at
/// its top when asked for; a finger swipes it down (`SheetSwipe`). A full-screen cover is the
/// same card with no corners, the whole screen's size, and no swipe.
nonisolated struct SheetCard: View {
    let content: [ViewNode]
    let size: CGSize
    let cornerRadius: CGFloat
    /// The bottom of the card iOS keeps free (the home indicator's strip).
    let bottomInset: CGFloat
    /// The top of the card that the content leaves free (a cover's status bar).
    let topInset: CGFloat
    let showsGrabber: Bool
    let background: Color
    /// How a finger swipes the card down (`nil`: it does not, a full-screen cover).
    var swipe: SheetSwipe?
    /// How far down a finger has moved the card.
    @State private var swipeState = SheetSwipeState()

    var body: some View {
        let shape = UnevenRoundedRectangle(topLeadingRadius: cornerRadius, topTrailingRadius: cornerRadius, style: .continuous)
        ZStack(alignment: .top) {
            shape.fill(background)
            ResolvedNodes(nodes: content)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .padding(.top, topInset)
                .padding(.bottom, bottomInset)
            if showsGrabber {
                Capsule()
                    .fill(Color(uiColor: .tertiaryLabel))
                    .frame(width: PresentationMetrics.grabberSize.width, height: PresentationMetrics.grabberSize.height)
                    .padding(.top, PresentationMetrics.grabberTop)
            }
        }
        .frame(width: size.width, height: size.height)
        .clipShape(shape)
        .offset(y: swipeState.offset)
        .gesture(SheetSwipeGesture(swipe: swipe ?? SheetSwipe(isDisabled: true, dismiss: {}), state: $swipeState), isEnabled: swipe != nil)
    }
}
