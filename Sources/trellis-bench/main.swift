// trellis-bench: plain release executable printing benchmark figures.
//
//   trellis-bench layout [--nodes 10000,100000] [--runs 7] [--json]
//   trellis-bench grid [--rows 1000,10000] [--runs 5]
//   trellis-bench text ...
//   trellis-bench interpreted [--subviews 3,24] [--runs R] [--layouts DIR]
//   trellis-bench templates [--entries 10,40] [--runs R] [--templates DIR]
//   trellis-bench render [--content DIR] [--blocks ID,ID] [--text-sizes large,small] [--step PX] [--verify] [--no-paragraph-cache] [--no-layout-cache] [--write-css DIR]
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
    TextBenchmark.run(arguments: rest)
case "render":
    RenderBenchmark.run(arguments: rest)
case "interpreted":
    InterpretedBenchmark.run(arguments: rest)
case "templates":
    TemplateBenchmark.run(arguments: rest)
default:
    print("usage: trellis-bench layout [--nodes N[,N...]] [--runs R] [--json]")
    print("       trellis-bench grid [--rows N[,N...]] [--runs R]")
    print("       trellis-bench text [...]")
    print("       trellis-bench interpreted [--subviews N[,N...]] [--runs R] [--layouts DIR]")
    print("       trellis-bench templates [--entries N[,N...]] [--runs R] [--templates DIR]")
    print("       trellis-bench render [--content DIR] [--blocks ID,ID] [--text-sizes large,small,...] [--step PX] [--verify] [--no-paragraph-cache] [--no-layout-cache] [--write-css DIR]")
}
