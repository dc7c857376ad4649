import pino from 'pino';

/**
 * Structured JSON logs. Redaction is a second line of defence: request logs carry the path only,
 * never the query string, cookies or authorization headers.
 */
export function createLogger(level: string) {
  return pino({
    level,
    base: { service: 'web' },
    redact: {
      paths: [
        'token',
        '*.token',
        'accessToken',
        '*.accessToken',
        'refreshToken',
        'secret',
        '*.secret',
        'headers.cookie',
        'headers.authorization',
        'req.headers.cookie',
        'req.headers.authorization',
      ],
      censor: '[redacted]',
    },
  });
}

export type Logger = pino.Logger;
