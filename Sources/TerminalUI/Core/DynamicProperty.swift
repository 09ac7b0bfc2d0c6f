// Property wrappers whose storage the runtime provides per view identity (`@State`,
// `@FocusState`, `@StateViewModel`) or fills from the environment (`@Environment`), and
// how the runtime finds them in a view value.
@_spi(Reflection) import Swift

/// A stored property of a view that the runtime connects to the view's persistent node before
/// `body` runs. Declare it with its wrapper syntax (`@State var count = 0`, `@Environment(\.theme)
/// var theme`): the runtime looks for dynamic properties among a view's property-wrapper fields.
@MainActor
public protocol DynamicProperty {
    /// Connects the property to `node`, using `slot` as its key there.
    func install(in node: ViewNode, slot: Int, context: RenderContext)
}

extension DynamicProperty {
    /// Installs the property of this type stored at `address` (inside a view value).
    static func install(at address: UnsafeRawPointer, in node: ViewNode, slot: Int, context: RenderContext) {
        address.assumingMemoryBound(to: Self.self).pointee.install(in: node, slot: slot, context: context)
    }
}

/// Where a view type keeps its dynamic properties: the byte offset and type of each.
///
/// Found once per view type from the type's field metadata (the standard library's field
/// enumeration), so connecting a view's properties each frame reads them in place, without
/// reflecting over the view value (which builds an existential per field and was a large part of
/// a frame's cost).
struct DynamicPropertyField {
    /// The field's index among the view's stored properties: its slot in the view's node.
    let slot: Int
    /// The field's byte offset in the view value.
    let offset: Int
    /// The field's type.
    let type: any DynamicProperty.Type

    /// The dynamic properties of `viewType`, in declaration order.
    static func fields(of viewType: Any.Type) -> [DynamicPropertyField] {
        var fields: [DynamicPropertyField] = []
        var slot = 0
        // The options made from their raw value: the default (`[]`) is built through the generic
        // `SetAlgebra` initialiser, whose first run looks an associated type up by name.
        _ = _forEachField(of: viewType, options: _EachFieldOptions(rawValue: 0)) { name, offset, type, kind in
            if isWrapperStorage(name), mayConform(kind), let property = type as? any DynamicProperty.Type {
                fields.append(DynamicPropertyField(slot: slot, offset: offset, type: property))
            }
            slot += 1
            return true
        }
        return fields
    }

    /// Whether the field named `name` holds a property wrapper (`@State var count` is stored as
    /// `_count`): only those are asked whether they are dynamic properties, since the first time
    /// the runtime is asked whether a type conforms it reads every conformance record of the
    /// binary. Dynamic properties are declared with their wrapper syntax, as in SwiftUI.
    private static func isWrapperStorage(_ name: UnsafePointer<CChar>) -> Bool {
        name.pointee == CChar(UInt8(ascii: "_"))
    }

    /// Whether a type of `kind` can conform to a protocol at all. Closures, tuples, existentials
    /// and metatypes cannot, so they are not asked about: the first time the runtime is asked
    /// whether a type conforms, it reads every conformance record of the binary (thousands in a
    /// statically linked one), a good part of the first frame's cost.
    private static func mayConform(_ kind: _MetadataKind) -> Bool {
        switch kind {
        case .function, .tuple, .existential, .metatype, .existentialMetatype: false
        default: true
        }
    }
}
