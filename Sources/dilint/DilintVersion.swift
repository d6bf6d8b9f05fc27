/// dilint's version: the one place it is written. `--version` prints it, the run memo and the analysis
/// result carry it, and Scripts/release reads it from here (and from the binary it packages) to name the
/// release assets, fill the artifact bundle's info.json and check that HEAD is tagged `v<version>`.
/// ReleaseVersionTests keeps them in agreement; docs/releasing.md says how to change it.
enum DilintVersion {
    static let current = "0.1.0"
}
