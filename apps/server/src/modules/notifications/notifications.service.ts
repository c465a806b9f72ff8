// A person's inbox and their choice about job SMS (GET/POST /api/me/notifications…, /api/me/notification-settings).
import {
  NOTIFICATIONS_PAGE_SIZE,
  notificationKindSchema,
  type MarkNotificationsReadResponse,
  type NotificationSettingsResponse,
  type NotificationsResponse,
} from '@kaamsetu/contract';
import { decodeCursor, encodeCursor, rowIdCursor } from '../../lib/cursor.js';
import type { AuthenticatedUser } from '../auth/authenticated.js';
import type { NotificationsContext } from './notifications-context.js';
import * as repository from './notifications.repository.js';

export async function inbox(
  ctx: NotificationsContext,
  caller: AuthenticatedUser,
  cursor: string | undefined,
): Promise<NotificationsResponse> {
  const beforeId = decodeCursor(cursor, rowIdCursor);
  const rows = await repository.inboxPage(ctx.db, caller.id, beforeId, NOTIFICATIONS_PAGE_SIZE + 1);
  const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    success: true,
    items: page.map((row) => ({
      id: String(row.id),
      kind: notificationKindSchema.parse(row.kind),
      ...(row.jobId ? { jobId: row.jobId } : {}),
      ...(row.agreementId ? { agreementId: row.agreementId } : {}),
      text: row.text,
      createdAt: row.createdAt.toISOString(),
      readAt: row.readAt?.toISOString() ?? null,
    })),
    nextCursor: rows.length > NOTIFICATIONS_PAGE_SIZE && last ? encodeCursor(Number(last.id)) : null,
    unread: await repository.unreadCount(ctx.db, caller.id),
  };
}

export async function markRead(
  ctx: NotificationsContext,
  caller: AuthenticatedUser,
  upToId: string,
): Promise<MarkNotificationsReadResponse> {
  await repository.markReadUpTo(ctx.db, caller.id, Number(upToId), ctx.clock.now());
  return { success: true, unread: await repository.unreadCount(ctx.db, caller.id) };
}

export async function settings(
  ctx: NotificationsContext,
  caller: AuthenticatedUser,
): Promise<NotificationSettingsResponse> {
  return { success: true, jobSms: await repository.jobSmsOn(ctx.db, caller.id) };
}

export async function saveSettings(
  ctx: NotificationsContext,
  caller: AuthenticatedUser,
  jobSms: boolean,
): Promise<NotificationSettingsResponse> {
  await repository.saveJobSms(ctx.db, caller.id, jobSms, ctx.clock.now());
  return { success: true, jobSms };
}
