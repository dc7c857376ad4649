/**
 * Supporting documents. The bytes are kept in one of two places (UPLOAD_STORAGE): a private folder
 * (UPLOADS_DIR, under {userId}/{timestamp}-{random}.{ext}), the embedded default, or the
 * form_upload_contents table, the default with PostgreSQL so that every instance behind a load
 * balancer serves every file. Either way the form_uploads row says who may read them. Pending
 * files (not yet part of an application) are removed an hour after upload, checked on every upload
 * and by the sweeper, so an abandoned or failed application leaves nothing behind.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { CONTENT_TYPES, MAX_FILE_BYTES, MESSAGES, type UploadKind } from '../../../shared/forms/uploads';
import type { Deps } from '../../context';
import type { Db } from '../../db/client';
import { formUploadContents, formUploads } from '../../db/schema';
import { AppError, tooManyRequests } from '../../lib/errors';

export const PENDING_UPLOAD_TTL_SECONDS = 60 * 60;
/** Pending (not yet submitted) files one account may hold at once. */
export const MAX_PENDING_UPLOADS = 10;
/** The key space of pg_advisory_xact_lock(int, int) is shared: this number is the uploads' half. */
const UPLOAD_LOCK_SPACE = 73_186;

/** Resolves a stored key inside the uploads folder; a key can never point outside it. */
export function storagePath(deps: Deps, key: string): string {
  const root = deps.env.UPLOADS_DIR;
  const full = path.resolve(root, key);
  if (!full.startsWith(root + path.sep)) throw new AppError(404, 'not_found', 'No such file.');
  return full;
}

/**
 * Reads a request body up to `max` bytes. The declared length is checked first so an oversized
 * upload is refused before it is read; a body that grows past the limit is cut off.
 */
export async function readLimitedBody(request: Request, max: number, fileName: string): Promise<Uint8Array> {
  const tooLarge = () => new AppError(413, 'file_too_large', MESSAGES.tooLarge(fileName).description);
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > max) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export interface StoredUpload {
  id: string;
  key: string;
}

/** Where the bytes of uploads live; the form_uploads rows are the same for both. */
export interface UploadFiles {
  kind: 'disk' | 'database';
  /** Keeps the bytes of a new upload, inside the transaction that inserts its row. */
  write(tx: Pick<Db, 'insert'>, upload: StoredUpload, bytes: Uint8Array): Promise<void>;
  read(upload: StoredUpload): Promise<Uint8Array | null>;
  /** Called once rows are deleted, or their transaction failed: removes what they leave behind. */
  discard(keys: string[]): Promise<void>;
}

function diskFiles(deps: Deps): UploadFiles {
  return {
    kind: 'disk',
    async write(_tx, upload, bytes) {
      const full = storagePath(deps, upload.key);
      await fs.mkdir(path.dirname(full), { recursive: true, mode: 0o700 });
      try {
        await fs.writeFile(full, bytes, { mode: 0o600, flag: 'wx' });
      } catch (error) {
        // A half-written file (a full disk) goes; an existing one (EEXIST) is not ours to remove.
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await fs.rm(full, { force: true });
        throw error;
      }
    },
    async read(upload) {
      try {
        return new Uint8Array(await fs.readFile(storagePath(deps, upload.key)));
      } catch {
        return null;
      }
    },
    async discard(keys) {
      await Promise.all(
        keys.map((key) =>
          fs.rm(storagePath(deps, key), { force: true }).catch((err) => {
            deps.logger.warn({ err, key }, 'could not remove an upload file');
          }),
        ),
      );
    },
  };
}

function databaseFiles(deps: Deps): UploadFiles {
  const disk = diskFiles(deps);
  return {
    kind: 'database',
    async write(tx, upload, bytes) {
      await tx.insert(formUploadContents).values({ upload_id: upload.id, bytes });
    },
    async read(upload) {
      const [row] = await deps.database.db
        .select({ bytes: formUploadContents.bytes })
        .from(formUploadContents)
        .where(eq(formUploadContents.upload_id, upload.id))
        .limit(1);
      // A file uploaded while the site still kept uploads on disk is served from there.
      return row ? row.bytes : disk.read(upload);
    },
    // Contents are deleted with their rows; only files from the disk days may remain.
    discard: (keys) => disk.discard(keys),
  };
}

