/// A fixed-size buffer of per-node values owned by a `LayoutTree`.
///
/// The engine's hot arrays live in these rather than in Swift arrays: reading an array
/// stored in a class retains and releases its storage and writing checks it is unique,
/// which together cost a quarter of the layout time. Indices are node numbers made by the
/// engine itself, always in range. The owner frees the buffer in its `deinit`.
struct NodeBuffer<Element> {
    let base: UnsafeMutablePointer<Element>
    let count: Int

    init(repeating value: Element, count: Int) {
        self.count = count
        base = .allocate(capacity: max(count, 1))
        base.initialize(repeating: value, count: count)
    }

    init(_ values: [Element]) {
        count = values.count
        let base = UnsafeMutablePointer<Element>.allocate(capacity: max(values.count, 1))
        values.withUnsafeBufferPointer { source in
            if let start = source.baseAddress {
                base.initialize(from: start, count: source.count)
            }
        }
        self.base = base
    }

    @inline(__always)
    subscript(index: Int) -> Element {
        get { base[index] }
        nonmutating set { base[index] = newValue }
    }

    @inline(__always)
    subscript(index: Int32) -> Element {
        get { base[Int(index)] }
        nonmutating set { base[Int(index)] = newValue }
    }

    func free() {
        base.deinitialize(count: count)
        base.deallocate()
    }
}
