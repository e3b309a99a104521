// The adapter that makes an author's `struct X: Layout` an engine `Layout` like any compiled one.

import Synchronization
import TrellisLayout

/// How many times the engine has called into interpreted layouts (every protocol method),
/// for `trellis-bench interpreted` to report time per call.
public let interpretedLayoutCalls = Atomic<Int>(0)

/// An interpreted layout: the engine calls it through the same `Layout` protocol as the
/// built-in stacks, so it is cached, animated between states with `AnyLayout`, sampled at
/// every width and drawn exactly like a compiled layout. The protocol does not change.
///
/// `layoutProperties` is static in the protocol, so the orientation an author declares in
/// `static var layoutProperties` picks one of three specialisations of this type.
struct InterpretedLayout<Orientation: InterpretedOrientation>: Layout {
    typealias Cache = InterpretedCache

    let type: SwiftStruct
    let instance: InterpretedInstance
    let failures: SwiftFailureLog
    /// The author's methods, found once: the engine calls them many times per layout pass.
    let methods: InterpretedMethods
    /// Keeps the code alive while the engine holds the layout (``ProgramLifetime``).
    let lifetime: ProgramLifetime?

    static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: Orientation.axis) }

    func makeCache(subviews: Subviews) -> InterpretedCache {
        guard let method = methods.makeCache else { return InterpretedCache(value: .void) }
        return InterpretedCache(value: run(method, [.subviews(subviews)], cache: nil)?.result ?? .void)
    }

    func updateCache(_ cache: inout InterpretedCache, subviews: Subviews) {
        guard let method = methods.updateCache else {
            cache = makeCache(subviews: subviews)
            return
        }
        if let (_, updated) = run(method, [.subviews(subviews)], cache: cache.value, cacheFirst: true) {
            cache.value = updated ?? cache.value
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout InterpretedCache) -> Size {
        guard let method = methods.sizeThatFits,
              let (result, updated) = run(method, [.proposal(proposal), .subviews(subviews)], cache: cache.value) else {
            return .zero
        }
        if let updated { cache.value = updated }
        guard case .size(let size) = result, size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            failures.record(method.spot.error(
                "`sizeThatFits` returned \(result.shown), not a finite, non-negative CGSize",
                hint: "return a size such as `CGSize(width: w, height: h)`; for an unspecified proposal use `proposal.replacingUnspecifiedDimensions()`").diagnostic)
            return .zero
        }
        return size
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout InterpretedCache) {
        guard let method = methods.placeSubviews,
              let (_, updated) = run(method, [.rect(bounds), .proposal(proposal), .subviews(subviews)], cache: cache.value) else {
            return
        }
        if let updated { cache.value = updated }
    }

    func spacing(subviews: Subviews, cache: inout InterpretedCache) -> ViewSpacing {
        guard let method = methods.spacing else {
            var spacing = ViewSpacing()
            for subview in subviews { spacing.formUnion(subview.spacing) }
            return spacing
        }
        guard let (result, updated) = run(method, [.subviews(subviews)], cache: cache.value) else { return ViewSpacing() }
        if let updated { cache.value = updated }
        guard case .spacing(let spacing) = result else {
            failures.record(method.spot.error("`spacing(subviews:cache:)` returned \(result.shown), not a ViewSpacing").diagnostic)
            return ViewSpacing()
        }
        return spacing
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews,
                           cache: inout InterpretedCache) -> Double? {
        guard let method = methods.horizontalAlignment else {
            return subviews.mergedExplicitAlignment(of: guide, in: bounds, proposal: proposal)
        }
        return alignment(method, guide: .horizontalAlignment(guide), bounds: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews,
                           cache: inout InterpretedCache) -> Double? {
        guard let method = methods.verticalAlignment else {
            return subviews.mergedExplicitAlignment(of: guide, in: bounds, proposal: proposal)
        }
        return alignment(method, guide: .verticalAlignment(guide), bounds: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    private func alignment(_ method: SwiftFunction, guide: SwiftValue, bounds: Rect, proposal: ProposedViewSize, subviews: Subviews,
                           cache: inout InterpretedCache) -> Double? {
        guard let (result, updated) = run(method, [guide, .rect(bounds), .proposal(proposal), .subviews(subviews)], cache: cache.value) else { return nil }
        if let updated { cache.value = updated }
        return result.number
    }

    /// Calls one of the author's methods with the protocol's arguments in its order (the
    /// method was found by its labels, see `InterpretedMethods`) and the cache as its `inout`
    /// parameter: the last, or the first for `updateCache(_:subviews:)`. Returns the result
    /// and the cache's final value, or `nil` after recording the error it raised.
    private func run(_ method: SwiftFunction, _ arguments: [SwiftValue], cache: SwiftValue?, cacheFirst: Bool = false)
        -> (result: SwiftValue, cache: SwiftValue?)? {
        interpretedLayoutCalls.add(1, ordering: .relaxed)
        let machine = SwiftMachine()
        var values = arguments
        var cachePosition: Int?
        if let cache {
            cachePosition = cacheFirst ? 0 : values.count
            values.insert(cache, at: cachePosition!)
        }
        do {
            let (result, frame) = try machine.call(method, self: instance.value, arguments: values, captured: nil, at: method.spot)
            return (result, cachePosition.map { frame[method.parameterSlot($0)] })
        } catch let error as SwiftRuntimeError {
            failures.record(error.diagnostic)
            return nil
        } catch {
            failures.record(method.spot.error("\(error)").diagnostic)
            return nil
        }
    }
}

/// The `Layout` methods an author's struct declares (`nil` for those left to the defaults).
struct InterpretedMethods: @unchecked Sendable {
    let makeCache, updateCache, sizeThatFits, placeSubviews, spacing, horizontalAlignment, verticalAlignment: SwiftFunction?

    /// Each requirement is found by its argument labels, as Swift matches a protocol
    /// requirement: a helper of the same name (`private func spacing(subviews:) -> [CGFloat]`,
    /// as the talk's equal-width stacks have) is not the protocol's method.
    init(_ type: SwiftStruct) {
        func method(_ name: String, _ labels: [String?], where test: (SwiftFunction) -> Bool = { _ in true }) -> SwiftFunction? {
            type.methods[name]?.first { $0.parameters.map(\.label) == labels && !$0.isProperty && test($0) }
        }
        makeCache = method("makeCache", ["subviews"])
        updateCache = method("updateCache", [nil, "subviews"])
        sizeThatFits = method("sizeThatFits", ["proposal", "subviews", "cache"])
        placeSubviews = method("placeSubviews", ["in", "proposal", "subviews", "cache"])
        spacing = method("spacing", ["subviews", "cache"])
        let alignment: [String?] = ["of", "in", "proposal", "subviews", "cache"]
        horizontalAlignment = method("explicitAlignment", alignment) { $0.parameters.first?.type == .named("HorizontalAlignment") }
        verticalAlignment = method("explicitAlignment", alignment) { $0.parameters.first?.type == .named("VerticalAlignment") }
    }
}

/// An author's layout value, handed to the engine's threads.
///
/// Unchecked: a layout's stored properties are data (numbers, strings, arrays of them) that
/// nothing mutates once the instance exists; subviews and frames never live in it.
struct InterpretedInstance: @unchecked Sendable {
    let value: SwiftValue
}

/// The author's `Cache` value (or `()`), carried by the engine between a container's calls.
struct InterpretedCache: @unchecked Sendable {
    var value: SwiftValue
}

/// The stack orientation an interpreted layout declares, as a type (see `InterpretedLayout`).
protocol InterpretedOrientation: Sendable {
    static var axis: Axis? { get }
}

enum NoOrientation: InterpretedOrientation { static var axis: Axis? { nil } }
enum HorizontalOrientation: InterpretedOrientation { static var axis: Axis? { .horizontal } }
enum VerticalOrientation: InterpretedOrientation { static var axis: Axis? { .vertical } }

extension SwiftStruct {
    /// An engine layout for an instance of this `Layout` struct.
    func engineLayout(_ instance: SwiftValue, failures: SwiftFailureLog, keeping lifetime: ProgramLifetime?) -> any Layout {
        let wrapped = InterpretedInstance(value: instance)
        var orientation: Axis?
        if let properties = statics["layoutProperties"] {
            let machine = SwiftMachine()
            do {
                if case .layoutProperties(let value) = try machine.call(properties, self: nil, arguments: [], captured: nil, at: properties.spot).0 {
                    orientation = value.stackOrientation
                }
            } catch let error as SwiftRuntimeError {
                failures.record(error.diagnostic)
            } catch {}
        }
        let methods = InterpretedMethods(self)
        // A requirement written with other labels is not the protocol's: say so rather than lay out without it.
        for (name, found, written) in [("sizeThatFits", methods.sizeThatFits, "func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize"),
                                       ("placeSubviews", methods.placeSubviews, "func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ())")]
        where found == nil {
            guard let other = self.methods[name]?.first(where: { !$0.isProperty }) else { continue }
            failures.record(other.spot.error("`\(other.signature)` does not have the Layout protocol's parameters", hint: "write it as SwiftUI declares it: `\(written)`").diagnostic)
        }
        switch orientation {
        case .horizontal: return InterpretedLayout<HorizontalOrientation>(type: self, instance: wrapped, failures: failures, methods: methods, lifetime: lifetime)
        case .vertical: return InterpretedLayout<VerticalOrientation>(type: self, instance: wrapped, failures: failures, methods: methods, lifetime: lifetime)
        case nil: return InterpretedLayout<NoOrientation>(type: self, instance: wrapped, failures: failures, methods: methods, lifetime: lifetime)
        }
    }
}
