import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension AtomicOutput {
    /// Removes what the process `pid`, which has ended without cleaning up (it crashed, or was
    /// killed), left staged in `folder`: each `.NAME.cutaway-PID-N` entry of that process that
    /// is staging (a file, or a folder holding Cutaway's marker or nothing). The caller knows
    /// the process was its own child and is gone, so nothing waits for the entries to go stale
    /// as `sweepStale` does.
    public static func removeStaging(leftBy pid: pid_t, in folder: URL) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        let infix = "." + StagingRegistry.stagingInfix + "\(pid)-"
        for entry in entries.sorted() where entry.hasPrefix(".") {
            guard let range = entry.range(of: infix, options: .backwards) else { continue }
            let name = String(entry[entry.index(after: entry.startIndex)..<range.lowerBound])
            guard !name.isEmpty, stagingProcess(entry, name: name) == pid else { continue }
            let path = folder.path + "/" + entry
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFDIR:
                let contents = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? ["?"]
                guard contents.isEmpty || contents.contains(OutputMarker.name) else { continue }
            default: continue
            }
            removeTree(path)
        }
    }
}
