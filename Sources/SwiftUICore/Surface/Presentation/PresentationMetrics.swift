import Foundation

/// iOS 17's presentations on an iPhone in portrait, in points. Where a number comes from:
///
/// - **Sheets** (UISheetPresentationController's page sheet): the card's top is 10 points below
///   the top of the safe area (on an iPhone 15, 59 + 10 = 69), its top corners rounded with a
///   10-point radius; behind a sheet at its large detent the presenting screen is pushed back:
///   scaled about its top centre to (width − 2 × 16) / width, its top moved to the safe area's
///   top, its corners rounded (10 points on screen), over black. The medium detent is half the
///   screen's height (Apple's documentation: "approximately half the height of the screen").
///   The grabber is a 36 × 5 capsule 5 points below the card's top. Measured on iOS 17
///   simulator screenshots of an iPhone 15 (Cutaway's reading; UIKit does not publish them).
/// - **Dimming**: black at 20 % behind alerts and dialogs (UIAlertController's dimming view),
///   and over a presenter a sheet covers (Cutaway's estimate from the same screenshots).
/// - **Alerts**: 270 points wide (UIAlertController's width on every iPhone since iOS 7),
///   corners of 14, title 17-point semibold and message 13-point regular, centred, 16 points
///   from the sides, 19 above the title and below the message, 3 between them; buttons 44
///   points tall, 17-point, in the tint, separated by hairlines.
/// - **Confirmation dialogs** (the action sheet): 8 points from the screen's sides and from the
///   bottom of the safe area; rows 57 points tall with 20-point text; corners of 14; the cancel
///   button in its own card 8 points below the group; the title 13-point semibold and the
///   message 13-point in the secondary label colour, 14 points above and below them.
/// - **Animations**: a sheet, a cover and a dialog slide with iOS 17's system spring
///   (`Animation.spring`: critically damped, 0.5 s); an alert scales from 1.2 to 1 while fading
///   in, with a critically damped 0.3 s spring (Cutaway's choice for UIKit's private alert
///   animation, which settles in about 0.3 s), and fades out on the same spring.
package enum PresentationMetrics {
    static let sheetTopGap: CGFloat = 10
    static let sheetCornerRadius: CGFloat = 10
    static let presenterSideInset: CGFloat = 16
    static let presenterCornerRadius: CGFloat = 10
    static let grabberSize = CGSize(width: 36, height: 5)
    static let grabberTop: CGFloat = 5
    static let dimming: Double = 0.2

    static let alertWidth: CGFloat = 270
    static let alertCornerRadius: CGFloat = 14
    static let alertTitleSize: CGFloat = 17
    static let alertMessageSize: CGFloat = 13
    static let alertTextMargin: CGFloat = 16
    static let alertTextTop: CGFloat = 19
    static let alertTextSpacing: CGFloat = 3
    static let alertButtonHeight: CGFloat = 44
    static let alertButtonSize: CGFloat = 17
    static let alertInsertionScale: CGFloat = 1.2

    static let dialogMargin: CGFloat = 8
    static let dialogRowHeight: CGFloat = 57
    static let dialogButtonSize: CGFloat = 20
    static let dialogCornerRadius: CGFloat = 14
    static let dialogTitleSize: CGFloat = 13
    static let dialogTitleVertical: CGFloat = 14

    /// How a sheet, a cover and a dialog come and go.
    package static let sheetAnimation = Animation.spring(sheetSpring)
    static let sheetSpring = Spring(duration: 0.5, bounce: 0)
    /// How an alert comes and goes.
    package static let alertAnimation = Animation.spring(duration: 0.3, bounce: 0)

    /// The scale of a presenter pushed back behind a sheet on a screen `width` points wide.
    static func pushedBackScale(width: CGFloat) -> CGFloat {
        width > 2 * presenterSideInset ? (width - 2 * presenterSideInset) / width : 1
    }
}
