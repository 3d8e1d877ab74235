import { literalsInSource } from './literal-strings';

const found = (source: string) => literalsInSource('Fixture.tsx', source).map((l) => `${l.where} ${l.text}`);

describe('literal texts in components', () => {
  it('finds English written between tags', () => {
    expect(found('export const A = () => <p>Welcome back!</p>;')).toEqual(['JSX text Welcome back!']);
  });

  it('finds texts in attributes a browser shows or reads aloud', () => {
    const source = `export const A = () => (
      <div>
        <button aria-label="Close menu" />
        <img alt={'A happy robot'} />
        <input placeholder={open ? 'Type here' : t('form.name')} title="Your name" />
      </div>
    );`;
    expect(found(source)).toEqual([
      'aria-label= Close menu',
      'alt= A happy robot',
      'placeholder= Type here',
      'title= Your name',
    ]);
  });

  it('finds a text chosen inside braces, the page title and browser dialogs', () => {
    const source = `export function A({ done }) {
      document.title = 'Play';
      if (!window.confirm('Delete this level?')) return null;
      return <span>{done ? 'Finished' : t('play.notYet')}</span>;
    }`;
    expect(found(source)).toEqual([
      'document.title Play',
      'confirm() Delete this level?',
      'JSX child Finished',
    ]);
  });

  it('accepts texts from t(), Python shown as code, symbols, locale keys and marked exceptions', () => {
    const source = `export const A = () => (
      <div>
        <h1>{t('play.title')}</h1>
        <code>move_forward()</code>
        <span>{'·'} 42 → ✓</span>
        <ToolButton label="creator.editor.back" />
        {/* i18n-ignore: the brand */}
        <b>Pylands</b>
      </div>
    );`;
    expect(found(source)).toEqual([]);
  });
});
