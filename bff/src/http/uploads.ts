import multer from '@koa/multer';
import { AppError } from '@workbench/core';
import type { Middleware } from 'koa';
import type { State } from './context.ts';

/**
 * Multipart parsing into memory with hard limits: files of at most `maxBytes`, `maxFiles` of them in `field`,
 * and small text fields. Names with non-ASCII characters keep them (UTF-8 part headers).
 */
export function uploadFields(field: string, options: { maxBytes: number; maxFiles: number }): Middleware<State> {
  const upload = multer({
    storage: multer.memoryStorage(),
    defParamCharset: 'utf8',
    limits: { fileSize: options.maxBytes, files: options.maxFiles, fields: 20, fieldSize: 64 * 1024, parts: 40 },
  } as multer.Options);
  const parse = upload.array(field, options.maxFiles) as unknown as Middleware<State>;
  return async (ctx, next) => {
    ctx.state.uploadField = field;
    try {
      await parse(ctx, async () => undefined);
    } catch (error) {
      throw unreadableUpload(error);
    }
    await next();
  };
}

/**
 * A body the multipart parser chokes on (no boundary, cut off, malformed part headers) is the client's
 * mistake: 400, not a defect. Multer's own limit errors pass on to their precise messages.
 */
function unreadableUpload(error: unknown): unknown {
  if (error instanceof AppError || (error as { name?: string })?.name === 'MulterError') return error;
  return AppError.invalid(UNREADABLE_UPLOAD);
}

export const UNREADABLE_UPLOAD = 'The upload could not be read';

export interface UploadedFile {
  originalname: string;
  mimetype: string;
  buffer: Buffer;
  size: number;
}

export function uploadedFiles(ctx: { request: { files?: unknown } }): UploadedFile[] {
  const files = ctx.request.files;
  return Array.isArray(files) ? (files as UploadedFile[]) : [];
}

export const isMultipart = (ctx: { is: (type: string) => string | false | null }) => !!ctx.is('multipart/form-data');
