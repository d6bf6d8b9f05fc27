/// The project's public home, linked from machine-readable reports (SARIF rule help).
public enum DilintProject {
    public static let repositoryURL = "https://github.com/dilint/dilint"
}
