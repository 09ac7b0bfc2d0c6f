// The fast decoders' UTF-8 check accepts exactly what `String(validating:)` accepts.
import Testing

@testable import Models

struct UTF8ValidationTests {
    private func expectAgreement(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = String(validating: bytes, as: UTF8.self) != nil
        #expect(bytes.withUnsafeBufferPointer(\.isValidUTF8) == expected, "\(bytes)", sourceLocation: sourceLocation)
    }

    @Test func agreesOnEveryOneAndTwoByteSequence() {
        for first in UInt8.min...UInt8.max {
            expectAgreement([first])
            for second in UInt8.min...UInt8.max { expectAgreement([first, second]) }
        }
    }

    @Test func agreesOnLongerSequencesAroundEveryBoundary() {
        let edges: [UInt8] = [0x00, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF]
        for lead in UInt8(0xE0)...0xFF {
            for second in edges {
                for third in edges {
                    expectAgreement([lead, second, third])
                    expectAgreement([lead, second, third, 0x41])
                    for fourth in edges { expectAgreement([lead, second, third, fourth]) }
                }
            }
        }
        expectAgreement(Array("plain ASCII, then é 王 🚀, then ASCII".utf8))
    }
}
