/// What an output may take the place of when something is already at its path.
///
/// Cutaway's outputs are replaced as a whole (a folder of frames by a new folder of frames), so
/// a path that names something else — a folder of the user's, a document, the working folder —
/// would be destroyed by a render that "succeeded". The default replaces only what Cutaway
/// itself wrote; `--force` asks for the rare exception. Some paths are never replaced, forced
/// or not: `.`, `..`, the working folder and its parents, devices and other special files, and
/// a file where a folder is written (or the other way round).
public enum OutputReplacement: Sendable, Equatable {
    /// Replace only an output Cutaway wrote (a folder holding its marker, a file carrying its
    /// signature), or an empty folder. The default.
    case cutawayOutputOnly
    /// Also replace a folder or file Cutaway did not write, or a symbolic link (the link itself,
    /// never what it points to): `--force`.
    case forced
}
