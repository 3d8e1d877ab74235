import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Dialog, DialogActions, FormField } from '@pylands/shared-ui';
import { BuildCookbook } from './BuildCookbook';
import { Intro } from './PickerGrid';
import { renderMarkdown } from './render-markdown';

const Tabs = styled.div`
  display: flex;
  gap: 4px;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  margin-bottom: 16px;
`;

const Tab = styled.button`
  border: 0;
  background: none;
  color: ${(p) => p.theme.colors.textMuted};
  font: inherit;
  font-weight: 700;
  padding: 8px 14px;
  cursor: pointer;
  border-bottom: 3px solid transparent;
  &[aria-selected='true'] {
    color: ${(p) => p.theme.colors.text};
    border-bottom-color: ${(p) => p.theme.colors.primary};
  }
`;

const Code = styled.textarea`
  font-family: ${(p) => p.theme.monoFont} !important;
  min-height: 260px;
`;

const Split = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 16px;
  textarea {
    min-height: 300px;
  }
`;

const Preview = styled.div`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 10px;
  padding: 0 14px;
  max-height: 340px;
  overflow: auto;
  background: ${(p) => p.theme.colors.background};
`;

type TabName = 'code' | 'tutorial' | 'cookbook';
const TABS: TabName[] = ['code', 'tutorial', 'cookbook'];

interface Props {
  codeTemplate: string;
  tutorial: string;
  onChange: (change: { codeTemplate?: string; tutorial?: string }) => void;
  onClose: () => void;
}

/** Code Template & Tutorial (doc 1 §2): the starting code, the tutorial in markdown with a preview, the Build Cookbook. */
export function CodeTutorialDialog({ codeTemplate, tutorial, onChange, onClose }: Props) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TabName>('code');
  const label = {
    code: t('creator.code.tab.code'),
    tutorial: t('creator.code.tab.tutorial'),
    cookbook: t('creator.code.tab.cookbook'),
  };
  return (
    <Dialog title={t('creator.code.title')} onClose={onClose} width={860}>
      <Tabs role="tablist">
        {TABS.map((name) => (
          <Tab key={name} type="button" role="tab" aria-selected={tab === name} onClick={() => setTab(name)}>
            {label[name]}
          </Tab>
        ))}
      </Tabs>
      <div role="tabpanel" aria-label={label[tab]}>
        {tab === 'code' && (
          <FormField>
            <span>{t('creator.code.templateHelp')}</span>
            <Code
              spellCheck={false}
              value={codeTemplate}
              onChange={(e) => onChange({ codeTemplate: e.target.value })}
            />
          </FormField>
        )}
        {tab === 'tutorial' && (
          <>
            <Intro>{t('creator.code.tutorialHelp')}</Intro>
            <Split>
              <FormField>
                <span>{t('creator.code.tab.tutorial')}</span>
                <textarea value={tutorial} onChange={(e) => onChange({ tutorial: e.target.value })} />
              </FormField>
              <section aria-label={t('creator.code.tutorialPreview')}>
                <FormField as="div">
                  <span>{t('creator.code.tutorialPreview')}</span>
                </FormField>
                {tutorial.trim() ? (
                  <Preview
                    data-testid="tutorial-preview"
                    dangerouslySetInnerHTML={{ __html: renderMarkdown(tutorial) }}
                  />
                ) : (
                  <Preview data-testid="tutorial-preview">
                    <p>{t('creator.code.tutorialEmpty')}</p>
                  </Preview>
                )}
              </section>
            </Split>
          </>
        )}
        {tab === 'cookbook' && <BuildCookbook />}
      </div>
      <DialogActions>
        <Button type="button" onClick={onClose}>
          {t('creator.code.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
