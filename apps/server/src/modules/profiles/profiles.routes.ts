// The spec's profile API (section 7) plus the web app's search and public profile view.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availabilityRequestSchema,
  ownPositionResponseSchema,
  ownPositionSchema,
  availabilityResponseSchema,
  callerIdRequestSchema,
  getProfileRequestSchema,
  getProfileResponseSchema,
  profileFieldsSchema,
  profileListResponseSchema,
  profileSavedResponseSchema,
  publicProfileResponseSchema,
  searchProfilesQuerySchema,
  searchQuerySchema,
  searchResponseSchema,
} from '@kaamsetu/contract';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.js';
import { readMultipartForm } from '../../http/multipart.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../auth/auth-context.js';
import { authenticateUser, signedInUser } from '../auth/authenticate.js';
import * as profilesService from './profiles.service.js';
import type { ProfileForm } from './profiles.service.js';
import type { ProfilesContext } from './profiles-context.js';

const tags = ['profiles'];
const security = [{ bearerAuth: [] }];

function caller(request: Parameters<typeof signedInUser>[0]): profilesService.Caller {
  const user = signedInUser(request);
  return { id: user.id, role: user.role, phone: user.phone };
}

export function profileRoutes(auth: AuthContext, ctx: ProfilesContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticateUser(auth));

    app.post(
      '/api/users/protected/get-profile',
      {
        schema: {
          tags,
          security,
          summary: "The caller's own profile, contact number included",
          body: getProfileRequestSchema,
          response: { 200: getProfileResponseSchema, ...errorResponses(400, 401, 403) },
        },
      },
      (request) => profilesService.getOwnProfile(ctx, caller(request), request.body.id, request.body.userTypeRequired),
    );

    app.post(
      '/api/users/protected/update-profile',
      {
        schema: {
          tags,
          security,
          summary: "Edit the caller's own profile",
          body: profileFieldsSchema,
          response: { 200: profileSavedResponseSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        const saved = await profilesService.saveProfile(ctx, caller(request), { fields: request.body, form: 'edit' });
        auth.sessions.forget(signedInUser(request).id); // the name may have changed
        return saved;
      },
    );

    for (const [path, form] of [
      ['/api/users/protected/labourer/profile', 'Labourer'],
      ['/api/users/protected/employer/profile', 'Employer'],
    ] as const satisfies readonly (readonly [string, ProfileForm])[]) {
      app.post(
        path,
        {
          schema: {
            tags,
            security,
            summary: `Complete a ${form}'s profile (multipart form with an optional photo in \`file\`)`,
            consumes: ['multipart/form-data'],
            response: { 200: profileSavedResponseSchema, ...errorResponses(400, 401, 403, 413, 415) },
          },
        },
        async (request) => {
          const { fields, file } = await readMultipartForm(request);
          const parsed = profileFieldsSchema.safeParse(fields);
          if (!parsed.success) {
            const issue = parsed.error.issues[0];
            throw new AppError('VALIDATION_FAILED', issue?.message ?? 'Invalid form', {
              field: issue?.path.join('.'),
            });
          }
          const saved = await profilesService.saveProfile(ctx, caller(request), {
            fields: parsed.data,
            photo: file,
            form,
          });
          auth.sessions.forget(signedInUser(request).id); // the name may have changed
          return saved;
        },
      );
    }

    app.post(
      '/api/users/protected/get-random-profiles',
      {
        schema: {
          tags,
          security,
          summary: "Today's Top Performers",
          body: callerIdRequestSchema,
          response: { 200: profileListResponseSchema, ...errorResponses(400, 401, 403) },
        },
      },
      (request) => profilesService.topPerformers(ctx, caller(request), request.body.id),
    );

    app.post(
      '/api/users/protected/search-profiles',
      {
        schema: {
          tags,
          security,
          summary: 'Search profiles (the spec endpoint); an empty query gives the top performers',
          querystring: searchProfilesQuerySchema,
          body: callerIdRequestSchema,
          response: { 200: profileListResponseSchema, ...errorResponses(400, 401, 403) },
        },
      },
      (request) => profilesService.searchForCaller(ctx, caller(request), request.body.id, request.query.query),
    );

    app.get(
      '/api/search/profiles',
      {
        schema: {
          tags,
          security,
          summary: 'Search with filters and paging',
          querystring: searchQuerySchema,
          response: { 200: searchResponseSchema, ...errorResponses(400, 401) },
        },
      },
      (request) => profilesService.search(ctx, caller(request), request.query),
    );

    app.put(
      '/api/me/availability',
      {
        schema: {
          tags,
          security,
          summary: '"Free today" or "Free tomorrow" (workers); null takes it back. It lapses after that India day',
          body: availabilityRequestSchema,
          response: { 200: availabilityResponseSchema, ...errorResponses(400, 401, 403) },
        },
      },
      (request) => profilesService.setAvailability(ctx, signedInUser(request).id, request.body.day),
    );

    app.put(
      '/api/me/position',
      {
        schema: {
          tags,
          security,
          summary: "Measure distances to me from my phone's position (rounded to about 1 km) instead of my place",
          body: ownPositionSchema,
          response: { 200: ownPositionResponseSchema, ...errorResponses(400, 401, 409) },
        },
      },
      (request) => profilesService.setOwnPosition(ctx, signedInUser(request).id, request.body),
    );

    app.delete(
      '/api/me/position',
      {
        schema: {
          tags,
          security,
          summary: 'Measure distances to me from my place again, forgetting the position I shared',
          response: { 200: ownPositionResponseSchema, ...errorResponses(401, 409) },
        },
      },
      (request) => profilesService.setOwnPosition(ctx, signedInUser(request).id, null),
    );

    app.get(
      '/api/profiles/:id',
      {
        schema: {
          tags,
          security,
          summary: "Another person's public profile (never their number)",
          params: z.object({ id: z.uuid() }),
          response: { 200: publicProfileResponseSchema, ...errorResponses(400, 401, 404) },
        },
      },
      (request) => profilesService.publicProfile(ctx, caller(request), request.params.id),
    );
  };
}
