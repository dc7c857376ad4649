/** Test helper: reads a Server-Sent Events body message by message (comments are kept as pings). */
export interface SseMessage {
  event: string;
  data: string;
}

export function readSse(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const queue: SseMessage[] = [];
  let buffer = '';
  let waiting: (() => void) | undefined;
  let done = false;

  const pump = (async () => {
    try {
      for (;;) {
        const { value, done: ended } = await reader.read();
        if (ended) break;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const message: SseMessage = { event: 'message', data: '' };
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) message.event = 'comment';
            else if (line.startsWith('event: ')) message.event = line.slice(7);
            else if (line.startsWith('data: ')) message.data += line.slice(6);
          }
          queue.push(message);
          end = buffer.indexOf('\n\n');
        }
        waiting?.();
      }
    } catch {
      // cancelled
    } finally {
      done = true;
      waiting?.();
    }
  })();

  return {
    /** The next message matching `accept`, skipping others; rejects after `timeoutMs`. */
    async next(accept: (m: SseMessage) => boolean = () => true, timeoutMs = 3_000): Promise<SseMessage> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = queue.findIndex(accept);
        if (index >= 0) return queue.splice(index, 1)[0] as SseMessage;
        queue.length = 0;
        if (done) throw new Error('stream ended');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('timed out waiting for a live message');
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiting = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    },
    async close() {
      await reader.cancel().catch(() => {});
      await pump;
    },
  };
}
