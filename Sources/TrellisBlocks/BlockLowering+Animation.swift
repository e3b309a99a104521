// `.animation(...)`'s value as the calls the author wrote, for the layout module's Animation to read.

import TrellisLayout
import TrellisMarkup

extension BlockLowering {
    /// The modifiers of an animation value: the interpreter keeps each as an argument of the
    /// member labelled with its name (`Interpreter.method`), in the order written.
    static let animationModifierNames: Set<String> = ["delay", "speed", "repeatCount", "repeatForever"]

    /// `value` (the first argument of `.animation`) as written calls, each with where it is
    /// written; `nil` for `.animation(nil)`.
    static func writtenAnimation(_ value: Value?, at location: BlockLocation) -> (written: WrittenAnimation, locations: [BlockLocation])? {
        guard let value, value != .null else { return nil }
        guard case .member(let member) = value else {
            return (WrittenAnimation(calls: [.init(name: value.interpolated)]), [location])
        }
        var calls = [WrittenAnimation.Call(name: member.name)]
        var locations = [location]
        for argument in member.arguments ?? [] {
            let written = WrittenAnimation.Argument(label: argument.label, value: writtenValue(argument.value))
            if let label = argument.label, animationModifierNames.contains(label) {
                calls.append(.init(name: label, arguments: [written]))
                locations.append(argument.location)
            } else {
                calls[calls.count - 1].arguments.append(written)
            }
        }
        return (WrittenAnimation(calls: calls), locations)
    }

    /// The animation a `.animation` modifier sets: ``Animation/none`` for `nil`.
    static func animation(of modifier: BlockModifier) -> Animation {
        writtenAnimation(modifier.argument(nil), at: modifier.location)?.written.read().animation ?? .none
    }

    /// The `value:` of `.animation(_:value:)` as this state has it, written out in full so
    /// that states where it differs differ here; `nil` for `.animation(_:)`, which animates
    /// every change.
    static func watchedValue(of modifier: BlockModifier) -> String? {
        guard modifier.arguments.contains(where: { $0.label == "value" }) else { return nil }
        return String(reflecting: modifier.argument("value") ?? .null)
    }

    /// What the page draws differently from SwiftUI in `modifier`'s animation, at its calls.
    static func animationWarnings(of modifier: BlockModifier, source: LayoutBlockSource) -> [Diagnostic] {
        let location = modifier.arguments.first?.location ?? modifier.location
        guard let (written, locations) = writtenAnimation(modifier.argument(nil), at: location) else { return [] }
        return written.read().issues.map { issue in
            source.diagnostic(issue.message, at: locations.indices.contains(issue.call) ? locations[issue.call] : location,
                              hint: issue.hint, severity: .warning)
        }
    }

    private static func writtenValue(_ value: Value) -> WrittenAnimation.Value {
        if let number = value.number { return .number(number) }
        if case .bool(let flag) = value { return .flag(flag) }
        return .other(value.interpolated)
    }
}
