// JSON errors for the API: every failure answers `{ message, ... }` with a 4xx/5xx status.
import type { ErrorRequestHandler, RequestHandler } from 'express';

/** Throw from a handler to answer `status` with `{ message, ...extra }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 400 with a message: the request body or query is not what the endpoint accepts. */
export function badRequest(message: string): HttpError {
  return new HttpError(400, message);
}

/** The last handler under `/api`: unknown paths get a JSON 404, not the SPA. */
export const apiNotFound: RequestHandler = (req, res) => {
  res
    .status(404)
    .json({ message: `No API endpoint ${req.method} ${req.originalUrl.split('?')[0]}.` });
};

interface ParserError {
  type?: string;
  status?: number;
  statusCode?: number;
  expose?: boolean;
  message?: string;
}

/**
 * Turns anything thrown into a JSON answer (body-parser failures included) so a bad request
 * never crashes the process or leaks a stack trace.
 */
export const jsonErrorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) return next(error);
  if (error instanceof HttpError) {
    res.status(error.status).json({ message: error.message, ...error.extra });
    return;
  }
  const parserError = error as ParserError;
  if (parserError.type === 'entity.parse.failed') {
    res.status(400).json({ message: 'The request body is not valid JSON.' });
    return;
  }
  if (parserError.type === 'entity.too.large') {
    res.status(413).json({ message: 'The request body is too large.' });
    return;
  }
  const status = parserError.status ?? parserError.statusCode;
  if (status && status >= 400 && status < 500) {
    res.status(status).json({
      message: parserError.expose && parserError.message ? parserError.message : 'Bad request.',
    });
    return;
  }
  console.error(`[server] ${req.method} ${req.originalUrl} failed:`, error);
  res.status(500).json({ message: 'Something went wrong on the server.' });
};
