/** Incremental Server-Sent Events parser: feed text chunks, get whole messages (and comments) back. */

export type SseMessage = { type: 'event'; event: string; data: string } | { type: 'comment' };

export function createSseParser() {
  let buffer = '';
  return function feed(chunk: string): SseMessage[] {
    buffer += chunk;
    const out: SseMessage[] = [];
    let boundary = buffer.search(/\r?\n\r?\n/);
    while (boundary !== -1) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary).replace(/^\r?\n\r?\n/, '');
      out.push(...parseBlock(block));
      boundary = buffer.search(/\r?\n\r?\n/);
    }
    return out;
  };
}

function parseBlock(block: string): SseMessage[] {
  let event = 'message';
  const data: string[] = [];
  let comment = false;
  for (const line of block.split(/\r?\n/)) {
    if (line.startsWith(':')) {
      comment = true;
      continue;
    }
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  if (data.length > 0) return [{ type: 'event', event, data: data.join('\n') }];
  return comment ? [{ type: 'comment' }] : [];
}
