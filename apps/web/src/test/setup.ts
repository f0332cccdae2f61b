import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from '../lib/i18n';
import ar from '../locales/ar.json';
import en from '../locales/en.json';

await initI18n({ en, ar });
afterEach(() => cleanup());
