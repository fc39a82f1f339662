/**
 * A content file's parsed JSON or frontmatter that a test edits at will to break it: any field
 * at any depth, of any type, which is what the checks under test must cope with.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the edits reach into fields no type describes
export type EditableContent = Record<string, any>;
