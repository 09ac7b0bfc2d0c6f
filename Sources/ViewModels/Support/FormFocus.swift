// FormFocus: which field of a form has the keyboard, moving forward and back with wrap-around.

/// The focused field of a form whose fields are the cases of `Field`, in order.
public struct FormFocus<Field: CaseIterable & Equatable & Sendable>: Sendable, Equatable
where Field.AllCases: RandomAccessCollection, Field.AllCases.Index == Int {
    /// The field with the keyboard.
    public var field: Field

    /// Focus on the first field.
    public init() {
        field = Field.allCases[Field.allCases.startIndex]
    }

    /// Moves to the next field, from the last back to the first.
    public mutating func next() {
        step(by: 1)
    }

    /// Moves to the previous field, from the first round to the last.
    public mutating func previous() {
        step(by: -1)
    }

    /// Focuses the first field `isInvalid` picks; true when it picks none.
    public mutating func focusFirst(where isInvalid: (Field) -> Bool) -> Bool {
        guard let invalid = Field.allCases.first(where: isInvalid) else { return true }
        field = invalid
        return false
    }

    private mutating func step(by delta: Int) {
        let all = Field.allCases
        let position = all.firstIndex(of: field) ?? all.startIndex
        field = all[(position - all.startIndex + delta + all.count) % all.count + all.startIndex]
    }
}
