// A moment from the server (ISO 8601) as people read it: "5 Mar 2026, 2:30 pm".
import type { SupportedLanguage } from '../i18n/i18n';
import { INDIA_OFFSET_MS } from './india-clock';
import { dateTimeFormat } from './intl-locale';

export function formatDateTime(iso: string, language: SupportedLanguage): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A day from the server (ISO 8601) as people read it: "3 Nov 2026". */
export function formatDate(iso: string, language: SupportedLanguage): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}

/** The India date ("2026-11-26") at an instant: the calendar the server's "free today" follows. */
export function indiaDate(at: Date): string {
  return new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}
