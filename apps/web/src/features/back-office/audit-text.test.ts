// Every audit action, record and field the server can write has words in every language, so a new action
// added to the contract's list (which the server's audit writes are typed by) cannot reach the screen raw.
import { auditActionKey, auditActions, auditFields, auditTargetTypes, profileGapNames } from '@kaamsetu/contract';
import { describe, expect, it } from 'vitest';
import { supportedLanguages } from '../../i18n/i18n';

type Catalogue = { [key: string]: string | Catalogue };
const files = import.meta.glob<Catalogue>('../../i18n/*/backOffice.json', { eager: true, import: 'default' });

function textAt(catalogue: Catalogue | undefined, path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => (node as Catalogue | undefined)?.[part], catalogue);
}

const labelled = [
  ...auditActions.map((action) => `audit.actions.${auditActionKey(action)}`),
  ...auditTargetTypes.map((target) => `audit.targets.${target}`),
  ...auditFields.map((field) => `audit.fields.${field}`),
  ...profileGapNames.map((gap) => `profileStatus.gaps.${gap}`),
];

describe('audit and status words', () => {
  it.each(supportedLanguages)('%s names every audit action, record, field and profile gap', (language) => {
    const catalogue = files[`../../i18n/${language}/backOffice.json`];
    const unnamed = labelled.filter((key) => typeof textAt(catalogue, key) !== 'string');
    expect(unnamed).toEqual([]);
  });
});
