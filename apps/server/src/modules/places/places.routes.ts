// The gazetteer over HTTP. Public: the place picker also serves sign-up and the public pages, and it tells
// nothing about anyone.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  placeIdSchema,
  placeListResponseSchema,
  placeResponseSchema,
  placeSuggestQuerySchema,
} from '@kaamsetu/contract';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { errorResponses } from '../../http/error-responses.js';
import { getPlace, suggestPlaces } from './places.service.js';

// Places change only with a release: browsers and the service worker may keep answers for a day.
const CACHE_CONTROL = 'public, max-age=86400';

export function placeRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/places',
      {
        schema: {
          tags: ['places'],
          summary:
            'Indian places whose name (in Latin, Devanagari or Tamil letters) begins with q, biggest first, ' +
            'each with its name in the language lang where the gazetteer has one',
          querystring: placeSuggestQuerySchema,
          response: { 200: placeListResponseSchema, ...errorResponses(400) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', CACHE_CONTROL);
        return { places: await suggestPlaces(db, request.query.q, request.query.limit, request.query.lang) };
      },
    );

    app.get(
      '/api/places/:id',
      {
        schema: {
          tags: ['places'],
          summary: 'One place of the gazetteer',
          params: z.object({ id: placeIdSchema }),
          response: { 200: placeResponseSchema, ...errorResponses(400, 404) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', CACHE_CONTROL);
        return { place: await getPlace(db, request.params.id) };
      },
    );
  };
}
