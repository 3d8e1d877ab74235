import DOMPurify from 'dompurify';
import { Marked } from 'marked';

const marked = new Marked({ gfm: true, async: false });

/** A creator's tutorial markdown as HTML safe to insert (DOMPurify drops scripts, handlers, javascript: links). */
export function renderMarkdown(source: string): string {
  return DOMPurify.sanitize(marked.parse(source) as string);
}
