/**
 * /api/forms/uploads: a signed-in applicant sends one file per request (raw body, its name in
 * X-File-Name) before submitting the application, which then references the returned URL. Files
 * are served back only to their uploader and to staff.
 */
import { eq } from 'drizzle-orm';
import { formsEndpoints } from '../../../shared/forms/endpoints';
import {
  cleanFileName,
  MAX_FILE_BYTES,
  MESSAGES,
  nameForKind,
  sniffFileType,
  type UploadResponse,
  uploadUrl,
} from '../../../shared/forms/uploads';
import type { Deps } from '../../context';
import { formUploads } from '../../db/schema';
import { contentDisposition } from '../../lib/content-disposition';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { AppError, notFound, pathId } from '../../lib/errors';
import { checkRateLimit, consumeRateLimit } from '../../lib/rate-limit';
import { requireUser } from '../auth';
import { assertNotBanned } from '../bans';
import { formLimit } from './limits';
import {
  readLimitedBody,
  removeExpiredUploads,
  removePendingUpload,
  storeUpload,
  uploadFiles,
} from './upload-store';
import { imageViewerPage, isPageNavigation, VIEWER_POLICY } from './upload-viewer';

export const UPLOAD_RATE_LIMIT = { limit: 20, windowSeconds: 10 * 60 };

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
  return endpointRoutes('/forms/uploads')
    .on(formsEndpoints.upload, async (c) => {
      const user = requireUser(c);
      const name = headerFileName(c.req.header('x-file-name'));
      // A banned account may send no application: its files are refused before they are read.
      await assertNotBanned(db, user.id, deps.now());
      // Files are only worth uploading for an application that may still be sent.
      const application = formLimit('application', user.id);
      await checkRateLimit(
        db,
        application.key,
        application.limit,
        application.windowSeconds,
        application.message,
      );
      await consumeRateLimit(
        db,
        `upload:${user.id}`,
        UPLOAD_RATE_LIMIT.limit,
        UPLOAD_RATE_LIMIT.windowSeconds,
        'You have uploaded many files in a short while. Please wait 10 minutes and try again.',
      );
      // Refuse an oversized body from its declared length, before reading it.
      const bytes = await readLimitedBody(c.req.raw, MAX_FILE_BYTES, name);
      if (bytes.byteLength === 0) throw new AppError(400, 'empty_file', `${name} is empty.`);
      const kind = sniffFileType(bytes);
      if (!kind) throw new AppError(415, 'unsupported_file_type', MESSAGES.badType(name).description);

      await removeExpiredUploads(deps);
      const storedName = nameForKind(name, kind);
      const id = await storeUpload(deps, user.id, { name: storedName, kind, bytes });
      return c.json<UploadResponse>(
        { id, url: uploadUrl(id), name: storedName, size: bytes.byteLength, content_type: kind },
        201,
      );
    })
    .on(formsEndpoints.uploadedFile, async (c) => {
      const user = requireUser(c);
      const id = pathId(c.req.param('id'), 'No such file.');
      const [row] = await db.select().from(formUploads).where(eq(formUploads.id, id)).limit(1);
      const isStaff = user.role === 'staff' || user.role === 'admin';
      // Someone else's file answers like a missing one, so ids reveal nothing.
      if (!row || (row.user_id !== user.id && !isStaff)) throw notFound('No such file.');
      const body = await uploadFiles(deps).read({ id: row.id, key: row.storage_key });
      if (!body) throw notFound('No such file.');
      const isImage = row.content_type.startsWith('image/');
      if (isImage && isPageNavigation(c.req.header('sec-fetch-dest'))) {
        return new Response(imageViewerPage(uploadUrl(row.id), row.original_name), {
          headers: {
            'Content-Type': 'text/html; charset=utf-8',
            'Cache-Control': 'private, no-store',
            Vary: 'Sec-Fetch-Dest',
            'X-Content-Type-Options': 'nosniff',
            'Content-Security-Policy': VIEWER_POLICY,
          },
        });
      }
      return new Response(new Uint8Array(body), {
        headers: {
          Vary: 'Sec-Fetch-Dest',
          'Content-Type': row.content_type,
          'Content-Length': String(body.byteLength),
          // Only images may show in the browser; anything else is saved, never rendered here.
          'Content-Disposition': contentDisposition(isImage ? 'inline' : 'attachment', row.original_name),
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
          'Content-Security-Policy': "default-src 'none'; sandbox",
        },
      });
    })
    .on(formsEndpoints.removeUpload, async (c) => {
      const user = requireUser(c);
      const id = pathId(c.req.param('id'), 'No such file.');
      if (!(await removePendingUpload(deps, user.id, id))) throw notFound('No such file.');
      return c.body(null, 204);
    }).routes;
}
