import CCairoPango
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Ends what a child process started and left running, so that a preview that starts a process
/// of its own (a `Process`, a shell, a helper that outlives it) leaves nothing behind and
/// cannot keep its runner waiting on pipes that process still holds.
///
/// Why not a process group: Foundation starts every `Process` in a process group of its own,
/// so what a preview starts is never in the preview's group. Instead the runner becomes a
/// child subreaper (`prctl(PR_SET_CHILD_SUBREAPER)`): a process whose parent ended is handed to
/// the runner, not to init, and the runner ends and reaps every such process it did not start
/// itself. While a child still runs (a timeout), its descendants are found by their parent
/// links in `/proc`.
///
/// Design boundaries: Linux only. A descendant that is started between the walk of `/proc` and
/// the signal, or that escapes into another session and is adopted elsewhere, is not seen.
public enum LeftoverProcesses {
    /// Makes this process the one its orphaned descendants are handed to. Call it before
    /// starting the children whose leftovers `endAdopted` is to end.
    public static func adopt() {
        _ = cutaway_become_child_subreaper()
    }

    /// Every process descending from `root` (its children, theirs, …), by the parent links in
    /// `/proc`, deepest last.
    public static func descendants(of root: pid_t) -> [pid_t] {
        descendants(of: root, in: parentLinks())
    }

    /// `descendants(of:)` by the links `parents` read from `/proc` once.
    private static func descendants(of root: pid_t, in parents: [(process: pid_t, parent: pid_t)]) -> [pid_t] {
        var found: [pid_t] = [], frontier = [root]
        // A process tree is finite; the bound keeps a malformed /proc from looping.
        for _ in 0..<64 where !frontier.isEmpty {
            frontier = parents.filter { frontier.contains($0.parent) }.map(\.process).sorted()
            found += frontier
        }
        return found
    }

    /// Sends `SIGKILL` to every child of this process that is not in `keeping` (the children it
    /// started and still waits for: those were handed to it as orphans), and to what descends
    /// from them, and reaps them.
    public static func endAdopted(keeping: Set<pid_t>) {
        let me = getpid()
        let links = parentLinks()
        let adopted = links.filter { $0.parent == me && !keeping.contains($0.process) }.map(\.process)
        for process in adopted {
            for descendant in descendants(of: process, in: links).reversed() { kill(descendant, SIGKILL) }
            kill(process, SIGKILL)
            var status: Int32 = 0
            _ = waitpid(process, &status, 0)
        }
    }

    /// Each process's ID and its parent's, from `/proc/<pid>/stat` (fields 1 and 4; the command
    /// name in parentheses may hold spaces and parentheses, so the fields are read after its
    /// last `)`).
    private static func parentLinks() -> [(process: pid_t, parent: pid_t)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap { name -> (pid_t, pid_t)? in
            guard let process = pid_t(name),
                  let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")")
            else { return nil }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 1, let parent = pid_t(fields[1]) else { return nil }
            return (process, parent)
        }
    }
}
