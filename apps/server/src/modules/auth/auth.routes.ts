// The spec's sign-up and login API for people (section 7), exactly as existing clients call it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginRequestSchema,
  loginVerifySchema,
  messageResponseSchema,
  otpRequestSchema,
  otpSentResponseSchema,
  otpVerifySchema,
  signupVerifySchema,
  languageRequestSchema,
  languageResponseSchema,
  protectedResponseSchema,
  sessionResponseSchema,
} from '@kaamsetu/contract';
import { errorResponses } from '../../http/error-responses.js';
import { preferredLanguage } from '../../lib/language.js';
import { requestMeta } from '../../lib/request-meta.js';
import type { AuthContext } from './auth-context.js';
import * as authService from './auth.service.js';
import { authenticateUser, signedInUser } from './authenticate.js';

const tags = ['accounts'];

export function authRoutes(ctx: AuthContext): FastifyPluginAsyncZod {
  return async (app) => {
    const sendSchema = {
      tags,
      body: otpRequestSchema,
      response: { 200: otpSentResponseSchema, ...errorResponses(400, 404, 409, 429, 503) },
    };
    const verifySchema = {
      tags,
      body: otpVerifySchema,
      response: { 200: sessionResponseSchema, ...errorResponses(400, 404, 409, 429) },
    };
    // Logging in (and a resend, which may follow a login) needs the number alone; name and role are optional.
    const loginSendSchema = { ...sendSchema, body: loginRequestSchema };

    app.post('/api/users/signup', { schema: { ...sendSchema, summary: 'Send a sign-up code' } }, (request) =>
      authService.requestSignupOtp(ctx, request.body, requestMeta(request)),
    );
    app.post('/api/users/login', { schema: { ...loginSendSchema, summary: 'Send a login code' } }, (request) =>
      authService.requestLoginOtp(ctx, request.body, requestMeta(request)),
    );
    app.post('/api/users/resend-otp', { schema: { ...loginSendSchema, summary: 'Send the code again' } }, (request) =>
      authService.resendOtp(ctx, request.body, requestMeta(request)),
    );
    app.post(
      '/api/users/signup-otp-verify',
      {
        schema: {
          ...verifySchema,
          body: signupVerifySchema,
          summary: 'Create the account with the sign-up code and consent to the privacy notice',
        },
      },
      (request) => authService.verifySignup(ctx, request.body, requestMeta(request)),
    );
    app.post(
      '/api/users/otp-verify',
      { schema: { ...verifySchema, body: loginVerifySchema, summary: 'Log in with the login code' } },
      (request) => authService.verifyLogin(ctx, request.body, requestMeta(request)),
    );

    app.get(
      '/api/users/protected',
      {
        onRequest: authenticateUser(ctx),
        schema: {
          tags,
          summary: 'Who the session belongs to',
          security: [{ bearerAuth: [] }],
          response: { 200: protectedResponseSchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => {
        const user = signedInUser(request);
        return {
          success: true as const,
          user: { id: user.id, name: user.name, userType: user.role, phone: user.phone, language: user.language },
        };
      },
    );

    app.put(
      '/api/me/language',
      {
        onRequest: authenticateUser(ctx),
        schema: {
          tags,
          summary: 'The language the person reads (their pages and SMS texts)',
          security: [{ bearerAuth: [] }],
          body: languageRequestSchema,
          response: { 200: languageResponseSchema, ...errorResponses(400, 401, 403) },
        },
      },
      (request) => authService.chooseLanguage(ctx, signedInUser(request).id, request.body.language),
    );

    app.post(
      '/api/users/logout',
      {
        onRequest: authenticateUser(ctx),
        schema: {
          tags,
          summary: 'End every session of the caller',
          security: [{ bearerAuth: [] }],
          response: { 200: messageResponseSchema, ...errorResponses(401, 403) },
        },
      },
      (request) =>
        authService.logout(ctx, signedInUser(request).id, preferredLanguage(request.headers['accept-language'])),
    );
  };
}
