import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parser';

describe('createSseParser', () => {
  it('parses named events split across chunks', () => {
    const feed = createSseParser();
    expect(feed('event: ready\nda')).toEqual([]);
    expect(feed('ta: {"topics":[]}\n\nevent: change\ndata: {"id":"1"}\n\n')).toEqual([
      { type: 'event', event: 'ready', data: '{"topics":[]}' },
      { type: 'event', event: 'change', data: '{"id":"1"}' },
    ]);
  });

  it('reports comment heartbeats and handles CRLF and multi-line data', () => {
    const feed = createSseParser();
    expect(feed(': ping\n\n')).toEqual([{ type: 'comment' }]);
    expect(feed('data: a\r\ndata: b\r\n\r\n')).toEqual([{ type: 'event', event: 'message', data: 'a\nb' }]);
  });
});
