/// The options every benchmark takes: the tree sizes to measure, how many runs, and `--json`.
struct BenchmarkOptions {
    var sizes: [Int]
    var runs: Int
    var json = false

    /// Reads `arguments`, where `sizesFlag` (`--nodes`, `--rows`) names the sizes option.
    /// An unknown option prints the usage line and gives `nil`; a malformed value keeps the default.
    static func parse(
        _ arguments: [String], command: String, sizesFlag: String, sizes: [Int], runs: Int, acceptsJSON: Bool = false
    ) -> BenchmarkOptions? {
        var options = BenchmarkOptions(sizes: sizes, runs: runs)
        var index = 0
        while index < arguments.count {
            switch arguments[index] {
            case sizesFlag:
                index += 1
                if arguments.indices.contains(index) { options.sizes = arguments[index].split(separator: ",").compactMap { Int($0) } }
            case "--runs":
                index += 1
                if arguments.indices.contains(index) { options.runs = Int(arguments[index]) ?? options.runs }
            case "--json" where acceptsJSON:
                options.json = true
            default:
                let usage = "\(sizesFlag) N[,N...] --runs R" + (acceptsJSON ? " --json" : "")
                print("trellis-bench \(command): unknown option '\(arguments[index])' (use \(usage))")
                return nil
            }
            index += 1
        }
        return options
    }
}
