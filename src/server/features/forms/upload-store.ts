/**
 * Supporting documents on disk. Files sit in a private folder (UPLOADS_DIR) under
 * {userId}/{timestamp}-{random}.{ext}; the database row says who may read them. Pending files
 * (not yet part of an application) are removed an hour after upload, checked on every upload,
 * so an abandoned or failed application leaves nothing behind.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, inArray, isNull, lt, sql } from 'drizzle-orm';
import { CONTENT_TYPES, MAX_FILE_BYTES, MESSAGES, type UploadKind } from '../../../shared/forms/uploads';
import type { Deps } from '../../context';
import type { Db } from '../../db/client';
import { formUploads } from '../../db/schema';
import { AppError } from '../../lib/errors';

export const PENDING_UPLOAD_TTL_SECONDS = 60 * 60;

export const uploadUrl = (id: string) => `/api/forms/uploads/${id}`;

const UPLOAD_URL = /^\/api\/forms\/uploads\/([0-9a-f-]{36})$/;
export const uploadIdFromUrl = (url: string) => UPLOAD_URL.exec(url)?.[1] ?? null;

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

export async function storeUpload(
  deps: Deps,
  userId: string,
  file: { name: string; kind: UploadKind; bytes: Uint8Array },
) {
  if (file.bytes.byteLength > MAX_FILE_BYTES) {
    throw new AppError(413, 'file_too_large', MESSAGES.tooLarge(file.name).description);
  }
  const key = `${userId}/${Date.now()}-${randomBytes(8).toString('hex')}.${file.kind}`;
  const full = storagePath(deps, key);
  await fs.mkdir(path.dirname(full), { recursive: true, mode: 0o700 });
  await fs.writeFile(full, file.bytes, { mode: 0o600, flag: 'wx' });
  try {
    const [row] = await deps.database.db
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
    return row.id;
  } catch (error) {
    await fs.rm(full, { force: true });
    throw error;
  }
}

async function removeFiles(deps: Deps, keys: string[]) {
  await Promise.all(
    keys.map((key) =>
      fs.rm(storagePath(deps, key), { force: true }).catch((err) => {
        deps.logger.warn({ err, key }, 'could not remove an upload file');
      }),
    ),
  );
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
  await removeFiles(
    deps,
    removed.map((r) => r.key),
  );
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
  await removeFiles(
    deps,
    removed.map((r) => r.key),
  );
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
