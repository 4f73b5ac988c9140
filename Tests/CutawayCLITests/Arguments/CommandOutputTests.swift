#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CutawayCLI
import Testing

@Suite("Command output")
struct CommandOutputTests {
    @Test func capturingStreamsKeepWhatIsWritten() {
        var output = CommandOutput.capturing()
        print("one", to: &output.standardOutput)
        output.standardOutput.write("two")
        print("oops", to: &output.standardError)
        #expect(output.standardOutput.capturedText == "one\ntwo")
        #expect(output.standardError.capturedText == "oops\n")
        #expect(output.standardOutput.isTerminal == false)
        #expect(CommandOutput.capturing(isTerminal: true).standardError.isTerminal)
    }

    @Test func fileDescriptorStreamsWriteThrough() throws {
        var descriptors: [Int32] = [0, 0]
        try #require(pipe(&descriptors) == 0)
        defer { close(descriptors[0]) }
        var stream = CommandOutput.Stream.fileDescriptor(descriptors[1])
        #expect(stream.isTerminal == false)
        #expect(stream.capturedText == nil)
        stream.write("héllo\n")
        close(descriptors[1])
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(descriptors[0], &buffer, buffer.count)
        #expect(String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self) == "héllo\n")
    }
}
