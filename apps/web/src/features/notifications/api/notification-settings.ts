// GET and PUT /api/me/notification-settings: whether SMS about jobs nearby come. The inbox lists those jobs
// either way; SMS about contact views, Hire Now requests and payouts always come.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettingsRequest, NotificationSettingsResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { notificationsQueryRoot } from './get-notifications';

const settingsKey = () => [...notificationsQueryRoot(), 'settings'] as const;

export function getNotificationSettings(): Promise<NotificationSettingsResponse> {
  return apiFetch('/api/me/notification-settings');
}

export function saveNotificationSettings(input: NotificationSettingsRequest): Promise<NotificationSettingsResponse> {
  return apiFetch('/api/me/notification-settings', { method: 'PUT', body: JSON.stringify(input) });
}

export function useNotificationSettings() {
  return useQuery({ queryKey: settingsKey(), queryFn: getNotificationSettings, retry: retryUnlessRefused });
}

export function useSaveNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (answer) => client.setQueryData(settingsKey(), answer),
  });
}
