// The audit trail in words, in the staff member's language: each action and record named from the catalogue
// (never a raw key such as `person.complete`), and what changed as "Mobile number: ••••• •3210 → ••••• •4321"
// with every field named. The server sends numbers already masked; an empty value reads "not set", never "—".
import { auditActionKey, auditActions, auditFields, auditTargetTypes } from '@kaamsetu/contract';
import type { SupportedLanguage, Translate } from '../../i18n/i18n';
import { formatDateTime } from '../../lib/date-time';
import { formatRupees } from '../../lib/rupees';

const knownActions = new Set<string>(auditActions);
const knownTargets = new Set<string>(auditTargetTypes);
const knownFields = new Set<string>(auditFields);
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

type Values = Record<string, unknown>;
const isRecord = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function auditActionText(t: Translate, action: string): string {
  return knownActions.has(action) ? t(`audit.actions.${auditActionKey(action)}`) : t('audit.otherAction');
}

export function auditTargetText(t: Translate, targetType: string, targetId: string): string {
  const type = knownTargets.has(targetType) ? t(`audit.targets.${targetType}`) : t('audit.otherTarget');
  return t('audit.targetOf', { type, id: targetId });
}

function fieldName(t: Translate, field: string): string {
  return knownFields.has(field) ? t(`audit.fields.${field}`) : t('audit.otherField');
}

function valueText(t: Translate, language: SupportedLanguage, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('audit.values.notSet');
  if (typeof value === 'boolean') return t(value ? 'audit.values.yes' : 'audit.values.no');
  if (typeof value === 'number' && field.endsWith('Paise')) return formatRupees(value, language);
  if (typeof value === 'string') return ISO_TIME.test(value) ? formatDateTime(value, language) : value;
  if (Array.isArray(value)) return value.map((item) => valueText(t, language, field, item)).join(', ');
  return typeof value === 'object' ? t('audit.values.details') : String(value);
}

/**
 * One line per field the action set: "Field: before → after" where it had a value before, "Field: value"
 * where it is new. What `before` holds only for context (a whole person, say) is not a change.
 */
export function auditChangeLines(t: Translate, language: SupportedLanguage, before: unknown, after: unknown): string[] {
  const line = (field: string, value: string) => t('audit.fieldValue', { field: fieldName(t, field), value });
  if (isRecord(after)) {
    const was = isRecord(before) ? before : {};
    return Object.entries(after)
      .filter(([field, value]) => !(field in was) || JSON.stringify(was[field]) !== JSON.stringify(value))
      .map(([field, value]) => {
        const now = valueText(t, language, field, value);
        if (!(field in was)) return line(field, now);
        const then = valueText(t, language, field, was[field]);
        return line(field, t('audit.fromTo', { from: then, to: now }));
      });
  }
  // Something taken away (a work photo): what it was.
  if (isRecord(before)) {
    return Object.entries(before).map(([field, value]) => line(field, valueText(t, language, field, value)));
  }
  return [];
}
