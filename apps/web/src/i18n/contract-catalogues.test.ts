// The server's wallet, request, back-office, reviews and agreement messages are English sentences from the contract; the pages
// show them in the reader's language by looking them up. A message added to the contract without a
// translation fails here.
import { describe, expect, it } from 'vitest';
import {
  adminMessages,
  agreementMessages,
  backOfficeMessages,
  requestMessages,
  reviewMessages,
  safetyMessages,
  verificationMessages,
  walletMessages,
} from '@kaamsetu/contract';
import { supportedLanguages } from './i18n';

type Catalogue = { [key: string]: string | Catalogue };
const files = import.meta.glob<Catalogue>('./*/*.json', { eager: true, import: 'default' });

function section(language: string, namespace: string, name: string): Catalogue {
  const value = files[`./${language}/${namespace}.json`]?.[name];
  return typeof value === 'object' ? value : {};
}

describe('contract messages in the catalogues', () => {
  it.each(supportedLanguages)('wallet.messages has every walletMessages key in %s', (language) => {
    expect(Object.keys(section(language, 'wallet', 'messages')).sort()).toEqual(Object.keys(walletMessages).sort());
  });

  it.each(supportedLanguages)('profileRequests.requestMessages has every requestMessages key in %s', (language) => {
    expect(Object.keys(section(language, 'profileRequests', 'requestMessages')).sort()).toEqual(
      Object.keys(requestMessages).sort(),
    );
  });

  it.each(supportedLanguages)('trust.messages has every verificationMessages key in %s', (language) => {
    expect(Object.keys(section(language, 'trust', 'messages')).sort()).toEqual(
      Object.keys(verificationMessages).sort(),
    );
  });

  it.each(supportedLanguages)('backOffice.messages has every backOfficeMessages key in %s', (language) => {
    expect(Object.keys(section(language, 'backOffice', 'messages')).sort()).toEqual(
      Object.keys(backOfficeMessages).sort(),
    );
  });

  it.each(supportedLanguages)('backOffice.messages keeps the {{placeholders}} of each message in %s', (language) => {
    const translated = section(language, 'backOffice', 'messages');
    const placeholders = (text: unknown) => String(text).match(/\{\{\w+\}\}/g) ?? [];
    for (const [key, message] of Object.entries(backOfficeMessages)) {
      expect(placeholders(translated[key]), key).toEqual(placeholders(message));
    }
  });

  it.each(supportedLanguages)(
    'safety.messages has every safetyMessages key, with its {{placeholders}}, in %s',
    (language) => {
      const translated = section(language, 'safety', 'messages');
      expect(Object.keys(translated).sort()).toEqual(Object.keys(safetyMessages).sort());
      const placeholders = (text: unknown) => String(text).match(/\{\{\w+\}\}/g) ?? [];
      for (const [key, message] of Object.entries(safetyMessages)) {
        expect(placeholders(translated[key]), key).toEqual(placeholders(message));
      }
    },
  );

  it.each(supportedLanguages)('backOffice.adminMessages has every adminMessages key in %s', (language) => {
    expect(Object.keys(section(language, 'backOffice', 'adminMessages')).sort()).toEqual(
      Object.keys(adminMessages).sort(),
    );
  });

  it.each(supportedLanguages)(
    'backOffice.adminMessages keeps the {{placeholders}} of each message in %s',
    (language) => {
      const translated = section(language, 'backOffice', 'adminMessages');
      const placeholders = (text: unknown) => String(text).match(/\{\{\w+\}\}/g) ?? [];
      for (const [key, message] of Object.entries(adminMessages)) {
        expect(placeholders(translated[key]), key).toEqual(placeholders(message));
      }
    },
  );

  it.each(supportedLanguages)('reviews.messages has every reviewMessages key in %s', (language) => {
    expect(Object.keys(section(language, 'reviews', 'messages')).sort()).toEqual(Object.keys(reviewMessages).sort());
  });

  it.each(supportedLanguages)('agreements.messages has every agreementMessages key in %s', (language) => {
    expect(Object.keys(section(language, 'agreements', 'messages')).sort()).toEqual(
      Object.keys(agreementMessages).sort(),
    );
  });

  it('English says what the contract says, except where a developer-facing message is softened', () => {
    const english = section('en', 'wallet', 'messages');
    for (const [key, message] of Object.entries(walletMessages)) {
      if (key.startsWith('idempotencyKey')) continue;
      expect(english[key], key).toBe(message);
    }
    const unlockRefusals = { ...walletMessages, unlocksFrozen: safetyMessages.unlocksFrozen };
    for (const [key, message] of Object.entries(section('en', 'publicProfile', 'unlockMessages'))) {
      expect(message, key).toBe(unlockRefusals[key as keyof typeof unlockRefusals]);
    }
    const requests = section('en', 'profileRequests', 'requestMessages');
    for (const [key, message] of Object.entries(requestMessages)) expect(requests[key], key).toBe(message);
    const backOffice = section('en', 'backOffice', 'messages');
    for (const [key, message] of Object.entries(backOfficeMessages)) expect(backOffice[key], key).toBe(message);
    const admin = section('en', 'backOffice', 'adminMessages');
    for (const [key, message] of Object.entries(adminMessages)) expect(admin[key], key).toBe(message);
    const reviews = section('en', 'reviews', 'messages');
    for (const [key, message] of Object.entries(reviewMessages)) expect(reviews[key], key).toBe(message);
    const agreements = section('en', 'agreements', 'messages');
    for (const [key, message] of Object.entries(agreementMessages)) expect(agreements[key], key).toBe(message);
  });
});
