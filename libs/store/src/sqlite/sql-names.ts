/** A name quoted as an SQL identifier (names of ours: collections and index fields are checked before they get here). */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
