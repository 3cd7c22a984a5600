/**
 * What is checked before SQLite touches a data directory's database file, so
 * a damaged file stops the service with one line and stays byte-for-byte as
 * it was (SQLite itself would treat an empty file as a new database, and a
 * truncated one fails only when a missing page is read).
 */
import { closeSync, existsSync, linkSync, openSync, readSync, statSync, unlinkSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';

export const DATABASE_FILE = 'store.sqlite';

const MAGIC = 'SQLite format 3\u0000';

export class StoreFileDamagedError extends Error {
  constructor(
    readonly file: string,
    reason: string,
  ) {
    super(`the store file ${file} is damaged (${reason}); it was left as it is: restore it from a backup or move it aside`);
    this.name = 'StoreFileDamagedError';
  }
}

/**
 * Creates the database file if there is none: built under another name and
 * linked into place once it is a WAL database, so a crash mid-creation never
 * leaves an empty file under the real name.
 */
export function createDatabaseFile(file: string): void {
  if (existsSync(file)) return;
  const building = `${file}.new-${process.pid}`;
  if (existsSync(building)) unlinkSync(building);
  const db = new DatabaseSync(building);
  db.exec('PRAGMA journal_mode = WAL; CREATE TABLE wbk_meta (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL);');
  db.close();
  try {
    linkSync(building, file);
  } catch (err) {
    // Another process created it first: use that one.
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    unlinkSync(building);
  }
}

export function assertWholeDatabase(file: string): void {
  const size = statSync(file).size;
  const header = Buffer.alloc(100);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, header, 0, 100, 0);
  } finally {
    closeSync(fd);
  }
  if (size < 100 || header.toString('latin1', 0, 16) !== MAGIC) {
    throw new StoreFileDamagedError(file, size < 100 ? `only ${size} bytes` : 'not a SQLite database');
  }
  const rawPageSize = header.readUInt16BE(16);
  const pageSize = rawPageSize === 1 ? 65536 : rawPageSize;
  if (pageSize < 512 || (pageSize & (pageSize - 1)) !== 0) throw new StoreFileDamagedError(file, `page size ${rawPageSize}`);
  if (size % pageSize !== 0) throw new StoreFileDamagedError(file, `${size} bytes is not a whole number of ${pageSize}-byte pages: truncated`);
  const pages = header.readUInt32BE(28);
  const sizeIsValid = header.readUInt32BE(92) === header.readUInt32BE(24) && pages > 0;
  const wal = `${file}-wal`;
  // With a WAL left by a crash the file may legitimately lag behind its header until recovery.
  const walPending = existsSync(wal) && statSync(wal).size > 0;
  if (sizeIsValid && !walPending && pages * pageSize > size) {
    throw new StoreFileDamagedError(file, `${size} bytes where the header says ${pages * pageSize}: truncated`);
  }
}
