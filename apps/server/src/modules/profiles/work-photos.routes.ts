// Photos of a worker's past work: the worker adds, captions and removes their own; anyone signed in sees them
// on the public profile; staff take one down with a reason.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  removeWorkPhotoRequestSchema,
  staffDecisionResponseSchema,
  workPhotoCaptionRequestSchema,
  workPhotoCaptionSchema,
  workPhotoResponseSchema,
  workPhotosResponseSchema,
} from '@kaamsetu/contract';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.js';
import { readMultipartForm } from '../../http/multipart.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../auth/auth-context.js';
import { authenticateStaff, authenticateUser, signedInStaff, signedInUser } from '../auth/authenticate.js';
import type { ProfilesContext } from './profiles-context.js';
import * as workPhotos from './work-photos.service.js';

const tags = ['work photos'];
const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.uuid() });
const removedResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export function workPhotoRoutes(auth: AuthContext, ctx: ProfilesContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticateUser(auth));

    app.get(
      '/api/profiles/:id/work-photos',
      {
        schema: {
          tags,
          security,
          summary: "Photos of a worker's past work, as their public profile shows them",
          params: idParams,
          response: { 200: workPhotosResponseSchema, ...errorResponses(400, 401, 404) },
        },
      },
      (request) => workPhotos.workPhotosOf(ctx, signedInUser(request).id, request.params.id),
    );

    app.post(
      '/api/work-photos',
      {
        schema: {
          tags,
          security,
          summary: 'Add a photo of your work (Labourers; multipart: `file` and an optional `caption`; at most 6)',
          consumes: ['multipart/form-data'],
          response: { 201: workPhotoResponseSchema, ...errorResponses(400, 401, 403, 409, 413, 415) },
        },
      },
      async (request, reply) => {
        const { fields, file } = await readMultipartForm(request);
        const caption = workPhotoCaptionSchema.safeParse(fields.caption ?? '');
        if (!caption.success) {
          throw new AppError('VALIDATION_FAILED', caption.error.issues[0]?.message ?? 'Invalid caption', {
            field: 'caption',
          });
        }
        const user = signedInUser(request);
        const added = await workPhotos.addWorkPhoto(ctx, { id: user.id, role: user.role }, file, caption.data);
        return reply.code(201).send(added);
      },
    );

    app.patch(
      '/api/work-photos/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Change the caption of one of your work photos',
          params: idParams,
          body: workPhotoCaptionRequestSchema,
          response: { 200: workPhotoResponseSchema, ...errorResponses(400, 401, 404) },
        },
      },
      (request) => workPhotos.captionWorkPhoto(ctx, signedInUser(request).id, request.params.id, request.body.caption),
    );

    app.delete(
      '/api/work-photos/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Remove one of your work photos',
          params: idParams,
          response: { 200: removedResponseSchema, ...errorResponses(400, 401, 404) },
        },
      },
      (request) => workPhotos.deleteOwnWorkPhoto(ctx, signedInUser(request).id, request.params.id),
    );
  };
}

export function staffWorkPhotoRoutes(auth: AuthContext, ctx: ProfilesContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticateStaff(auth));

    app.get(
      '/api/staff/people/:id/work-photos',
      {
        schema: {
          tags: ['staff: people'],
          security,
          summary: "A person's work photos, for staff to check",
          params: idParams,
          response: { 200: workPhotosResponseSchema, ...errorResponses(400, 401, 403) },
        },
      },
      (request) => workPhotos.workPhotosForStaff(ctx, request.params.id),
    );

    app.post(
      '/api/staff/work-photos/:id/remove',
      {
        schema: {
          tags: ['staff: people'],
          security,
          summary: "Take down a worker's work photo, with a reason (audited)",
          params: idParams,
          body: removeWorkPhotoRequestSchema,
          response: { 200: staffDecisionResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (request) =>
        workPhotos.removeWorkPhotoByStaff(ctx, signedInStaff(request).id, request.params.id, request.body.reason),
    );
  };
}
