// The page takes the account's language once per sign-in, unless the language is already settled on this device.
import type { ProtectedResponse } from '@kaamsetu/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, currentLanguage } from '../i18n/i18n';
import { adoptAccountLanguage, chooseLanguage, settleAccountLanguage } from './account-language';
import { saveSession } from './session-storage';

function sessionIn(language: 'en' | 'hi' | null): ProtectedResponse {
  return {
    success: true,
    user: { id: 'person-1', name: 'Ramesh', userType: 'Labourer', phone: '9876543210', language },
  } as ProtectedResponse;
}

/** Answers the language save the way the server does, and records what was saved. */
function serverSavingLanguages(): string[] {
  const saved: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { language } = JSON.parse(String(init.body)) as { language: string };
      saved.push(language);
      return new Response(JSON.stringify({ success: true, language }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return saved;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the account language on a sign-in', () => {
  it('is taken on the first session answer of a sign-in, and only then', async () => {
    saveSession('header.payload.signature-one-abcdef', 'person-1');
    await adoptAccountLanguage(sessionIn('hi'));
    expect(currentLanguage()).toBe('hi');

    await changeLanguage('en');
    await adoptAccountLanguage(sessionIn('hi'));
    expect(currentLanguage()).toBe('en');
  });

  it('does not override the language of a new account made on this page', async () => {
    // The sign-up stored the session and settled the language; the first session answer may still carry another.
    saveSession('header.payload.signature-two-abcdef', 'person-1');
    settleAccountLanguage();
    await adoptAccountLanguage(sessionIn('hi'));
    expect(currentLanguage()).toBe('en');
  });

  it('does not switch back a language the person picked before the session answered', async () => {
    const saved = serverSavingLanguages();
    saveSession('header.payload.signature-three-abc', 'person-1');
    await chooseLanguage('hi');
    // The answer was asked for before the pick: it still says English.
    await adoptAccountLanguage(sessionIn('en'));
    expect(currentLanguage()).toBe('hi');
    expect(saved).toEqual(['hi']);
  });
});
