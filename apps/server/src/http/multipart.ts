// Reads a multipart form with at most one file. The spec's clients send the text "undefined" in `file`
// when no photo was chosen; that, an empty file or no file at all all mean "no new photo".
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { PHOTO_MAX_BYTES, profileMessages } from '@kaamsetu/contract';
import { AppError } from '../lib/errors.js';
import { serverMessage } from '../lib/language.js';
import { containsNul, refuseNulText } from './text-guard.js';

export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 40, fieldSize: 4_000, parts: 42 },
  });
}

export interface MultipartForm {
  fields: Record<string, string>;
  file: Buffer | undefined;
}

export async function readMultipartForm(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data');
  }
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && bytes.length > 0) file = bytes;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', profileMessages.photoTooLarge);
    }
    // The plugin's own limits (too many parts, fields or files) carry their 4xx status.
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status < 500) throw error;
    // Anything else is the form itself: no boundary, a truncated body, malformed part headers.
    throw new AppError('VALIDATION_FAILED', serverMessage('invalidRequest', request.headers['accept-language']));
  }
  if (containsNul(fields)) throw refuseNulText(request.headers['accept-language']);
  // A text field called `file` (e.g. "undefined") is not a photo.
  delete fields.file;
  return { fields, file };
}
