// Documents under /api/account (spec 7.2 GET and POST documents): list, upload (checked by
// content), and the bytes of one document for download or viewing.
import type { NextFunction, Request, Response } from 'express';
import multer from 'multer';
import { badRequest } from '../api/errors.js';
import { requiredQuery } from '../api/validation.js';
import { accountText } from '../account-text/text.js';
import {
  checkUploadRoom,
  documentContent,
  listDocuments,
  MAX_UPLOAD_BYTES,
  storeUpload,
  uploadMessages,
} from '../documents.js';
import { localeOfRequest } from '../i18n/server-text.js';
import { findOwnService } from '../services.js';
import { createGate, MAX_CONCURRENT_UPLOADS, MAX_WAITING_UPLOADS } from '../upload-gate.js';
import { ACCOUNT_BASE } from './account.js';
import { currentUser } from './current-user.js';
import type { RouteModule } from './types.js';

// One file in memory; one byte over the limit is enough to know it is too large.
const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 },
}).single('file');

/** The server's one upload gate (exported so tests can read its peak). */
export const uploadGate = createGate(MAX_CONCURRENT_UPLOADS, MAX_WAITING_UPLOADS);

/** Runs multer and turns its errors (too large, wrong field, not multipart) into 400s. */
function receiveFile(req: Request, res: Response, next: NextFunction) {
  const locale = localeOfRequest(req);
  const t = accountText.t(locale);
  upload(req, res, (error: unknown) => {
    if (!error) return next();
    if (error instanceof multer.MulterError) {
      if (error.code === 'LIMIT_FILE_SIZE') {
        return next(badRequest(uploadMessages(locale).tooLarge));
      }
      if (error.code === 'LIMIT_UNEXPECTED_FILE' || error.code === 'LIMIT_FILE_COUNT') {
        return next(badRequest(t('upload.oneFile')));
      }
      // multer's own reason stays as multer says it.
      return next(badRequest(t('upload.invalid', { reason: error.message })));
    }
    return next(badRequest(t('upload.notMultipart')));
  });
}

/** Content-Disposition value that survives any file name. */
function disposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const documentRoutes: RouteModule = {
  mount(app, { db }) {
    const service = (req: Request) =>
      findOwnService(
        db,
        req.auth?.userId ?? '',
        requiredQuery(req.query, 'serviceName'),
        localeOfRequest(req),
      );

    app.get(`${ACCOUNT_BASE}/documents`, async (req, res) => {
      const target = service(req);
      const customer = currentUser(db, req);
      const list = await listDocuments(db, target, customer, localeOfRequest(req));
      res.set('Cache-Control', 'no-store').json(list);
    });

    // The service is checked before the body is read: nobody uploads 10 MB to be told 404.
    const ownServiceFirst = (req: Request, _res: Response, next: NextFunction) => {
      service(req);
      next();
    };
    // No room: said before the body is read. Then wait for a place to read it (upload-gate.ts).
    const roomFirst = (req: Request, _res: Response, next: NextFunction) => {
      checkUploadRoom(db, service(req), localeOfRequest(req));
      next();
    };
    const onePlace = async (req: Request, res: Response, next: NextFunction) => {
      const release = await uploadGate.enter(localeOfRequest(req));
      res.on('close', release);
      res.on('finish', release);
      next();
    };
    app.post(
      `${ACCOUNT_BASE}/documents`,
      ownServiceFirst,
      roomFirst,
      onePlace,
      receiveFile,
      async (req, res) => {
        const target = service(req);
        res
          .status(201)
          .json(await storeUpload(db, target, req.file, new Date(), localeOfRequest(req)));
      },
    );

    app.get(`${ACCOUNT_BASE}/documents/:id/content`, async (req, res) => {
      const target = service(req);
      const customer = currentUser(db, req);
      // The account centre fetches the bytes with its API client, which sends Accept-Language.
      const { content, contentType, fileName } = await documentContent(
        db,
        target,
        customer,
        String(req.params.id),
        localeOfRequest(req),
      );
      const kind = req.query.disposition === 'inline' ? 'inline' : 'attachment';
      res
        .set({
          'Cache-Control': 'private, no-store',
          'Content-Type': contentType,
          'Content-Disposition': disposition(kind, fileName),
          'X-Content-Type-Options': 'nosniff',
        })
        .send(content);
    });
  },
};
