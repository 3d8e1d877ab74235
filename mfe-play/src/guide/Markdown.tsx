import { Suspense, use } from 'react';
import styled from 'styled-components';

// The renderer (marked + DOMPurify, ~28 KB gzip) is its own chunk, fetched as soon as the play
// remote loads, in parallel with the level data: it is not part of the play page's start-up bundle.
const renderer = import(/* webpackChunkName: "markdown" */ './render-markdown');

const Body = styled.div`
  /* A guide not written in he yet shows in English: each paragraph takes the direction of its own
     words, so an English sentence keeps its full stop at its end on a right-to-left page. */
  p,
  li,
  h3,
  h4,
  h5,
  h6,
  blockquote {
    unicode-bidi: plaintext;
    text-align: start;
  }
  code {
    font-family: ${(p) => p.theme.monoFont};
    background: ${(p) => p.theme.colors.background};
    padding: 1px 5px;
    border-radius: 5px;
    font-size: 0.92em;
  }
  pre {
    font-family: ${(p) => p.theme.monoFont};
    background: ${(p) => p.theme.colors.background};
    border: 1px solid ${(p) => p.theme.colors.border};
    padding: 10px 12px;
    border-radius: 8px;
    overflow-x: auto;
  }
  pre code {
    background: none;
    padding: 0;
    font-size: inherit;
  }
  table {
    border-collapse: collapse;
  }
  th,
  td {
    border: 1px solid ${(p) => p.theme.colors.border};
    padding: 2px 8px;
    text-align: start;
  }
`;

function Rendered({ source }: { source: string }) {
  const { renderMarkdown } = use(renderer);
  // renderMarkdown sanitises its output (DOMPurify), so inserting it as HTML is safe.
  return <Body dangerouslySetInnerHTML={{ __html: renderMarkdown(source) }} />;
}

/** A level's guide or tutorial (markdown written by the course authors). */
export function Markdown({ source }: { source: string }) {
  return (
    <Suspense fallback={null}>
      <Rendered source={source} />
    </Suspense>
  );
}
