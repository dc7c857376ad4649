import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validForms } from '../../shared/test/form-fixtures';
import { createTestApp, type TestApp, type TestBrowser } from '../test/test-app';
import type { ErrorBody } from './errors';

let app: TestApp & TestBrowser;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('control characters in input', () => {
  it('refuses NUL in a JSON field with 400 naming the field', async () => {
    const res = await app.post<ErrorBody>('/api/auth/demo', { username: 'Nul\u0000Name' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields ?? {})).toEqual(['username']);
  });

  it('names nested and form fields, and still accepts line breaks and tabs', async () => {
    const browser = app.browser();
    expect((await browser.post('/api/auth/demo', { username: 'ControlChars' })).status).toBe(200);
    const refused = await browser.post<ErrorBody>('/api/forms/bug-reports', {
      ...validForms.bug,
      description: 'Crash\u0000here',
      actual_behavior: 'bell\u0007',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({
      description: [expect.stringMatching(/control characters/)],
      actual_behavior: [expect.stringMatching(/control characters/)],
    });
    const multiLine = await browser.post('/api/forms/bug-reports', {
      ...validForms.bug,
      description: 'Line one\r\nLine two\twith a tab',
    });
    expect(multiLine.status).toBe(201);
  });

  it('refuses NUL in the path and in query values with 400 instead of a database error', async () => {
    const browser = app.browser();
    await browser.post('/api/auth/demo', { username: 'ControlPaths' });
    const path = await browser.json<ErrorBody>('/api/shop/purchases/by-session/cs_%00');
    expect(path.status).toBe(400);
    expect(path.body.error.fields).toHaveProperty('path');
    const query = await browser.json<ErrorBody>('/api/arena/ladder?limit=%00');
    expect(query.status).toBe(400);
    expect(query.body.error.fields).toHaveProperty('limit');
  });
});
