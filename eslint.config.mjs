import js from '@eslint/js';
import globals from 'globals';
import jestPlugin from 'eslint-plugin-jest';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.tmp/**',
      '.nx/**',
      'test-results/**',
      'playwright-report/**',
      'libs/content/assets/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.test.ts', '**/*.spec.ts', '**/e2e/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  // A focused or skipped test silently drops the others (or itself) from npm test.
  {
    files: ['**/*.test.{ts,tsx,js,mjs,cjs}'],
    plugins: { jest: jestPlugin },
    rules: { 'jest/no-focused-tests': 'error', 'jest/no-disabled-tests': 'error' },
  },
  {
    files: ['**/*.spec.ts'],
    plugins: { playwright },
    rules: { 'playwright/no-focused-test': 'error', 'playwright/no-skipped-test': 'error' },
  },
);
