import type { LocaleTexts } from '@pylands/common';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The HTML part's opening: the language and its direction, so mail apps lay it out right. */
export function htmlStart(texts: LocaleTexts, style: string): string {
  return `<!doctype html><html lang="${texts.language}" dir="${texts.direction}"><body style="${style}">`;
}
