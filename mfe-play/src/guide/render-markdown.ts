import DOMPurify from 'dompurify';
import { Marked } from 'marked';

// Guides' `#` sits under the panel's own headings: # → h3, ## → h4 (as before the library).
const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    heading({ tokens, depth }) {
      const level = Math.min(depth + 2, 6);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
  },
});

/**
 * Guide and tutorial markdown as HTML safe to insert: marked (GitHub-flavoured: code blocks, lists,
 * tables) then DOMPurify, which drops scripts, event handlers and javascript: URLs from whatever
 * HTML or links the source carries.
 */
export function renderMarkdown(source: string): string {
  return DOMPurify.sanitize(marked.parse(source) as string);
}
