// Notifications (issues 17 and 21): the in-app inbox a person reads, and their choice about job SMS. Each entry
// is written once, in the person's language, when something happens that concerns them; the SMS that may go
// with it waits in a durable outbox on the server (docs/decisions/022-notifications.md).
import { z } from 'zod';
import { notificationKinds } from './notifications-rules.js';

export const notificationKindSchema = z.enum(notificationKinds);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

export const notificationSchema = z.object({
  /** Ids grow with time: the newest entry has the highest. */
  id: z.string(),
  kind: notificationKindSchema,
  jobId: z.string().optional(),
  /** The work agreement the entry is about (kind "agreement"). */
  agreementId: z.string().optional(),
  /** In the language the person read when it was written. */
  text: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/me/notifications?cursor=: the caller's inbox, newest first, a page at a time. */
export const notificationsQuerySchema = z.object({ cursor: z.string().max(200).optional() });
export type NotificationsQuery = z.input<typeof notificationsQuerySchema>;
export const notificationsResponseSchema = z.object({
  success: z.literal(true),
  items: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
  /** Entries not yet read, over the whole inbox (for the badge). */
  unread: z.number().int().nonnegative(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** POST /api/me/notifications/read: marks the caller's entries up to this id (and older) read. */
export const markNotificationsReadRequestSchema = z.object({
  upToId: z.string().regex(/^[1-9]\d{0,14}$/, 'Not a notification id'),
});
export type MarkNotificationsReadRequest = z.infer<typeof markNotificationsReadRequestSchema>;
export const markNotificationsReadResponseSchema = z.object({
  success: z.literal(true),
  unread: z.number().int().nonnegative(),
});
export type MarkNotificationsReadResponse = z.infer<typeof markNotificationsReadResponseSchema>;

/** PUT /api/me/notification-settings. */
export const notificationSettingsRequestSchema = z.object({
  /** SMS about jobs nearby; the inbox still lists them. Unlocks, Hire Now requests and payouts always come. */
  jobSms: z.boolean(),
});
export type NotificationSettingsRequest = z.infer<typeof notificationSettingsRequestSchema>;
/** GET and PUT /api/me/notification-settings. */
export const notificationSettingsResponseSchema = z.object({ success: z.literal(true), jobSms: z.boolean() });
export type NotificationSettingsResponse = z.infer<typeof notificationSettingsResponseSchema>;
