import Foundation

nonisolated extension View {
    /// Presents a confirmation dialog (an action sheet) while `isPresented` is true: its
    /// buttons in a group at the bottom of the screen and a cancel button below them (iOS adds
    /// one if `actions` has none). The title shows only when `titleVisibility` is `.visible`.
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        presentingDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions(), message: nil)
    }

    /// A confirmation dialog titled with a string, shown as is.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        presentingDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions(), message: nil)
    }

    /// A confirmation dialog titled with a text.
    public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        presentingDialog(title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions(), message: nil)
    }

    /// A confirmation dialog with a message above its buttons.
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentingDialog(
            Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions(), message: AnyView(message()))
    }

    /// A confirmation dialog titled with a string, with a message.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentingDialog(
            Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions(), message: AnyView(message()))
    }

    /// A confirmation dialog titled with a text, with a message.
    public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentingDialog(title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions(), message: AnyView(message()))
    }

    private func presentingDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility, actions: A, message: AnyView?
    ) -> some View {
        modifier(_PresentationModifier(
            isPresented: isPresented.wrappedValue, itemKey: nil,
            makeStyle: {
                .confirmationDialog(title: title, isTitleVisible: titleVisibility == .visible, actions: AnyView(actions), message: message)
            },
            dismiss: { isPresented.wrappedValue = false }))
    }
}

/// A confirmation dialog as iOS 17 draws it: the title and message (13-point, secondary) and
/// the actions, 57 points a row with hairlines between, in one rounded group; the cancel button
/// in its own rounded card 8 points below.
nonisolated struct DialogCard: View {
    let title: Text
    let isTitleVisible: Bool
    let message: AnyView?
    let buttons: PresentationButtons
    @Environment(\.displayScale) private var displayScale
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let hairline = 1 / max(1, displayScale)
        let actions = buttons.actions, cancels = buttons.cancels
        let hasHeader = isTitleVisible || message != nil
        let shape = RoundedRectangle(cornerRadius: PresentationMetrics.dialogCornerRadius, style: .continuous)
        VStack(spacing: PresentationMetrics.dialogMargin) {
            VStack(spacing: 0) {
                if hasHeader {
                    VStack(spacing: PresentationMetrics.alertTextSpacing) {
                        if isTitleVisible {
                            title.font(.system(size: PresentationMetrics.dialogTitleSize, weight: .semibold))
                        }
                        if let message {
                            message.font(.system(size: PresentationMetrics.dialogTitleSize))
                        }
                    }
                    .foregroundStyle(Color(uiColor: .secondaryLabel))
                    .multilineTextAlignment(.center)
                    .padding(.horizontal, PresentationMetrics.alertTextMargin)
                    .padding(.vertical, PresentationMetrics.dialogTitleVertical)
                    .frame(maxWidth: .infinity)
                }
                ForEach(actions.indices, id: \.self) { index in
                    if index > 0 || hasHeader {
                        Rectangle().fill(Color(uiColor: .separator)).frame(height: hairline)
                    }
                    ResolvedNodes(nodes: [actions[index]])
                }
            }
            .background(PresentationBackground.dialogGroup(colorScheme), in: shape)
            .clipShape(shape)
            ForEach(cancels.indices, id: \.self) { index in
                ResolvedNodes(nodes: [cancels[index]])
                    .background(PresentationBackground.dialogCancel(colorScheme), in: shape)
                    .clipShape(shape)
            }
        }
    }
}
