/**
 * Third-party work in Pylands, shown on the credits page. The full licence texts are in
 * libs/content/assets/LICENSES.md (served at /assets/LICENSES.md); credits.test.ts checks that every
 * entry is there and that each package's licence matches its package.json.
 */
export interface Credit {
  /** Also the translation key of what Pylands uses it for: credits.use.<id>. */
  id: CreditId;
  name: string;
  holder: string;
  /** SPDX identifier. */
  licence: string;
  url: string;
  /** The npm package it ships in, when it is one (its package.json names the licence). */
  npmPackage?: string;
}

export type CreditId =
  | 'art'
  | 'icons'
  | 'pyodide'
  | 'python'
  | 'ace'
  | 'kaplay'
  | 'react'
  | 'reactRouter'
  | 'i18next'
  | 'styledComponents'
  | 'zustand'
  | 'workbox'
  | 'flags';

export interface CreditSection {
  /** Translation key of the heading: credits.section.<id>. */
  id: 'art' | 'icons' | 'sounds' | 'fonts' | 'software';
  credits: Credit[];
}

export const CREDIT_SECTIONS: readonly CreditSection[] = [
  {
    id: 'art',
    credits: [
      {
        id: 'art',
        name: 'pxt-arcade image gallery',
        holder: 'Microsoft Corporation',
        licence: 'MIT',
        url: 'https://github.com/microsoft/pxt-arcade',
      },
    ],
  },
  {
    id: 'icons',
    credits: [
      {
        id: 'icons',
        name: 'Lucide',
        holder: 'Lucide Contributors; portions Cole Bemis (Feather, MIT)',
        licence: 'ISC',
        url: 'https://lucide.dev',
      },
    ],
  },
  { id: 'sounds', credits: [] },
  {
    id: 'fonts',
    credits: [
      {
        id: 'flags',
        name: 'Twemoji Country Flags',
        holder: 'Twitter, Inc. and other contributors',
        licence: 'CC-BY-4.0',
        url: 'https://github.com/talkjs/country-flag-emoji-polyfill',
      },
    ],
  },
  {
    id: 'software',
    credits: [
      {
        id: 'pyodide',
        name: 'Pyodide',
        holder: 'The Pyodide contributors',
        licence: 'MPL-2.0',
        url: 'https://pyodide.org',
        npmPackage: 'pyodide',
      },
      {
        id: 'python',
        name: 'Python',
        holder: 'Python Software Foundation',
        licence: 'PSF-2.0',
        url: 'https://www.python.org',
      },
      {
        id: 'ace',
        name: 'Ace',
        holder: 'Ajax.org B.V.',
        licence: 'BSD-3-Clause',
        url: 'https://ace.c9.io',
        npmPackage: 'ace-builds',
      },
      {
        id: 'kaplay',
        name: 'KAPLAY',
        holder: 'KAPLAY Team and contributors',
        licence: 'MIT',
        url: 'https://kaplayjs.com',
        npmPackage: 'kaplay',
      },
      {
        id: 'react',
        name: 'React',
        holder: 'Meta Platforms, Inc. and affiliates',
        licence: 'MIT',
        url: 'https://react.dev',
        npmPackage: 'react',
      },
      {
        id: 'reactRouter',
        name: 'React Router',
        holder: 'React Training LLC, Remix Software Inc. and Shopify Inc.',
        licence: 'MIT',
        url: 'https://reactrouter.com',
        npmPackage: 'react-router',
      },
      {
        id: 'i18next',
        name: 'i18next and react-i18next',
        holder: 'i18next',
        licence: 'MIT',
        url: 'https://www.i18next.com',
        npmPackage: 'i18next',
      },
      {
        id: 'styledComponents',
        name: 'styled-components',
        holder: 'Glen Maddern and Maximilian Stoiber',
        licence: 'MIT',
        url: 'https://styled-components.com',
        npmPackage: 'styled-components',
      },
      {
        id: 'zustand',
        name: 'Zustand',
        holder: 'Paul Henschel',
        licence: 'MIT',
        url: 'https://github.com/pmndrs/zustand',
        npmPackage: 'zustand',
      },
      {
        id: 'workbox',
        name: 'Workbox',
        holder: 'Google LLC',
        licence: 'MIT',
        url: 'https://developer.chrome.com/docs/workbox',
        npmPackage: 'workbox-window',
      },
    ],
  },
];

/** Where the full licence texts are served (libs/content/assets is mounted at /assets/). */
export const LICENCE_TEXTS_URL = '/assets/LICENSES.md';
