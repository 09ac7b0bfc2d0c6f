// What the ncurses backend reads before decoding: one wget_wch result (or the mouse report and
// size that go with KEY_MOUSE and KEY_RESIZE).

/// One raw input as ncurses delivered it.
enum RawInput: Hashable, Sendable {
    /// `wget_wch` returned OK: a wide character (a Unicode scalar value under a UTF-8 locale).
    case character(UInt32)
    /// `wget_wch` returned KEY_CODE_YES: a `KEY_*` code (or one the shim bound with `define_key`).
    case keyCode(Int32)
    /// KEY_MOUSE with what `getmouse` reported: the cell and the button state mask.
    case mouse(x: Int, y: Int, buttons: UInt32)
    /// KEY_RESIZE with the size ncurses has now.
    case resize(Size)
}
