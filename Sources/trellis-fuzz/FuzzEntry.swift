// trellis-fuzz: built with -sanitize=fuzzer it is a libFuzzer target; built plainly it replays files.

import Foundation

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzTarget.run(UnsafeRawBufferPointer(start: data, count: size))
    return 0
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
