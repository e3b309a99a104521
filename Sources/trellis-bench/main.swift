// trellis-bench: plain release executable printing benchmark figures.
//
//   trellis-bench layout [--nodes 10000,100000] [--runs 7] [--json]
//   trellis-bench grid [--rows 1000,10000] [--runs 5]
//   trellis-bench text ...
//
// Each benchmark lives in its own file as `<Name>Benchmark.run(arguments:)`.

let arguments = Array(CommandLine.arguments.dropFirst())
let rest = Array(arguments.dropFirst())

switch arguments.first {
case "layout":
    LayoutBenchmark.run(arguments: rest)
case "grid":
    GridBenchmark.run(arguments: rest)
case "text":
    // Hook for the text helper: its `TextBenchmark.swift` (TrellisText) provides
    // `TextBenchmark.run(arguments:)`; once that file is merged, this line becomes
    // `TextBenchmark.run(arguments: rest)`.
    print("trellis-bench text: the text benchmark (TextBenchmark.swift) is not merged into this build yet")
default:
    print("usage: trellis-bench layout [--nodes N[,N...]] [--runs R] [--json]")
    print("       trellis-bench grid [--rows N[,N...]] [--runs R]")
    print("       trellis-bench text [...]")
}
