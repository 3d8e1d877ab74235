import { useMemo } from 'react';
import AceEditor from 'react-ace';
import 'ace-builds/src-noconflict/mode-python';
import 'ace-builds/src-noconflict/theme-tomorrow_night';
import 'ace-builds/src-noconflict/ext-language_tools';
import styled, { createGlobalStyle } from 'styled-components';
import { usePlayerCompleter } from './player-completer';

export interface ErrorAnnotation {
  row: number;
  column: number;
  text: string;
  type: 'error';
}

const LineStyles = createGlobalStyle`
  .pylands-active-line { position: absolute; background: rgba(63, 191, 95, 0.28); border-inline-start: 3px solid #3fbf5f; }
  .pylands-error-line { position: absolute; background: rgba(255, 107, 107, 0.25); }
`;

/** Python reads left to right in every language: the editor keeps its own direction in he and ar. */
const LeftToRight = styled.div`
  width: 100%;
  height: 100%;
`;

export interface CodeEditorProps {
  value: string;
  onChange(value: string): void;
  /** 1-based line the current event came from. */
  activeLine: number | null;
  errorLine: number | null;
  annotations: ErrorAnnotation[];
  readOnly?: boolean;
  label: string;
}

/**
 * The spec's editor: Python, dark, line numbers, tab 4, font 16, line height 22; as high as its
 * area (the hint anchor: 400 px, less on a short screen, see play-layout).
 */
export function CodeEditor({
  value,
  onChange,
  activeLine,
  errorLine,
  annotations,
  readOnly,
  label,
}: CodeEditorProps) {
  usePlayerCompleter();
  const markers = useMemo(
    () => [
      ...(activeLine
        ? [
            {
              startRow: activeLine - 1,
              endRow: activeLine - 1,
              startCol: 0,
              endCol: 1,
              className: 'pylands-active-line',
              type: 'fullLine' as const,
            },
          ]
        : []),
      ...(errorLine
        ? [
            {
              startRow: errorLine - 1,
              endRow: errorLine - 1,
              startCol: 0,
              endCol: 1,
              className: 'pylands-error-line',
              type: 'fullLine' as const,
            },
          ]
        : []),
    ],
    [activeLine, errorLine],
  );
  return (
    <>
      <LineStyles />
      <LeftToRight dir="ltr">
        <AceEditor
          mode="python"
          theme="tomorrow_night"
          name="pylands-code-editor"
          value={value}
          onChange={onChange}
          width="100%"
          height="100%"
          fontSize={16}
          tabSize={4}
          showGutter
          highlightActiveLine={false}
          readOnly={readOnly}
          markers={markers}
          annotations={annotations}
          editorProps={{ $blockScrolling: true }}
          setOptions={{
            enableBasicAutocompletion: true,
            enableLiveAutocompletion: true,
            useWorker: false,
            showLineNumbers: true,
            tabSize: 4,
            useSoftTabs: true,
            // Tab indents inside the editor; Escape then Tab leaves it, so Run stays reachable by keyboard.
            enableKeyboardAccessibility: true,
            textInputAriaLabel: label,
            fontFamily: "'Fira Code', Menlo, Consolas, monospace",
          }}
          onLoad={(editor) => {
            editor.container.style.lineHeight = '22px';
            editor.renderer.updateFontSize();
            editor.textInput.getElement().setAttribute('aria-label', label);
          }}
        />
      </LeftToRight>
    </>
  );
}
