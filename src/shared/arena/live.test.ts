import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './live';

describe('reconnectDelay', () => {
  it('backs off 1, 2, 5, 10 s then stays at 10 s', () => {
    expect([0, 1, 2, 3, 4, 5, 50].map(reconnectDelay)).toEqual([
      1000, 2000, 5000, 10000, 10000, 10000, 10000,
    ]);
  });
});
