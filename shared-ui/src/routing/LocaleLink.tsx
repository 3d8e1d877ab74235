import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { useLocalePath } from './locale-path';

/** A react-router Link whose `to` is a path without the language prefix. */
export function LocaleLink({ to, ...rest }: Omit<ComponentProps<typeof Link>, 'to'> & { to: string }) {
  const withLng = useLocalePath();
  return <Link to={withLng(to)} {...rest} />;
}
