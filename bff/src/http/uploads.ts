import multer from '@koa/multer';
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
    await parse(ctx, next);
  };
}

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
