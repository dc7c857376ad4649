/**
 * /api/forms/uploads: a signed-in applicant sends one file per request (raw body, its name in
 * X-File-Name) before submitting the application, which then references the returned URL. Files
 * are served back only to their uploader and to staff.
 */
import fs from 'node:fs/promises';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { cleanFileName, MAX_FILE_BYTES, MESSAGES, sniffFileType } from '../../../shared/forms/uploads';
import type { AppEnv, Deps } from '../../context';
import { formUploads } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { consumeRateLimit } from '../../lib/rate-limit';
import { requireUser } from '../auth/middleware';
import {
  readLimitedBody,
  removeExpiredUploads,
  removePendingUpload,
  storagePath,
  storeUpload,
  uploadUrl,
} from './upload-store';

export const UPLOAD_RATE_LIMIT = { limit: 20, windowSeconds: 10 * 60 };
/** Pending (not yet submitted) files one account may hold at once. */
export const MAX_PENDING_UPLOADS = 10;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface UploadResponse {
  id: string;
  url: string;
  name: string;
  size: number;
  content_type: string;
}

function headerFileName(value: string | undefined): string {
  if (!value) return 'file';
  try {
    return cleanFileName(decodeURIComponent(value));
  } catch {
    return cleanFileName(value);
  }
}

export function uploadRoutes(deps: Deps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .post('/', async (c) => {
      const user = requireUser(c);
      const name = headerFileName(c.req.header('x-file-name'));
      // Refuse an oversized body from its declared length, before reading it.
      const bytes = await readLimitedBody(c.req.raw, MAX_FILE_BYTES, name);
      await consumeRateLimit(
        db,
        `upload:${user.id}`,
        UPLOAD_RATE_LIMIT.limit,
        UPLOAD_RATE_LIMIT.windowSeconds,
        'You have uploaded many files in a short while. Please wait 10 minutes and try again.',
      );
      if (bytes.byteLength === 0) throw new AppError(400, 'empty_file', `${name} is empty.`);
      const kind = sniffFileType(bytes);
      if (!kind) throw new AppError(415, 'unsupported_file_type', MESSAGES.badType(name).description);

      await removeExpiredUploads(deps);
      const [pending] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(formUploads)
        .where(and(eq(formUploads.user_id, user.id), isNull(formUploads.application_id)));
      if ((pending?.count ?? 0) >= MAX_PENDING_UPLOADS) {
        throw new AppError(
          429,
          'too_many_pending_uploads',
          'You have many files waiting to be submitted. Submit your application or try again in an hour.',
        );
      }

      const id = await storeUpload(deps, user.id, { name, kind, bytes });
      return c.json<UploadResponse>(
        { id, url: uploadUrl(id), name, size: bytes.byteLength, content_type: kind },
        201,
      );
    })
    .get('/:id', async (c) => {
      const user = requireUser(c);
      const id = c.req.param('id');
      if (!UUID.test(id)) throw notFound('No such file.');
      const [row] = await db.select().from(formUploads).where(eq(formUploads.id, id)).limit(1);
      const isStaff = user.role === 'staff' || user.role === 'admin';
      // Someone else's file answers like a missing one, so ids reveal nothing.
      if (!row || (row.user_id !== user.id && !isStaff)) throw notFound('No such file.');
      let body: Buffer;
      try {
        body = await fs.readFile(storagePath(deps, row.storage_key));
      } catch {
        throw notFound('No such file.');
      }
      return new Response(new Uint8Array(body), {
        headers: {
          'Content-Type': row.content_type,
          'Content-Length': String(body.byteLength),
          'Content-Disposition': `inline; filename="${row.original_name}"`,
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
          'Content-Security-Policy': "default-src 'none'; sandbox",
        },
      });
    })
    .delete('/:id', async (c) => {
      const user = requireUser(c);
      const id = c.req.param('id');
      if (!UUID.test(id) || !(await removePendingUpload(deps, user.id, id))) throw notFound('No such file.');
      return c.body(null, 204);
    });
}
