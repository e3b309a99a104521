// trellis-fuzz: built with -sanitize=fuzzer it is a libFuzzer target; built plainly it replays files.

import Foundation

#if FUZZING
/// libFuzzer's driver, called from the executable's entry point: SwiftPM links an executable
/// with `main` aliased to `trellis_fuzz_main`, so libFuzzer's own `main` is not used.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

@_cdecl("trellis_fuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { data, size in
        guard let data else { return 0 }
        FuzzTarget.run(UnsafeRawBufferPointer(start: data, count: size))
        return 0
    }
}
#else
/// `trellis-fuzz FILE...`: runs each input once, as the fuzzer would, to reproduce a finding
/// or to check the seed corpus in a normal build; prints the error each input gets.
@main
enum FuzzReplay {
    static func main() {
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
                exit(1)
            }
            if let error = data.withUnsafeBytes({ FuzzTarget.run($0) }) {
                print("error \(path)\n\(error)")
            } else {
                print("ok \(path)")
            }
        }
    }
}
#endif
