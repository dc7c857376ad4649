import { describe, expect, it } from 'vitest';
import { z } from './zod';

describe('shared zod', () => {
  it('never compiles parsers with eval, which our CSP refuses in the browser', () => {
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).safeParse({ a: 'x' }).success).toBe(true);
  });
});
