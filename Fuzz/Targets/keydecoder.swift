// Fuzz target `keydecoder`: KeyDecoder (Sources/TerminalUI/Terminal/KeyDecoder.swift) on
// arbitrary batches of raw ncurses input: wide characters (any 32-bit value, biased towards
// ESC, controls and sequence bytes), KEY_* codes, the paste markers, mouse reports and resizes.
//
// Invariants: decoding never crashes or hangs; every event comes from its own batch (no more
// events than a batch can explain); typed characters, Alt characters and pasted text hold no
// control characters (pasted text keeps only newlines and tabs); mouse and resize events carry
// exactly what ncurses reported.
import CNcurses

@testable import TerminalUI

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeyDecoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, count: size)
    var decoder = KeyDecoder(doubleClickInterval: .milliseconds(input.int(in: 0...1000)))
    var time = ContinuousClock.now
    while !input.isAtEnd {
        let batch = rawInputs(from: &input)
        time = time.advanced(by: .milliseconds(input.int(in: 0...600)))
        let events = decoder.decode(batch, at: time)
        check(events, decodedFrom: batch)
    }
    return 0
}

/// One batch of up to 64 raw inputs.
private func rawInputs(from input: inout FuzzInput) -> [RawInput] {
    var batch: [RawInput] = []
    let count = input.int(in: 0...64)
    while batch.count < count, !input.isAtEnd {
        let kind = input.byte()
        switch kind % 16 {
        case 0...5:
            batch.append(.character(UInt32(input.byte())))
        case 6:
            batch.append(.character(input.uint32()))
        case 7:
            batch.append(.character(UInt32(input.uint16())))
        case 8:
            batch.append(.character(0x1B))
        case 9:
            let bytes: [UInt8] = [0x5B, 0x4F, 0x5D, 0x50, 0x5F, 0x7E, 0x3B, 0x07, 0x5C, 0x30 + input.byte() % 10]
            batch.append(.character(UInt32(bytes[Int(input.byte()) % bytes.count])))
        case 10:
            let codes = [
                KEY_UP, KEY_DOWN, KEY_HOME, KEY_END, KEY_ENTER, KEY_BTAB, KEY_BACKSPACE, KEY_DC,
                KEY_F0 + 1, KEY_F0 + 12, KEY_F0 + 13, KEY_RESIZE, KEY_MOUSE, KEY_MAX,
            ]
            batch.append(.keyCode(codes[Int(input.byte()) % codes.count]))
        case 11:
            batch.append(.keyCode(Int32(input.byte() % 2 == 0 ? CN_KEY_PASTE_BEGIN : CN_KEY_PASTE_END)))
        case 12:
            batch.append(.keyCode(Int32(bitPattern: input.uint32())))
        case 13, 14:
            let masks = [
                cn_button1_pressed(), cn_button1_released(), cn_button1_clicked(),
                cn_button1_double_clicked(), cn_button4_pressed(), cn_button5_pressed(),
            ]
            var buttons = UInt32(truncatingIfNeeded: masks[Int(input.byte()) % masks.count])
            if kind >= 0x80 { buttons |= input.uint32() }
            batch.append(.mouse(x: input.int(in: -2...300), y: input.int(in: -2...100), buttons: buttons))
        default:
            batch.append(.resize(Size(width: input.int(in: -1...500), height: input.int(in: -1...200))))
        }
    }
    return batch
}

private func check(_ events: [Event], decodedFrom batch: [RawInput]) {
    // A mouse report gives at most four events (a double-click's press, release, double-click,
    // release); any other input at most one, except an ESC and the input it introduces.
    let mouseReports = batch.filter { if case .mouse = $0 { true } else { false } }.count
    require(
        events.count <= batch.count + 3 * mouseReports,
        "\(events.count) events from \(batch.count) inputs: \(batch)")
    let resizes = batch.compactMap { if case .resize(let size) = $0 { size } else { nil } }
    require(
        events.compactMap { if case .resize(let size) = $0 { size } else { nil } } == resizes,
        "resizes \(events) do not match \(batch)")
    let locations = Set(batch.compactMap { if case .mouse(let x, let y, _) = $0 { Point(x: x, y: y) } else { nil } })
    for event in events {
        switch event {
        case .key(.character(let character)), .key(.alt(let character)):
            require(character.unicodeScalars.allSatisfy { !isControl($0) }, "control character in \(event)")
        case .key(.control(let character)):
            require(character.isASCII, "non-ASCII control key \(event)")
        case .key(.function(let number)):
            require((1...12).contains(number), "function key \(number)")
        case .paste(let text):
            require(
                text.unicodeScalars.allSatisfy { $0 == "\n" || $0 == "\t" || !isControl($0) },
                "control character in paste \(spelled(text))")
        case .mouse(let mouse):
            require(locations.contains(mouse.location), "mouse event \(mouse) at a cell no report named")
        case .key, .resize:
            break
        }
    }
}

/// C0 and C1 controls and DEL.
private func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
}
