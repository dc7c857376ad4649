import pino from 'pino';

/**
 * Structured JSON logs, to stdout unless given another destination (a terminal gets
 * `prettyLogStream`). Redaction is a second line of defence: request logs carry the path only,
 * never the query string, cookies or authorization headers.
 */
export function createLogger(level: string, destination?: pino.DestinationStream) {
  const options: pino.LoggerOptions = {
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
  };
  return destination ? pino(options, destination) : pino(options);
}

export type Logger = pino.Logger;
