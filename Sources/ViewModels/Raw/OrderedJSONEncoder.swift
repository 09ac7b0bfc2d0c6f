// OrderedJSONEncoder: an `Encoder` that builds an `OrderedJSON` tree, keeping each object's keys
// in the order they were encoded (Foundation's JSONEncoder keeps no order, or sorts).

/// Encodes `Encodable` values into `OrderedJSON`.
enum OrderedJSONEncoder {
    /// `value` as a JSON tree. Throws when the value's own encoding throws.
    static func encode(_ value: some Encodable) throws -> OrderedJSON {
        let root = JSONNode()
        try value.encode(to: NodeEncoder(node: root, codingPath: []))
        return root.json
    }
}

/// A value being encoded: empty until a container or a scalar is written into it.
private final class JSONNode {
    enum Content {
        case empty
        case scalar(OrderedJSON)
        case object(keys: [String], members: [String: JSONNode])
        case array([JSONNode])
    }

    var content = Content.empty

    var json: OrderedJSON {
        switch content {
        case .empty: .object([])
        case .scalar(let value): value
        case .object(let keys, let members): .object(keys.map { OrderedJSON.Member($0, members[$0]?.json ?? .null) })
        case .array(let nodes): .array(nodes.map(\.json))
        }
    }

    /// The member `key` (replacing one written before), after making this node an object.
    func member(_ key: String) -> JSONNode {
        var (keys, members): ([String], [String: JSONNode]) = ([], [:])
        if case .object(let oldKeys, let oldMembers) = content { (keys, members) = (oldKeys, oldMembers) }
        let node = JSONNode()
        if members[key] == nil { keys.append(key) }
        members[key] = node
        content = .object(keys: keys, members: members)
        return node
    }

    /// A new last element, after making this node an array.
    func appendElement() -> JSONNode {
        var elements: [JSONNode] = []
        if case .array(let old) = content { elements = old }
        let node = JSONNode()
        elements.append(node)
        content = .array(elements)
        return node
    }

    func makeObject() { if case .object = content {} else { content = .object(keys: [], members: [:]) } }
    func makeArray() { if case .array = content {} else { content = .array([]) } }

    var count: Int {
        if case .array(let elements) = content { return elements.count }
        return 0
    }
}

private struct NodeEncoder: Encoder {
    let node: JSONNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.makeObject()
        return KeyedEncodingContainer(KeyedNodeContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.makeArray()
        return UnkeyedNodeContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleNodeContainer(node: node, codingPath: codingPath)
    }
}

private struct KeyedNodeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: JSONNode
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { node.member(key.stringValue).content = .scalar(.null) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try value.encode(to: NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key]))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type,
        forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { NodeEncoder(node: node.member("super"), codingPath: codingPath) }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key])
    }
}

private struct UnkeyedNodeContainer: UnkeyedEncodingContainer {
    let node: JSONNode
    let codingPath: [any CodingKey]
    var count: Int { node.count }

    mutating func encodeNil() throws { node.appendElement().content = .scalar(.null) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try value.encode(to: NodeEncoder(node: node.appendElement(), codingPath: codingPath))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
        NestedKey
    > {
        NodeEncoder(node: node.appendElement(), codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        NodeEncoder(node: node.appendElement(), codingPath: codingPath).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { NodeEncoder(node: node.appendElement(), codingPath: codingPath) }
}

/// Writes scalars; anything else encodes itself into the same node.
private struct SingleNodeContainer: SingleValueEncodingContainer {
    let node: JSONNode
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { node.content = .scalar(.null) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        switch value {
        case let string as String: node.content = .scalar(.string(string))
        case let bool as Bool: node.content = .scalar(.bool(bool))
        case let number as any BinaryInteger: node.content = .scalar(.number("\(number)"))
        case let number as Double: node.content = .scalar(number.isFinite ? .number(Self.text(number)) : .null)
        case let number as Float: node.content = .scalar(number.isFinite ? .number(Self.text(Double(number))) : .null)
        default: try value.encode(to: NodeEncoder(node: node, codingPath: codingPath))
        }
    }

    /// `2` for a whole number, else the shortest text that reads back as the same double.
    private static func text(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return "\(number)"
    }
}
