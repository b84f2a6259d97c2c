import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multer from '@koa/multer';
import { AppError, type IncomingFile } from '@workbench/core';
import { documentMimeType } from './content-type.ts';
import type { Middleware } from 'koa';
import type { State } from './context.ts';

export const FILES_TOO_LARGE = 'The files are too large';

interface UploadOptions {
  /** Largest file. */
  maxBytes: number;
  maxFiles: number;
  /** Largest sum of all files of one request; at most maxBytes when one file is allowed. */
  maxTotalBytes?: number;
  /** Where the files wait while the request is handled (a folder of its own per request); the OS temp dir by default. */
  tmpDir?: string;
}

/** One request's files on disk: its own folder and the bytes received so far. */
interface Spool {
  dir: string;
  files: number;
  bytes: number;
}

/**
 * Multipart parsing with hard limits: files of at most `maxBytes`, `maxFiles` of them in `field`, together
 * at most `maxTotalBytes` (413 `The files are too large`, counted as the bytes arrive), and small text fields.
 * Files stream to a temporary folder, not into memory; the folder is deleted when the request is done,
 * whether it succeeded or failed. Names with non-ASCII characters keep them (UTF-8 part headers).
 */
export function uploadFields(field: string, options: UploadOptions): Middleware<State> {
  const maxTotalBytes = options.maxTotalBytes ?? options.maxBytes * options.maxFiles;
  const spools = new WeakMap<IncomingMessage, Spool>();
  const upload = multer({
    storage: spoolStorage(spools, maxTotalBytes),
    defParamCharset: 'utf8',
    limits: { fileSize: options.maxBytes, files: options.maxFiles, fields: 20, fieldSize: 64 * 1024, parts: 40 },
  } as multer.Options);
  const parse = upload.array(field, options.maxFiles) as unknown as Middleware<State>;
  return async (ctx, next) => {
    ctx.state.uploadField = field;
    const dir = await mkdtemp(join(options.tmpDir ?? tmpdir(), 'workbench-upload-'));
    spools.set(ctx.req, { dir, files: 0, bytes: 0 });
    try {
      try {
        await parse(ctx, async () => undefined);
      } catch (error) {
        throw unreadableUpload(error);
      }
      await next();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
}

/** A multer storage engine writing each file into the request's folder, counting the request's bytes. */
function spoolStorage(spools: WeakMap<IncomingMessage, Spool>, maxTotalBytes: number) {
  return {
    _handleFile(
      req: IncomingMessage,
      file: { stream: NodeJS.ReadableStream },
      done: (error: unknown, info?: { path: string; size: number }) => void,
    ) {
      const spool = spools.get(req);
      if (!spool) return done(new Error('upload received outside uploadFields'));
      const path = join(spool.dir, String(spool.files++));
      let size = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, next) {
          size += chunk.length;
          spool.bytes += chunk.length;
          if (spool.bytes > maxTotalBytes) next(new AppError('too_large', FILES_TOO_LARGE));
          else next(null, chunk);
        },
      });
      pipeline(file.stream, counted, createWriteStream(path, { flags: 'wx', mode: 0o600 })).then(
        () => done(null, { path, size }),
        (error) => done(error),
      );
    },
    _removeFile(_req: IncomingMessage, file: { path?: string }, done: (error: Error | null) => void) {
      if (!file.path) return done(null);
      rm(file.path, { force: true }).then(() => done(null), done);
    },
  } as unknown as multer.StorageEngine;
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

/** A received file, waiting on disk until the request is done. */
export interface UploadedFile {
  originalname: string;
  mimetype: string;
  path: string;
  size: number;
}

export function uploadedFiles(ctx: { request: { files?: unknown } }): UploadedFile[] {
  const files = ctx.request.files;
  return Array.isArray(files) ? (files as UploadedFile[]) : [];
}

/** The bytes of a received file. */
export async function uploadedBytes(file: UploadedFile): Promise<Uint8Array> {
  const buffer = await readFile(file.path);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

export const isMultipart = (ctx: { is: (type: string) => string | false | null }) => !!ctx.is('multipart/form-data');

/**
 * An uploaded file as core takes it: its type established from its content, not its name. An empty file has
 * no content to tell its type by; it goes on untyped, so core refuses it for being empty rather than this
 * calling it an unsupported format.
 */
export async function incomingFile(file: UploadedFile): Promise<IncomingFile> {
  const bytes = await uploadedBytes(file);
  if (bytes.byteLength === 0) return { filename: file.originalname, mimeType: UNTYPED, bytes };
  return { filename: file.originalname, mimeType: await documentMimeType(bytes, file.originalname), bytes };
}

/** An uploaded file as it was sent: its bytes under its name, its type not told from them. */
export async function sentFile(file: UploadedFile): Promise<IncomingFile> {
  return { filename: file.originalname, mimeType: UNTYPED, bytes: await uploadedBytes(file) };
}

const UNTYPED = 'application/octet-stream';
