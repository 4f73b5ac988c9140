import Foundation

nonisolated extension View {
    /// Presents an alert titled `titleKey` while `isPresented` is true, with the buttons
    /// `actions` makes (an "OK" button if it makes none). Any of its buttons dismisses it.
    public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        presentingAlert(Text(titleKey), isPresented: isPresented, actions: actions(), message: nil)
    }

    /// Presents an alert titled with a string, shown as is.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        presentingAlert(Text(title), isPresented: isPresented, actions: actions(), message: nil)
    }

    /// Presents an alert titled with a text.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        presentingAlert(title, isPresented: isPresented, actions: actions(), message: nil)
    }

    /// Presents an alert with a message under its title.
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentingAlert(Text(titleKey), isPresented: isPresented, actions: actions(), message: AnyView(message()))
    }

    /// Presents an alert titled with a string, with a message.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentingAlert(Text(title), isPresented: isPresented, actions: actions(), message: AnyView(message()))
    }

    /// Presents an alert titled with a text, with a message.
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentingAlert(title, isPresented: isPresented, actions: actions(), message: AnyView(message()))
    }

    /// Presents an alert for `error` while `isPresented` is true: its description as the title,
    /// its failure reason and recovery suggestion as the message.
    public func alert<E: LocalizedError, A: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
    ) -> some View {
        let message = [error?.failureReason, error?.recoverySuggestion].compactMap { $0 }.joined(separator: "\n")
        return presentingAlert(
            Text(error?.errorDescription ?? ""), isPresented: isPresented && error != nil, actions: actions(),
            message: message.isEmpty ? nil : AnyView(Text(message)))
    }

    private func presentingAlert<A: View>(_ title: Text, isPresented: Binding<Bool>, actions: A, message: AnyView?) -> some View {
        presentingAlert(title, isPresented: isPresented.wrappedValue, actions: actions, message: message) {
            isPresented.wrappedValue = false
        }
    }

    private func presentingAlert<A: View>(
        _ title: Text, isPresented: Bool, actions: A, message: AnyView?, dismiss: @escaping () -> Void
    ) -> some View {
        modifier(_PresentationModifier(
            isPresented: isPresented, itemKey: nil,
            makeStyle: { .alert(title: title, actions: AnyView(actions), message: message) }, dismiss: dismiss))
    }
}

private extension Binding where Value == Bool {
    /// Whether the binding is true and `condition` holds; setting it sets the binding.
    static func && (binding: Binding<Bool>, condition: Bool) -> Binding<Bool> {
        Binding(get: { binding.wrappedValue && condition }, set: { binding.wrappedValue = $0 })
    }
}

/// An alert as iOS 17 draws it: a 270-point card of corners of 14, centred on the screen, its
/// title and message centred at the top, then its buttons under a hairline: side by side for
/// two (the cancel one on the left), stacked for one or three and more (the cancel one last).
nonisolated struct AlertCard: View {
    let title: Text
    let message: AnyView?
    let buttons: PresentationButtons
    @Environment(\.displayScale) private var displayScale
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let hairline = 1 / max(1, displayScale)
        let actions = buttons.actions, cancels = buttons.cancels
        let sideBySide = buttons.nodes.count == 2
        // Two buttons: the cancel one on the leading side. Otherwise the cancel one last.
        let ordered = sideBySide ? cancels + actions : actions + cancels
        VStack(spacing: 0) {
            VStack(spacing: PresentationMetrics.alertTextSpacing) {
                title.font(.system(size: PresentationMetrics.alertTitleSize, weight: .semibold))
                if let message {
                    message.font(.system(size: PresentationMetrics.alertMessageSize))
                }
            }
            .multilineTextAlignment(.center)
            .padding(.horizontal, PresentationMetrics.alertTextMargin)
            .padding(.vertical, PresentationMetrics.alertTextTop)
            .frame(maxWidth: .infinity)
            Rectangle().fill(Color(uiColor: .separator)).frame(height: hairline)
            if sideBySide {
                HStack(spacing: 0) {
                    ResolvedNodes(nodes: [ordered[0]])
                    Rectangle().fill(Color(uiColor: .separator)).frame(width: hairline)
                    ResolvedNodes(nodes: [ordered[1]])
                }
                .frame(height: PresentationMetrics.alertButtonHeight)
            } else {
                ForEach(ordered.indices, id: \.self) { index in
                    if index > 0 {
                        Rectangle().fill(Color(uiColor: .separator)).frame(height: hairline)
                    }
                    ResolvedNodes(nodes: [ordered[index]])
                }
            }
        }
        .foregroundStyle(Color(uiColor: .label))
        .frame(width: PresentationMetrics.alertWidth)
        .background(PresentationBackground.alert(colorScheme), in: RoundedRectangle(cornerRadius: PresentationMetrics.alertCornerRadius, style: .continuous))
        .clipShape(RoundedRectangle(cornerRadius: PresentationMetrics.alertCornerRadius, style: .continuous))
    }
}
