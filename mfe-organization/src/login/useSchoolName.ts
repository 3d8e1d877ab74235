import { useEffect, useState } from 'react';
import { ApiError, organizationApi } from '@pylands/shared-ui';

/** The name of the school whose login link this is (by-slug); `unknown` when no school has it. */
export function useSchoolName(slug: string | undefined): { name: string | null; unknown: boolean } {
  const [state, setState] = useState<{ slug?: string; name: string | null; unknown: boolean }>({
    name: null,
    unknown: false,
  });
  useEffect(() => {
    if (!slug) return;
    let live = true;
    organizationApi.bySlug(slug).then(
      (school) => live && setState({ slug, name: school.name, unknown: false }),
      // 404 (no such school) and 422 (not a login link name at all) both mean a wrong link.
      (error: unknown) =>
        live &&
        setState({
          slug,
          name: null,
          unknown: error instanceof ApiError && (error.status === 404 || error.status === 422),
        }),
    );
    return () => {
      live = false;
    };
  }, [slug]);
  return state.slug === slug ? state : { name: null, unknown: false };
}
