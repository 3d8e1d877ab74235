import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@pylands/shared-ui';

const Form = styled.form`
  display: flex;
  gap: 8px;
  margin: 0 0 20px;
  max-width: 520px;
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  padding: 10px 14px;
  border-radius: ${(p) => p.theme.radius};
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surfaceRaised};
  color: ${(p) => p.theme.colors.text};
  font: inherit;
`;

/** The list's search: a text box and a Search button (Enter searches too). */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  // The address may change the search (Back): the box follows it.
  useEffect(() => setText(value), [value]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text);
  };
  return (
    <Form role="search" onSubmit={submit}>
      <label htmlFor={id} hidden>
        {t('gallery.searchLabel')}
      </label>
      <Input
        id={id}
        type="search"
        value={text}
        maxLength={100}
        placeholder={t('gallery.searchPlaceholder')}
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="submit">{t('gallery.search')}</Button>
    </Form>
  );
}
