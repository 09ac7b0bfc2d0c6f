// JSONSyntaxError: why a JSON text is not valid, said the way a reader of the text needs it: the
// byte where reading stopped and what was expected there.

/// Why a JSON text could not be read, with the byte offset where it went wrong.
package struct JSONSyntaxError: Error, Equatable, Sendable {
    /// Byte offset into the input, and what was expected there (`a value`, `',' or ']'`,
    /// `a closing '"'`, ...).
    package let offset: Int, reason: String

    /// An error at `offset` expecting `reason`.
    package init(offset: Int, reason: String) { (self.offset, self.reason) = (offset, reason) }

    /// The same error moved `distance` bytes on (for text read out of a larger one).
    package func shifted(by distance: Int) -> JSONSyntaxError {
        JSONSyntaxError(offset: offset + distance, reason: reason)
    }
}
