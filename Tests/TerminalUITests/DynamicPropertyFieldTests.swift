// Finding a view's dynamic properties from its field metadata: every wrapper is found at its
// slot and offset, whatever else the view stores (closures, tuples, existentials, metatypes,
// plain values and objects, none of which the runtime is asked about).
import Testing

@testable import TerminalUI

@MainActor
private final class Counter {
    var count = 0
}

private struct MixedFieldsView: View {
    let action: @MainActor () -> Void
    @State var first = 0
    let pair: (Int, String)
    let anything: any Sendable
    @Environment(\.supportsColor) var color
    let metatype: Any.Type
    let title: String
    let counter: Counter?
    @State var last = ""

    var body: some View { Text(title) }
}

@MainActor
@Test func everyDynamicPropertyIsFoundAmongFieldsOfEveryKind() {
    let fields = DynamicPropertyField.fields(of: MixedFieldsView.self)
    #expect(fields.map(\.slot) == [1, 4, 8])
    #expect(
        fields.map { ObjectIdentifier($0.type) } == [
            ObjectIdentifier(State<Int>.self), ObjectIdentifier(Environment<Bool>.self),
            ObjectIdentifier(State<String>.self),
        ])
    let offsets = fields.map(\.offset)
    #expect(offsets == offsets.sorted() && Set(offsets).count == 3)
}

@MainActor
@Test func aViewWithoutDynamicPropertiesHasNone() {
    struct Plain: View {
        let action: @MainActor () -> Void
        let pair: (Int, Int)
        let title: String
        var body: some View { Text(title) }
    }
    #expect(DynamicPropertyField.fields(of: Plain.self).isEmpty)
}

@MainActor
@Test func onlyPropertyWrapperFieldsAreDynamicProperties() {
    struct Unwrapped: View {
        let counter = State(wrappedValue: 0)
        @State var wrapped = 0
        var body: some View { Text("") }
    }
    #expect(DynamicPropertyField.fields(of: Unwrapped.self).map(\.slot) == [1])
}
