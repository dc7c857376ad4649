/**
 * Supporting-document rules for the application, shared by the page (to refuse a file before
 * sending it) and the server (the authority). A file's type is judged by its first bytes.
 */
import * as z from 'zod/mini';
import { UUID_PATTERN } from '../ids';

export const MAX_FILES = 5;
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const ACCEPT_ATTRIBUTE = '.pdf,.jpg,.jpeg,.png,.gif,application/pdf,image/jpeg,image/png,image/gif';

export type UploadKind = 'pdf' | 'jpg' | 'png' | 'gif';

export const CONTENT_TYPES: Record<UploadKind, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

export const MESSAGES = {
  tooMany: { title: 'Too many files', description: 'You can upload a maximum of 5 files.' },
  tooLarge: (file: string) => ({ title: 'File too large', description: `${file} is larger than 5MB.` }),
  badType: (file: string) => ({
    title: 'Unsupported file type',
    description: `${file} is not a PDF, JPG, PNG or GIF file.`,
  }),
  uploadFailed: (file: string, message: string) => `Failed to upload ${file}: ${message}`,
} as const;

const UPLOAD_PATH = '/api/forms/uploads/';

/** A stored file's own address, the one shape an application may link to. */
export const uploadUrl = (id: string) => `${UPLOAD_PATH}${id}`;

/** The id in one of our file addresses, or null for anything else (another path, not a uuid). */
export function uploadIdFromUrl(url: string): string | null {
  if (!url.startsWith(UPLOAD_PATH)) return null;
  const id = url.slice(UPLOAD_PATH.length);
  return UUID_PATTERN.test(id) ? id : null;
}

/** Bytes needed by sniffFileType. */
export const SNIFF_BYTES = 8;

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

/** The accepted kind from the file's magic bytes, or null for anything else. */
export function sniffFileType(bytes: Uint8Array): UploadKind | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) ||
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38, 0x39, 0x61])
  ) {
    return 'gif'; // GIF87a, GIF89a
  }
  return null;
}

/** A display-safe file name: no path, no control characters, bounded length. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (cleaned || 'file').slice(0, 120);
}

/**
 * The name a stored file goes by: the uploaded name's stem with the extension of the type its
 * bytes were found to be, so JPEG bytes named `notes.html` are kept as `notes.jpg`.
 */
export function nameForKind(name: string, kind: UploadKind): string {
  const cleaned = cleanFileName(name);
  const dot = cleaned.lastIndexOf('.');
  const stem = (dot > 0 ? cleaned.slice(0, dot) : cleaned).trim() || 'file';
  return `${stem.slice(0, 110)}.${kind}`;
}

/** POST /api/forms/uploads: the stored file. */
export const uploadResponse = z.object({
  id: z.string(),
  url: z.string(),
  name: z.string(),
  size: z.number(),
  content_type: z.string(),
});
export type UploadResponse = z.infer<typeof uploadResponse>;
