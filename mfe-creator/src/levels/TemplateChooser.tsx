import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CREATIVE_TEMPLATES, type CreativeTemplate } from '@pylands/contracts';
import { Button, Dialog, DialogActions, type TranslationKey } from '@pylands/shared-ui';
import { loadTemplateMap, MapPicture } from '../map';

/** Locale keys of the templates' names (CREATIVE_TEMPLATES' English names are the contract's). */
const TEMPLATE_NAMES: Record<CreativeTemplate['name'], TranslationKey> = {
  Farm: 'creator.template.farm',
  Winter: 'creator.template.winter',
  Pantry: 'creator.template.pantry',
  'Empty meadow': 'creator.template.emptyMeadow',
};

const PICTURE_WIDTH = 160;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(176px, 1fr));
  gap: 14px;
`;

const Choice = styled.button`
  width: 100%;
  display: grid;
  gap: 8px;
  padding: 10px;
  border-radius: 14px;
  border: 2px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surfaceRaised};
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  font-weight: 800;
  font-size: 1.05rem;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    border-color: ${(p) => p.theme.colors.primary};
  }
`;

const Picture = styled.div`
  border-radius: 10px;
  overflow: hidden;
  background: ${(p) => p.theme.colors.background};
  display: flex;
  justify-content: center;
`;

/** "Create a level": the template maps to start from, each as its picture and name. */
export function TemplateChooser({ onPick, onClose }: { onPick(mapPath: string): void; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('creator.templates.title')} onClose={onClose} width={820}>
      <p>{t('creator.templates.intro')}</p>
      <Grid>
        {CREATIVE_TEMPLATES.map((template) => (
          <li key={template.map_path}>
            <Choice type="button" onClick={() => onPick(template.map_path)}>
              <Picture aria-hidden="true">
                <MapPicture
                  mapPath={template.map_path}
                  loadMap={loadTemplateMap}
                  items={[]}
                  start={null}
                  width={PICTURE_WIDTH}
                />
              </Picture>
              {t(TEMPLATE_NAMES[template.name])}
            </Choice>
          </li>
        ))}
      </Grid>
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
