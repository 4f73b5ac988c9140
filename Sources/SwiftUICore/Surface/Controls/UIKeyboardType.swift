/// The kind of keyboard a text field asks for (UIKit's `UIKeyboardType`, which
/// `keyboardType(_:)` takes). Cutaway draws no keyboard, so it changes nothing drawn.
public enum UIKeyboardType: Int, Sendable {
    case `default`
    case asciiCapable
    case numbersAndPunctuation
    case URL
    case numberPad
    case phonePad
    case namePhonePad
    case emailAddress
    case decimalPad
    case twitter
    case webSearch
    case asciiCapableNumberPad

    public static var alphabet: UIKeyboardType { .asciiCapable }
}
