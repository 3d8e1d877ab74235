import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Dialog, DialogActions, FormField, type TranslationKey } from '@pylands/shared-ui';
import {
  BUILD_COST_MIN,
  BUILD_DIALOG_DEFAULT_COST,
  BUILD_RESOURCES,
  buildCostAmount,
  canConfirmBuild,
  type PlacedItem,
} from '@pylands/game-engine';
import { Intro } from './PickerGrid';
import { Sprite } from './Sprite';
import { StructurePicker } from './StructurePicker';

const Chosen = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px 12px;
  border-radius: 10px;
  background: ${(p) => p.theme.colors.surfaceRaised};
  font-weight: 700;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 2fr;
  gap: 12px;
`;

interface Props {
  onConfirm: (buildData: NonNullable<PlacedItem['buildData']>) => void;
  onCancel: () => void;
}

/**
 * Build config (doc 1 §5): a structure from the picker, a cost amount of at least 1 (text that is
 * not a number becomes 1) and a resource type; the cost starts at 4 grain (§9).
 */
export function BuildDialog({ onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const [buildType, setBuildType] = useState('');
  const [amount, setAmount] = useState<string>(String(BUILD_DIALOG_DEFAULT_COST.amount));
  const [type, setType] = useState<string>(BUILD_DIALOG_DEFAULT_COST.type);
  const cost = { amount: buildCostAmount(amount), type };
  const ok = canConfirmBuild({ buildType, ...cost });
  const name = (bt: string) => t(`creator.structure.${bt}` as TranslationKey);

  if (picking)
    return (
      <StructurePicker
        selected={buildType}
        onPick={(bt) => {
          setBuildType(bt);
          setPicking(false);
        }}
        onClose={() => setPicking(false)}
      />
    );
  return (
    <Dialog title={t('creator.build.title')} onClose={onCancel}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (ok) onConfirm({ buildType, displayName: name(buildType), cost });
        }}
      >
        <Intro>{t('creator.build.intro')}</Intro>
        <FormField as="div">
          <span>{t('creator.build.structure')}</span>
          {buildType ? (
            <Chosen>
              <Sprite name={buildType} />
              <span style={{ flex: 1 }}>{name(buildType)}</span>
              <Button type="button" $small $variant="secondary" onClick={() => setPicking(true)}>
                {t('creator.build.changeStructure')}
              </Button>
            </Chosen>
          ) : (
            <Button type="button" $variant="secondary" onClick={() => setPicking(true)}>
              {t('creator.build.chooseStructure')}
            </Button>
          )}
        </FormField>
        <Row>
          <FormField>
            <span>{t('creator.build.amount')}</span>
            <input
              type="number"
              min={BUILD_COST_MIN}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              onBlur={() => setAmount(String(buildCostAmount(amount)))}
            />
          </FormField>
          <FormField>
            <span>{t('creator.build.resource')}</span>
            <select value={type} onChange={(e) => setType(e.target.value)}>
              {BUILD_RESOURCES.map((r) => (
                <option key={r} value={r}>
                  {t(`creator.item.${r}` as TranslationKey)}
                </option>
              ))}
            </select>
          </FormField>
        </Row>
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={onCancel}>
            {t('creator.cancel')}
          </Button>
          <Button type="submit" disabled={!ok}>
            {t('creator.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
