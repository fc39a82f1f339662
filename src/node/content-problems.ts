/**
 * What is wrong in each content file, found while Gatsby makes the files' nodes. Gatsby hands
 * onCreateNode one file at a time, and `gatsby build` ends at its first panicOnBuild: reported
 * there, an editor would learn of one broken file per build. Kept here by file instead, and
 * reported together once every node is made.
 */
export class ContentProblems {
  private readonly byFile = new Map<string, string[]>();

  /** A file's problems, each naming the file and field; none once it is mended (gatsby develop). */
  set(file: string, problems: readonly string[]): void {
    if (problems.length > 0) this.byFile.set(file, [...problems]);
    else this.byFile.delete(file);
  }

  /** Stops the build naming every problem of every file; gatsby develop shows them and goes on. */
  report(reporter: { panicOnBuild: (message: string) => unknown }): void {
    if (this.byFile.size === 0) return;
    const files = [...this.byFile.keys()].sort();
    reporter.panicOnBuild(
      `Content is wrong in ${files.length} file(s):\n${files.flatMap((file) => this.byFile.get(file) ?? []).join("\n")}`,
    );
  }
}
