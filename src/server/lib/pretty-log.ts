/**
 * Human-readable logs for someone watching `npm start` in a terminal. pino still writes JSON; this
 * stream turns each line into "12:04:31 INFO  message key=value" and drops the lines caused by
 * the demo simulator's calls, which would otherwise scroll everything else away every few seconds.
 * Never used in production or when stdout is not a terminal (log collectors want the JSON).
 */
import { Writable } from 'node:stream';

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};

/** pino's own fields, shown in the line's head rather than as key=value. */
const HEAD_FIELDS = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'service']);

export function wantsPrettyLogs(options: { isTTY: boolean | undefined; isProduction: boolean }): boolean {
  return options.isTTY === true && !options.isProduction;
}

const showValue = (value: unknown) =>
  typeof value === 'string' && !/\s/.test(value) ? value : JSON.stringify(value);

/** One JSON log line as text, or null for a line a person at the terminal does not need. */
export function formatLogLine(line: string): string | null {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line.trimEnd() || null;
  }
  if (entry.simulator === true) return null;
  const time = new Date(typeof entry.time === 'number' ? entry.time : Date.now()).toTimeString().slice(0, 8);
  const level = LEVELS[entry.level as number] ?? 'INFO ';
  const err = entry.err as { stack?: string; message?: string } | undefined;
  const fields = Object.entries(entry)
    .filter(([key]) => !HEAD_FIELDS.has(key) && key !== 'err')
    .map(([key, value]) => `${key}=${showValue(value)}`);
  const text = [time, level, String(entry.msg ?? ''), ...fields].join(' ');
  return err ? `${text}\n${err.stack ?? err.message ?? ''}` : text;
}

export function prettyLogStream(out: NodeJS.WritableStream = process.stdout): Writable {
  let pending = '';
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const text = formatLogLine(line);
        if (text !== null) out.write(`${text}\n`);
      }
      done();
    },
  });
}
