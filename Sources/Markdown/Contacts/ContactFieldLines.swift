import Domain

/// The `Key: value` lines a contact's changes become, one per value, in the order content lists fields.
struct ContactFieldLines {
    /// Each changed field with its new values; an empty list removes the field.
    let values: [(field: ContactField, values: [String])]

    init(_ changes: ContactChanges) {
        func single(_ value: String?) -> [String]? { value.map { $0.isEmpty ? [] : [$0] } }
        func list(_ values: [String]?) -> [String]? { values.map { $0.filter { !$0.isEmpty } } }
        let all: [(ContactField, [String]?)] = [
            (.firstName, single(changes.firstName)), (.lastName, single(changes.lastName)),
            (.email, list(changes.emails)), (.phone, list(changes.phones)),
            (.address, single(changes.address)), (.birthday, single(changes.birthday)),
            (.company, single(changes.company)), (.title, single(changes.title)),
            (.website, single(changes.website)),
            (.tags, changes.tags.map { tags in tags.isEmpty ? [] : [tags.joined(separator: ", ")] }),
        ]
        values = all.compactMap { field, values in values.map { (field, $0) } }
    }
}
