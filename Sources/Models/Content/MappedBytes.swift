// MappedBytes: bytes read in place from a file mapped into memory, for a reader that keeps
// pointers into them (a packed list's text) instead of copying them. Pages that are done with can
// be let go of: they stay the file's, and are read again from it when next touched, so a long
// list read this way costs memory only for what is looked at.

/// Bytes of a file mapped into memory, valid as long as the value lives.
public protocol MappedBytes: AnyObject, Sendable {
    /// The bytes.
    var bytes: UnsafeRawBufferPointer { get }

    /// Lets go of the memory pages lying wholly inside `range` of `bytes`; the bytes read the same
    /// afterwards (the pages are read again from the file).
    func releasePages(in range: Range<Int>)
}
