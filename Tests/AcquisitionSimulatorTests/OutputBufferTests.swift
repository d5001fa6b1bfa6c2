@testable import AcquisitionSimulator
import Testing

@Suite struct OutputBufferTests {
    private func text(_ buffer: OutputBuffer) -> String {
        buffer.withBytes { String(decoding: $0, as: UTF8.self) }
    }

    @Test func numbersAreDecimalWithoutLeadingZeros() {
        var buffer = OutputBuffer(capacity: 8)
        for number: UInt64 in [0, 7, 10, 4_294_967_295, .max] {
            buffer.write(number: number)
            buffer.write(",")
        }
        #expect(text(buffer) == "0,7,10,4294967295,18446744073709551615,")
    }

    @Test func growsPastItsCapacityKeepingWhatItHolds() {
        var buffer = OutputBuffer(capacity: 64)
        var expected = ""
        for index in 0..<1_000 {
            buffer.write("line ")
            buffer.write(number: UInt64(index))
            buffer.write(bytes: Array(" ü\n".utf8))
            expected += "line \(index) ü\n"
        }
        #expect(text(buffer) == expected)
        buffer.removeAll()
        #expect(buffer.count == 0)
        buffer.write("again")
        #expect(text(buffer) == "again")
    }

    @Test func paddingHelpersPadAsTheColumnsNeed() {
        var buffer = OutputBuffer()
        buffer.write(number: 5, zeroPaddedTo: 3)
        buffer.write("|")
        buffer.write(number: 1234, zeroPaddedTo: 2)
        buffer.write("|")
        buffer.write(number: 42, spacePaddedTo: 5)
        buffer.write("|")
        buffer.write(number: 123_456, spacePaddedTo: 5)
        buffer.write("|")
        #expect(text(buffer) == "005|1234|42   |123456|")
    }
}
