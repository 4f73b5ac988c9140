/// The colours of presentations' cards. iOS draws alerts and dialogs on a blurred material;
/// Cutaway draws the colour that material shows over a plain screen dimmed by 20 %, sampled
/// from iOS 17 simulator screenshots, so a card looks the same whatever lies beneath it. (A
/// sheet's card is the system background at the elevated level: `EnvironmentValues.isElevated`.)
enum PresentationBackground {
    static func alert(_ scheme: ColorScheme) -> Color {
        scheme == .dark ? Color(red: 37 / 255, green: 37 / 255, blue: 37 / 255) : Color(red: 242 / 255, green: 242 / 255, blue: 242 / 255)
    }

    /// A confirmation dialog's group of actions.
    static func dialogGroup(_ scheme: ColorScheme) -> Color {
        scheme == .dark ? Color(red: 37 / 255, green: 37 / 255, blue: 37 / 255) : Color(red: 242 / 255, green: 242 / 255, blue: 242 / 255)
    }

    /// A confirmation dialog's cancel button, opaque on iOS.
    static func dialogCancel(_ scheme: ColorScheme) -> Color {
        scheme == .dark ? Color(red: 44 / 255, green: 44 / 255, blue: 46 / 255) : .white
    }
}
