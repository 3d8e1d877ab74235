import { useRef, useState, type FormEvent } from 'react';
import { accountEmailSchema, newPasswordSchema } from '@pylands/contracts';
import {
  authApi,
  organizationApi,
  trafficSource,
  useLng,
  useSession,
  type TranslationKey,
} from '@pylands/shared-ui';
import { refusalOf, type SchoolField } from './school-errors';
import { slugFromName, slugProblem } from './slug';
import { useSlugAvailability } from './useSlugAvailability';

export interface Registered {
  school: string;
  slug: string;
  email: string;
}

type Problems = Partial<Record<SchoolField, TranslationKey>>;

const FIELD_ORDER: SchoolField[] = ['name', 'slug', 'adminName', 'email', 'password'];

/**
 * The /schools form's state and submit: an anonymous visitor signs up (auth/signup) and then
 * registers the school (organization/registration); a signed-in parent only registers. Each
 * problem, found here or refused by the server, is kept per field and the first one gets focus.
 */
export function useSchoolRegistration(account: { email: string } | null, onDone: (r: Registered) => void) {
  const lng = useLng();
  const setUser = useSession((s) => s.setUser);
  const loadCurrentUser = useSession((s) => s.loadCurrentUser);
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ name: '', slug: '', adminName: '', email: '', password: '' });
  const [slugEdited, setSlugEdited] = useState(false);
  const [shown, setShown] = useState(false);
  const [refused, setRefused] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const availability = useSlugAvailability(values.slug);

  const localProblems = (): Problems => {
    const found: Problems = {};
    if (!values.name.trim()) found.name = 'validation.required';
    const slug = slugProblem(values.slug) ?? (availability === 'taken' ? 'org.slug.taken' : null);
    if (slug) found.slug = slug;
    if (!values.adminName.trim()) found.adminName = 'validation.required';
    if (!account) {
      if (!values.email.trim()) found.email = 'validation.required';
      else if (!accountEmailSchema.safeParse(values.email).success) found.email = 'validation.email';
      if (!newPasswordSchema.safeParse(values.password).success) found.password = 'validation.passwordLength';
    }
    return found;
  };
  const problems: Problems = { ...(shown ? localProblems() : {}), ...refused };

  const focus = (field: SchoolField) => {
    const selector = field === 'form' ? '[data-name="form-error"]' : `[name="${field}"]`;
    formRef.current?.querySelector<HTMLElement>(selector)?.focus();
  };
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((v) => ({
      ...v,
      [field]: value,
      // Until the user edits the login link name, it follows the school's name.
      ...(field === 'name' && !slugEdited ? { slug: slugFromName(value) } : {}),
    }));
    if (field === 'slug') setSlugEdited(true);
    // A refusal is about the value that was sent: editing the field (or any field, for the form's) clears it.
    setRefused((r) =>
      Object.fromEntries(Object.entries(r).filter(([key]) => key !== field && key !== 'form')),
    );
  };
  const refuse = (field: SchoolField, text: TranslationKey) => {
    setRefused({ [field]: text });
    // After the state is drawn, so the field is marked invalid when focus lands on it.
    setTimeout(() => focus(field));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    setRefused({});
    const found = localProblems();
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) return focus(first);
    setBusy(true);
    try {
      if (!account) {
        // A taken name is refused before an account is made for nothing.
        if ((await organizationApi.slugExists(values.slug)).exists) return refuse('slug', 'org.slug.taken');
        try {
          const user = await authApi.signup({
            email: values.email.trim(),
            password: values.password,
            traffic_source: trafficSource() ?? undefined,
            language: lng,
          });
          setUser(user);
        } catch (error) {
          const refusal = refusalOf(error, 'signup');
          return refuse(refusal.field, refusal.text);
        }
      }
      try {
        await organizationApi.register({
          name: values.name.trim(),
          slug: values.slug,
          admin_name: values.adminName.trim(),
        });
      } catch (error) {
        const refusal = refusalOf(error, 'register');
        return refuse(refusal.field, refusal.text);
      }
      // What comes next shows first: the refreshed session makes this account an admin.
      onDone({ school: values.name.trim(), slug: values.slug, email: account?.email ?? values.email.trim() });
      await loadCurrentUser();
    } catch (error) {
      const refusal = refusalOf(error, 'register');
      refuse(refusal.field, refusal.text);
    } finally {
      setBusy(false);
    }
  };

  return { formRef, values, set, problems, availability, busy, onSubmit, slugShown: shown || slugEdited };
}
