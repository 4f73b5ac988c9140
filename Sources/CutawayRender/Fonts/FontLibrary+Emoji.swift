import Foundation

/// Emoji in colour: the two rules of the private configuration that let Pango draw them in
/// Noto Color Emoji, the colour emoji font Debian ships (fonts-noto-color-emoji), standing in
/// for Apple Color Emoji.
///
/// Which characters are emoji is Pango's to say: it splits a text into emoji and other runs
/// (Unicode Technical Standard #51's presentation: 😀 and 👍 by default, ❤️ with U+FE0F, a
/// keycap, a flag; not ❤ or ★, which are text) and asks for an emoji run's font by the
/// family name `emoji`, whatever the text's family. Everything else keeps the fonts and the
/// fallback it had, so no text without emoji changes.
extension FontLibrary {
    /// The family emoji are drawn in.
    static let emojiFamily = "Noto Color Emoji"

    /// The generic family `emoji` is Noto Color Emoji, as the system configuration says
    /// (fontconfig's `60-generic.conf`), which the private configuration does not read.
    /// Without it, fontconfig knows no `emoji` and sorts by language: DejaVu Sans, which has
    /// black-and-white glyphs for some emoji (😀, the emoticons block), came first.
    static let emojiFamilyRule = """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <match target="pattern">
            <test name="family"><string>emoji</string></test>
            <edit name="family" mode="prepend" binding="strong"><string>\(emojiFamily)</string></edit>
          </match>
        </fontconfig>
        """

    /// A colour bitmap font is scaled to the size asked of it.
    ///
    /// Why: Noto Color Emoji has no outlines, only colour bitmaps (CBDT) in one strike, 109
    /// pixels per em (fontconfig reads it as `pixelsize` 109). Cairo's FreeType backend draws
    /// a bitmap strike at its own size and advances by the strike's advance, so without a
    /// scale a 17-point emoji is drawn, and measured, as if 109 points tall. The system's
    /// configuration scales bitmap fonts with a rule of its own (fontconfig's
    /// `10-scale-bitmap-fonts.conf`), which the private configuration does not read either;
    /// this is the part of it colour fonts need: the font's matrix times the size asked (the
    /// pattern's `pixelsize`, which Pango sets from the absolute size) over the strike's, so
    /// glyphs and advances both come out at the size asked. Outline fonts never match it.
    static let colorBitmapScalingRule = """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <match target="font">
            <test name="outline"><bool>false</bool></test>
            <test name="color"><bool>true</bool></test>
            <edit name="matrix" mode="assign">
              <times>
                <name>matrix</name>
                <matrix>
                  <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
                  <double>0</double>
                  <double>0</double>
                  <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
                </matrix>
              </times>
            </edit>
          </match>
        </fontconfig>
        """
}
