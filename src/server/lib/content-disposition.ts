/**
 * A Content-Disposition header for a file name of any script. Header values must be Latin-1, so a
 * raw `日本語.png` would fail the response; RFC 6266 carries the real name in `filename*` (UTF-8,
 * percent-encoded) and an ASCII stand-in in `filename` for clients that ignore `filename*`.
 */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
