import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { i18n, loadAllLanguages } from '../i18n/i18n.ts';
import { resetApiClientForTests } from '../lib/api-client.ts';
import { resetToastsForTests } from '../components/toast/toast-store.ts';

// every catalogue loaded up front, so tests switch languages synchronously (docs/architecture.md §5)
beforeAll(loadAllLanguages);

beforeEach(async () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  resetApiClientForTests();
  resetToastsForTests();
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
});
