import Testing
@testable import CutawayFuzzing

struct SymbolizerTests {
    @Test func rawFramesAreReadFromGlibcLines() {
        #expect(Symbolizer.RawFrame(line: "/lib/x86_64-linux-gnu/libc.so.6(abort+0xd3)[0x7f4fe769d472]")
            == Symbolizer.RawFrame(object: "/lib/x86_64-linux-gnu/libc.so.6", symbol: "abort", offset: "0xd3"))
        #expect(Symbolizer.RawFrame(line: "/w/cutaway-fuzz(+0x28bfc2) [0x564e2e744fc2]")
            == Symbolizer.RawFrame(object: "/w/cutaway-fuzz", symbol: nil, offset: "0x28bfc2"))
        #expect(Symbolizer.RawFrame(line: "cutaway-fuzz backtrace:") == nil)
    }

    @Test func exportedSymbolsAndOtherObjectsNeedNoTools() {
        let symbolizer = Symbolizer(executable: "/nowhere/cutaway-fuzz")
        let frames = symbolizer.frames(for: [
            Symbolizer.RawFrame(object: "/lib/libc.so.6", symbol: "abort", offset: "0xd3"),
            Symbolizer.RawFrame(object: "/lib/libc.so.6", symbol: nil, offset: "0x3c050"),
        ])
        #expect(frames.map(\.function) == ["abort", "libc.so.6+0x3c050"])
    }
}
