import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { resetApiClientForTests } from '../lib/api-client.ts';

beforeEach(async () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  resetApiClientForTests();
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
});
