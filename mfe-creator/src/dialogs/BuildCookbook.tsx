import { useTranslation } from 'react-i18next';
import { Table, type TranslationKey } from '@pylands/shared-ui';
import { BUILD_STRUCTURES, buildRecipeFor } from '@pylands/game-engine';
import { Intro } from './PickerGrid';
import { Sprite } from './Sprite';

/** What each structure costs by the engine's recipes, and the call that builds it. */
export function BuildCookbook() {
  const { t } = useTranslation();
  return (
    <>
      <Intro>{t('creator.code.cookbookIntro')}</Intro>
      <Table>
        <tbody>
          {BUILD_STRUCTURES.map((s) => {
            const cost = buildRecipeFor(s.call)?.ingredients[0];
            return (
              <tr key={s.buildType}>
                <td>
                  <Sprite name={s.buildType} />
                </td>
                <td>{t(`creator.structure.${s.buildType}` as TranslationKey)}</td>
                <td>
                  <code>build("{s.call}")</code>
                </td>
                <td>
                  {cost &&
                    t('creator.code.cookbookCost', {
                      amount: cost.amount,
                      type: t(`creator.item.${cost.type}` as TranslationKey),
                    })}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </>
  );
}
