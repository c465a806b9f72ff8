// Staff sign-in for the Admin and Employee portals.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOtpRequestSchema,
  adminOtpVerifySchema,
  employeeOtpRequestSchema,
  employeeOtpVerifySchema,
  messageResponseSchema,
  otpSentResponseSchema,
  staffMeResponseSchema,
  staffSessionResponseSchema,
} from '@kaamsetu/contract';
import { errorResponses } from '../../http/error-responses.js';
import { preferredLanguage } from '../../lib/language.js';
import { requestMeta } from '../../lib/request-meta.js';
import type { AuthContext } from './auth-context.js';
import { authenticateStaff, signedInStaff } from './authenticate.js';
import * as staffAuthService from './staff-auth.service.js';

const tags = ['staff sign-in'];

export function staffAuthRoutes(ctx: AuthContext): FastifyPluginAsyncZod {
  return async (app) => {
    const sent = { 200: otpSentResponseSchema, ...errorResponses(400, 401, 404, 429, 503) };
    const session = { 200: staffSessionResponseSchema, ...errorResponses(400, 401, 404, 429) };

    app.post(
      '/api/staff/admin/otp',
      { schema: { tags, summary: 'Admin: passcode, then a code by SMS', body: adminOtpRequestSchema, response: sent } },
      (request) => staffAuthService.requestAdminOtp(ctx, request.body.passcode, requestMeta(request)),
    );
    app.post(
      '/api/staff/admin/verify',
      { schema: { tags, summary: 'Admin: sign in with the code', body: adminOtpVerifySchema, response: session } },
      (request) => staffAuthService.verifyAdmin(ctx, request.body, requestMeta(request)),
    );
    app.post(
      '/api/staff/employee/otp',
      {
        schema: {
          tags,
          summary: 'Employee: user id, then a code by SMS',
          body: employeeOtpRequestSchema,
          response: sent,
        },
      },
      (request) => staffAuthService.requestEmployeeOtp(ctx, request.body.userId, requestMeta(request)),
    );
    app.post(
      '/api/staff/employee/verify',
      {
        schema: { tags, summary: 'Employee: sign in with the code', body: employeeOtpVerifySchema, response: session },
      },
      (request) => staffAuthService.verifyEmployee(ctx, request.body, requestMeta(request)),
    );

    app.get(
      '/api/staff/me',
      {
        onRequest: authenticateStaff(ctx),
        schema: {
          tags,
          summary: 'Who the staff session belongs to',
          security: [{ bearerAuth: [] }],
          response: { 200: staffMeResponseSchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => {
        const staff = signedInStaff(request);
        return {
          success: true as const,
          staff: { id: staff.id, name: staff.name, role: staff.role, userId: staff.staffCode },
        };
      },
    );

    app.post(
      '/api/staff/logout',
      {
        onRequest: authenticateStaff(ctx),
        schema: {
          tags,
          summary: 'End every session of the staff member',
          security: [{ bearerAuth: [] }],
          response: { 200: messageResponseSchema, ...errorResponses(401, 403) },
        },
      },
      (request) =>
        staffAuthService.staffLogout(
          ctx,
          signedInStaff(request).id,
          preferredLanguage(request.headers['accept-language']),
        ),
    );
  };
}
