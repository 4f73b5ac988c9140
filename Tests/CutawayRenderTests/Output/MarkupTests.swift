import Testing
@testable import CutawayRender

struct MarkupTests {
    @Test func escapesTheFourCharactersMarkupGivesMeaningAndNothingElse() {
        #expect(Markup.escaped(#"a < b && c > "d" 'e' é"#) == "a &lt; b &amp;&amp; c &gt; &quot;d&quot; 'e' é")
        #expect(Markup.escaped("&amp;") == "&amp;amp;")
        #expect(Markup.escaped("plain") == "plain")
    }
}
