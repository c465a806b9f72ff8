// Component tests start like the app does: English catalogue in memory, nothing stored.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { changeLanguage, i18nReady } from './i18n/i18n';

await i18nReady();

afterEach(async () => {
  cleanup();
  await changeLanguage('en');
  localStorage.clear();
});
