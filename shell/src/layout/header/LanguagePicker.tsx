import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { FlagEmoji, FlagsFontFace } from './FlagEmoji';
import { Button, SUPPORTED_LANGUAGES, useLng, userApi, useSession } from '@pylands/shared-ui';

const Wrap = styled.div`
  position: relative;
`;

const Menu = styled.ul`
  position: absolute;
  /* The button's end edge: right to left the menu opens towards the page, not off it. */
  inset-inline-end: 0;
  top: calc(100% + 6px);
  list-style: none;
  margin: 0;
  padding: 6px;
  min-width: 220px;
  max-height: 220px; /* spec: language menu max height 220 */
  overflow-y: auto;
  background: ${(p) => p.theme.colors.surfaceRaised};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  z-index: 60;
`;

const Option = styled.li<{ $current: boolean }>`
  padding: 8px 10px;
  border-radius: 8px;
  cursor: pointer;
  background: ${(p) => (p.$current ? p.theme.colors.border : 'transparent')};
  &:hover,
  &:focus {
    background: ${(p) => p.theme.colors.border};
    outline: none;
  }
`;

/** Phones show only the flag (the button's label still names the language). */
const CurrentName = styled.span`
  @media (max-width: 520px) {
    display: none;
  }
`;

/** Flag plus native name; switching keeps the rest of the path. */
export function LanguagePicker() {
  const { t } = useTranslation();
  const lng = useLng();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const current = SUPPORTED_LANGUAGES.find((l) => l.code === lng) ?? SUPPORTED_LANGUAGES[0]!;

  const signedIn = useSession((s) => s.status === 'signed-in');

  const choose = (code: string) => {
    setOpen(false);
    // The account keeps the choice: the UI follows it after the next login.
    if (signedIn) void userApi.changeLanguage(code).catch(() => undefined);
    const rest = location.pathname.split('/').slice(2).join('/');
    navigate(`/${code}${rest ? `/${rest}` : ''}${location.search}`);
  };

  return (
    <Wrap>
      <FlagsFontFace />
      <Button
        $variant="ghost"
        $small
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={`${t('header.language')}: ${current.native_name}`}
        onClick={() => setOpen((o) => !o)}
      >
        <FlagEmoji flag={current.flag_emoji} /> <CurrentName>{current.native_name}</CurrentName>
      </Button>
      {open && (
        <Menu role="listbox" aria-label={t('header.language')}>
          {SUPPORTED_LANGUAGES.map((language) => (
            <Option
              key={language.code}
              role="option"
              tabIndex={0}
              lang={language.code}
              aria-selected={language.code === lng}
              $current={language.code === lng}
              onClick={() => choose(language.code)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') choose(language.code);
                if (e.key === 'Escape') setOpen(false);
              }}
            >
              <FlagEmoji flag={language.flag_emoji} /> {language.native_name}
            </Option>
          ))}
        </Menu>
      )}
    </Wrap>
  );
}