/** UPLOAD_STORAGE=auto keeps files in the database when it is a PostgreSQL server, else on disk. */
export function uploadFiles(deps: Deps): UploadFiles {
  const setting = deps.env.UPLOAD_STORAGE;
  const inDatabase = setting === 'database' || (setting === 'auto' && deps.database.kind === 'postgres');
  return inDatabase ? databaseFiles(deps) : diskFiles(deps);
}

export async function storeUpload(
  deps: Deps,
  userId: string,
  file: { name: string; kind: UploadKind; bytes: Uint8Array },
) {
  if (file.bytes.byteLength > MAX_FILE_BYTES) {
    throw new AppError(413, 'file_too_large', MESSAGES.tooLarge(file.name).description);
  }
  const key = `${userId}/${Date.now()}-${randomBytes(8).toString('hex')}.${file.kind}`;
  const files = uploadFiles(deps);
  let written = false;
  try {
    return await deps.database.db.transaction(async (tx) => {
      // Counted under the uploader's lock, in the transaction that adds the file: uploads sent at
      // once were all counted before any was added, and passed the cap together.
      await tx.execute(
        sql`select pg_advisory_xact_lock(${UPLOAD_LOCK_SPACE}::int, hashtext(${userId}::text))`,
      );
      const [pending] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(formUploads)
        .where(and(eq(formUploads.user_id, userId), isNull(formUploads.application_id)));
      if ((pending?.count ?? 0) >= MAX_PENDING_UPLOADS) {
        throw tooManyRequests(
          'too_many_pending_uploads',
          'You have many files waiting to be submitted. Submit your application or try again in an hour.',
          PENDING_UPLOAD_TTL_SECONDS,
        );
      }
      const [row] = await tx
        .insert(formUploads)
        .values({
          user_id: userId,
          storage_key: key,
          original_name: file.name,
          content_type: CONTENT_TYPES[file.kind],
          size_bytes: file.bytes.byteLength,
        })
        .returning({ id: formUploads.id });
      if (!row) throw new Error('upload row was not created');
      await files.write(tx, { id: row.id, key }, file.bytes);
      written = true;
      return row.id;
    });
  } catch (error) {
    if (written) await files.discard([key]);
    throw error;
  }
}

/** Deletes pending uploads older than the TTL, rows first so a file is never referenced after removal. */
export async function removeExpiredUploads(deps: Deps): Promise<number> {
  const removed = await deps.database.db
    .delete(formUploads)
    .where(
      and(
        isNull(formUploads.application_id),
        lt(formUploads.created_at, sql`now() - make_interval(secs => ${PENDING_UPLOAD_TTL_SECONDS})`),
      ),
    )
    .returning({ key: formUploads.storage_key });
  await uploadFiles(deps).discard(removed.map((r) => r.key));
  return removed.length;
}

/** The uploader withdraws a pending file (removed from the form before submitting). */
export async function removePendingUpload(deps: Deps, userId: string, id: string): Promise<boolean> {
  const removed = await deps.database.db
    .delete(formUploads)
    .where(
      and(
        sql`${formUploads.id} = ${id}`,
        sql`${formUploads.user_id} = ${userId}`,
        isNull(formUploads.application_id),
      ),
    )
    .returning({ key: formUploads.storage_key });
  await uploadFiles(deps).discard(removed.map((r) => r.key));
  return removed.length > 0;
}

/**
 * Attaches the applicant's pending uploads to the new application, inside its transaction: all of
 * them or none (an unknown, foreign, expired or already used file fails the submission).
 */
export async function claimUploads(
  tx: Pick<Db, 'update'>,
  userId: string,
  applicationId: string,
  ids: string[],
) {
  if (ids.length === 0) return;
  const claimed = await tx
    .update(formUploads)
    .set({ application_id: applicationId })
    .where(
      and(
        inArray(formUploads.id, ids),
        sql`${formUploads.user_id} = ${userId}`,
        isNull(formUploads.application_id),
      ),
    )
    .returning({ id: formUploads.id });
  if (claimed.length !== ids.length) {
    throw new AppError(400, 'invalid_input', 'Some fields need your attention.', {
      uploads: ['One of your files has expired or could not be found. Please attach it again.'],
    });
  }
}
