import { describe, expect, it } from 'vitest';
import { AppError, pathId } from './errors';

describe('an id from a path', () => {
  it('is given back in lower case when it is a UUID', () => {
    expect(pathId('AB1E0000-0000-4000-8000-00000000A001', 'No such ban.')).toBe(
      'ab1e0000-0000-4000-8000-00000000a001',
    );
  });

  it("answers the missing thing's 404 otherwise, before any query", () => {
    for (const raw of ['', 'not-a-uuid', '1', "00000000-0000-4000-8000-00000000000' or 1=1"]) {
      const refused = (() => {
        try {
          pathId(raw, 'No such ban.');
        } catch (error) {
          return error;
        }
      })();
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({ status: 404, code: 'not_found', message: 'No such ban.' });
    }
  });
});
